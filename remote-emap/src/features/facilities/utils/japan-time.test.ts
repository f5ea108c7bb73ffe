import { japanTimeOfDay, japanWeekday } from './japan-time';

describe('Japan time', () => {
  it('is nine hours ahead of UTC: Sunday 15:00 UTC is Monday 00:00 in Japan', () => {
    expect(japanWeekday(new Date('2026-11-22T14:59:00Z'))).toBe('sun');
    expect(japanWeekday(new Date('2026-11-22T15:00:00Z'))).toBe('mon');
    expect(japanTimeOfDay(new Date('2026-11-22T15:00:00Z'))).toBe('00:00');
  });

  it('does not depend on the device time zone', () => {
    // 23:30 in New York on Friday is 13:30 on Saturday in Tokyo.
    const at = new Date('2026-07-03T23:30:00-04:00');
    expect(japanWeekday(at)).toBe('sat');
    expect(japanTimeOfDay(at)).toBe('12:30');
  });
});
