import { finderStateFromParams, finderStateToParams, INITIAL_FINDER_STATE } from './finder-state';

const read = (search: string, fixedType: 'pharmacy' | null = null) =>
  finderStateFromParams(new URLSearchParams(search), fixedType);

describe('finder state in the URL', () => {
  it('reads an empty URL as the initial state', () => {
    expect(read('')).toEqual(INITIAL_FINDER_STATE);
  });

  it('reads search, filters and the open facility', () => {
    expect(
      read('?q=さくら&type=clinic&weekday=sat&time=10:00&afterHours=true&facility=demo:12'),
    ).toEqual({
      query: 'さくら',
      filters: {
        type: 'clinic',
        hours: { kind: 'openOn', day: 'sat', time: '10:00' },
        afterHours: true,
      },
      facilityId: 'demo:12',
    });
  });

  it('drops what it cannot read instead of failing', () => {
    expect(read('?type=zoo&weekday=someday&time=25:99&facility=<script>&openNow=yes')).toEqual(
      INITIAL_FINDER_STATE,
    );
    expect(read('?weekday=mon&time=7pm').filters.hours).toEqual({
      kind: 'openOn',
      day: 'mon',
      time: null,
    });
  });

  it('prefers open now over a weekday, as the api refuses both', () => {
    expect(read('?openNow=true&weekday=mon').filters.hours).toEqual({ kind: 'openNow' });
  });

  it("keeps a screen's fixed type whatever the URL says, and does not write it", () => {
    const state = read('?type=hospital', 'pharmacy');
    expect(state.filters.type).toBe('pharmacy');
    expect(finderStateToParams(state, new URLSearchParams(), 'pharmacy').has('type')).toBe(false);
  });

  it("writes the state back and keeps the screen's own parameters", () => {
    const params = finderStateToParams(
      {
        query: ' 新宿 ',
        filters: { type: 'pharmacy', hours: { kind: 'openNow' }, afterHours: false },
        facilityId: 'demo:3',
      },
      new URLSearchParams('returnTo=%2Fguidance%2Fnew&q=old&weekday=mon'),
    );
    expect(Object.fromEntries(params)).toEqual({
      returnTo: '/guidance/new',
      q: '新宿',
      type: 'pharmacy',
      openNow: 'true',
      facility: 'demo:3',
    });
  });

  it('round-trips', () => {
    const state = read('?q=駅前&weekday=holiday&afterHours=true');
    expect(read(`?${finderStateToParams(state, new URLSearchParams()).toString()}`)).toEqual(state);
  });
});
