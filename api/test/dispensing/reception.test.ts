import type { OpeningHours } from '@harmo/contracts/facilities';
import { checkReceiveMethod, guidanceSlots } from '../../src/modules/dispensing-orders/reception';

const weekdays = [{ open: '09:00', close: '11:00' }];
const HOURS: OpeningHours = {
  mon: weekdays,
  tue: weekdays,
  wed: weekdays,
  thu: weekdays,
  fri: [{ open: '22:00', close: '25:00' }],
  sat: [],
  sun: [],
  holiday: [],
  original: null,
  unparsed: [],
};

/** Japan time as an instant. */
const jst = (local: string) => new Date(`${local}+09:00`);

describe('online guidance slots', () => {
  // Monday 2026-11-23 is 勤労感謝の日, a holiday: the holiday schedule (closed) applies.
  const now = jst('2026-11-23T08:00:00');

  it('cuts the opening hours of the coming days into 30-minute slots, holidays by their schedule', () => {
    const slots = guidanceSlots(HOURS, now, new Set());
    const starts = slots.map((slot) => slot.startsAt);
    expect(starts.slice(0, 4)).toEqual([
      jst('2026-11-24T09:00:00').toISOString(),
      jst('2026-11-24T09:30:00').toISOString(),
      jst('2026-11-24T10:00:00').toISOString(),
      jst('2026-11-24T10:30:00').toISOString(),
    ]);
    expect(starts).not.toContain(jst('2026-11-23T09:00:00').toISOString());
    // A band past midnight (Friday 22:00–翌1:00) gives slots into Saturday morning.
    expect(starts).toContain(jst('2026-11-28T00:30:00').toISOString());
    expect(starts).not.toContain(jst('2026-11-28T01:00:00').toISOString());
    for (const slot of slots) {
      expect(Date.parse(slot.endsAt) - Date.parse(slot.startsAt)).toBe(30 * 60 * 1000);
    }
  });

  it('starts an hour ahead, leaves out taken slots, and offers none when the hours are unknown', () => {
    const at = jst('2026-11-24T09:10:00');
    const taken = new Set([jst('2026-11-24T10:30:00').getTime()]);
    const starts = guidanceSlots(HOURS, at, taken).map((slot) => slot.startsAt);
    expect(starts[0]).toBe(jst('2026-11-25T09:00:00').toISOString());
    expect(starts).not.toContain(jst('2026-11-24T10:00:00').toISOString());
    expect(guidanceSlots(HOURS, jst('2026-11-24T08:00:00'), taken).map((s) => s.startsAt)).toEqual(
      expect.not.arrayContaining([jst('2026-11-24T10:30:00').toISOString()]),
    );
    expect(guidanceSlots(null, now, new Set())).toEqual([]);
  });
});

describe('a pick-up time', () => {
  const now = jst('2026-11-24T08:00:00');
  const pickup = (local: string) => ({
    type: 'pickup' as const,
    pickupAt: jst(local).toISOString(),
  });

  it('must fall in the opening hours when they are known', () => {
    expect(() =>
      checkReceiveMethod(pickup('2026-11-24T10:00:00'), HOURS, now, new Set()),
    ).not.toThrow();
    expect(() => checkReceiveMethod(pickup('2026-11-24T12:00:00'), HOURS, now, new Set())).toThrow(
      'The pharmacy is not open at the chosen pick-up time',
    );
    expect(() =>
      checkReceiveMethod(pickup('2026-11-24T12:00:00'), null, now, new Set()),
    ).not.toThrow();
  });

  it('must be from 30 minutes to 14 days ahead', () => {
    expect(() => checkReceiveMethod(pickup('2026-11-24T08:15:00'), null, now, new Set())).toThrow(
      /30 minutes to 14 days/,
    );
    expect(() => checkReceiveMethod(pickup('2026-12-09T10:00:00'), null, now, new Set())).toThrow(
      /30 minutes to 14 days/,
    );
  });
});
