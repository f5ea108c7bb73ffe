import {
  DISPENSING_ORDER_STATUSES,
  FINAL_ORDER_STATUSES,
  IdempotencyKey,
  NewDispensingOrderBody,
  findTransition,
} from './dispensing-orders';

describe('the dispensing order status machine', () => {
  it('lets the pharmacy move an order forward and the patient cancel only while submitted', () => {
    expect(findTransition('submitted', 'accepted', 'pharmacy')).toBeDefined();
    expect(findTransition('accepted', 'ready', 'pharmacy')).toBeDefined();
    expect(findTransition('ready', 'completed', 'pharmacy')).toBeDefined();
    expect(findTransition('submitted', 'cancelled', 'patient')).toBeDefined();
    expect(findTransition('accepted', 'cancelled', 'patient')).toBeUndefined();
    expect(findTransition('submitted', 'accepted', 'patient')).toBeUndefined();
    expect(findTransition('ready', 'accepted', 'pharmacy')).toBeUndefined();
  });

  it('asks the pharmacy for a reason when it refuses or cancels', () => {
    expect(findTransition('submitted', 'rejected', 'pharmacy')?.reasonRequired).toBe(true);
    expect(findTransition('accepted', 'cancelled', 'pharmacy')?.reasonRequired).toBe(true);
    expect(findTransition('submitted', 'cancelled', 'patient')?.reasonRequired).toBe(false);
  });

  it('ends in completed, rejected or cancelled, from which nothing moves', () => {
    expect([...FINAL_ORDER_STATUSES].sort()).toEqual(['cancelled', 'completed', 'rejected']);
    for (const to of DISPENSING_ORDER_STATUSES) {
      for (const from of FINAL_ORDER_STATUSES) {
        expect(findTransition(from, to, 'pharmacy')).toBeUndefined();
        expect(findTransition(from, to, 'patient')).toBeUndefined();
      }
    }
  });
});

describe('a new order', () => {
  const base = {
    facilityId: 'demo:1',
    prescriptionId: '0d9ac5b6-6f0e-4d52-9a57-3b8f3a0e9b01',
  };

  it('takes a pick-up time or a guidance slot, nothing else', () => {
    expect(
      NewDispensingOrderBody.safeParse({
        ...base,
        receive: { type: 'pickup', pickupAt: '2026-12-01T10:00:00+09:00' },
      }).success,
    ).toBe(true);
    expect(
      NewDispensingOrderBody.safeParse({
        ...base,
        receive: {
          type: 'delivery',
          guidanceSlot: { startsAt: '2026-12-01T10:00:00Z', endsAt: '2026-12-01T10:30:00Z' },
        },
      }).success,
    ).toBe(true);
    expect(
      NewDispensingOrderBody.safeParse({ ...base, receive: { type: 'pickup', pickupAt: 'soon' } })
        .success,
    ).toBe(false);
    expect(NewDispensingOrderBody.safeParse({ ...base, receive: { type: 'drone' } }).success).toBe(
      false,
    );
  });

  it('refuses a guidance slot that does not end after it starts, naming its end', () => {
    const delivery = (startsAt: string, endsAt: string) =>
      NewDispensingOrderBody.safeParse({
        ...base,
        receive: { type: 'delivery', guidanceSlot: { startsAt, endsAt } },
      });
    for (const endsAt of ['2026-12-01T09:30:00Z', '2026-12-01T10:00:00Z']) {
      const result = delivery('2026-12-01T10:00:00Z', endsAt);
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({
          path: ['receive', 'guidanceSlot', 'endsAt'],
          message: 'must be after startsAt',
        }),
      ]);
    }
    // Instants are compared, not their texts: 19:30 in Japan is after 10:00 UTC.
    expect(delivery('2026-12-01T10:00:00Z', '2026-12-01T19:30:00+09:00').success).toBe(true);
    // A time that is not one is reported as such, not as a slot out of order.
    expect(delivery('soon', '2026-12-01T10:30:00Z').error?.issues).toEqual([
      expect.objectContaining({ path: ['receive', 'guidanceSlot', 'startsAt'] }),
    ]);
  });

  it('needs an idempotency key long enough to be unique', () => {
    expect(IdempotencyKey.safeParse('6f1c1f53-3c53-4d5e-9d8b-2b1c4f6a7e10').success).toBe(true);
    expect(IdempotencyKey.safeParse('1').success).toBe(false);
    expect(IdempotencyKey.safeParse('key with spaces and more').success).toBe(false);
  });
});
