import { NO_FILTERS } from '../types/facility';
import { activeFilterCount, filterQueryParams } from './filter-params';

describe('filter query parameters', () => {
  it('sends nothing for no filters', () => {
    expect(filterQueryParams(NO_FILTERS)).toEqual({});
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
  });

  it('sends type, open now and after-hours as the api names them', () => {
    const filters = {
      type: 'pharmacy' as const,
      hours: { kind: 'openNow' as const },
      afterHours: true,
    };
    expect(filterQueryParams(filters)).toEqual({
      type: 'pharmacy',
      openNow: 'true',
      afterHours: 'true',
    });
    expect(activeFilterCount(filters)).toBe(3);
  });

  it('sends a weekday with or without a time, never together with open now', () => {
    expect(
      filterQueryParams({ ...NO_FILTERS, hours: { kind: 'openOn', day: 'sat', time: '10:30' } }),
    ).toEqual({ weekday: 'sat', time: '10:30' });
    const dayOnly = filterQueryParams({
      ...NO_FILTERS,
      hours: { kind: 'openOn', day: 'holiday', time: null },
    });
    expect(dayOnly).toEqual({ weekday: 'holiday' });
    expect(dayOnly).not.toHaveProperty('openNow');
  });
});
