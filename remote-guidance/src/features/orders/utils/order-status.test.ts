import type { OrderEvent } from '@harmo/contracts/dispensing-orders';
import { patientCanCancel, statusTone, timelineOf } from './order-status';

const event = (status: OrderEvent['status'], minute: number, extra: Partial<OrderEvent> = {}) => ({
  status,
  at: `2026-11-24T10:${String(minute).padStart(2, '0')}:00+09:00`,
  by:
    status === 'submitted' || status === 'cancelled' ? ('patient' as const) : ('pharmacy' as const),
  reason: null,
  ...extra,
});

const summary = (steps: ReturnType<typeof timelineOf>) =>
  steps.map((step) => `${step.status}:${step.state}`);

describe('timelineOf', () => {
  it('shows a submitted order with the steps still ahead', () => {
    expect(summary(timelineOf({ status: 'submitted', history: [event('submitted', 0)] }))).toEqual([
      'submitted:current',
      'accepted:upcoming',
      'ready:upcoming',
      'completed:upcoming',
    ]);
  });

  it('marks what was reached with its time and moves the current step along', () => {
    const steps = timelineOf({
      status: 'ready',
      history: [event('submitted', 0), event('accepted', 5), event('ready', 20)],
    });
    expect(summary(steps)).toEqual([
      'submitted:done',
      'accepted:done',
      'ready:current',
      'completed:upcoming',
    ]);
    expect(steps[1]?.at).toBe('2026-11-24T10:05:00+09:00');
  });

  it('ends a rejected order with the pharmacy reason and nothing ahead', () => {
    const steps = timelineOf({
      status: 'rejected',
      history: [event('submitted', 0), event('rejected', 3, { reason: '在庫がありません' })],
    });
    expect(summary(steps)).toEqual(['submitted:done', 'rejected:current']);
    expect(steps[1]?.reason).toBe('在庫がありません');
  });

  it('ends an order the pharmacy cancelled after accepting it', () => {
    const steps = timelineOf({
      status: 'cancelled',
      history: [
        event('submitted', 0),
        event('accepted', 1),
        event('cancelled', 9, { by: 'pharmacy', reason: '臨時休業' }),
      ],
    });
    expect(summary(steps)).toEqual(['submitted:done', 'accepted:done', 'cancelled:current']);
    expect(steps[2]).toMatchObject({ by: 'pharmacy', reason: '臨時休業' });
  });

  it('shows a completed order as all done', () => {
    const history = [event('submitted', 0), event('accepted', 1), event('ready', 2)];
    const steps = timelineOf({ status: 'completed', history: [...history, event('completed', 3)] });
    expect(steps.every((step) => step.state === 'done')).toBe(true);
  });

  it('still shows the status when the history lags behind it', () => {
    expect(summary(timelineOf({ status: 'accepted', history: [event('submitted', 0)] }))).toEqual([
      'submitted:done',
      'accepted:current',
      'ready:upcoming',
      'completed:upcoming',
    ]);
  });
});

describe('statusTone and patientCanCancel', () => {
  it('asks the patient to act only when the medicine is ready', () => {
    expect(statusTone('ready')).toBe('ready');
    expect(statusTone('submitted')).toBe('waiting');
    expect(statusTone('rejected')).toBe('stopped');
  });

  it('lets the patient cancel only while the order is submitted', () => {
    expect(patientCanCancel('submitted')).toBe(true);
    for (const status of ['accepted', 'ready', 'completed', 'rejected', 'cancelled'] as const) {
      expect(patientCanCancel(status)).toBe(false);
    }
  });
});
