import {
  deepestRouteTitle,
  entriesFor,
  isInSection,
  isFocusedRoute,
  parseNavigation,
  routePrefetches,
  routeTitle,
  type NavigationEntry,
} from './navigation';

const entry = (overrides: Partial<NavigationEntry>): NavigationEntry => ({
  id: 'emap.pharmacies',
  to: '/emap',
  labelKey: 'nav.pharmacies',
  placement: 'tab',
  order: 10,
  icon: 'pharmacy',
  ...overrides,
});

describe('navigation declarations', () => {
  it('accepts a declaration and refuses entries the host could not place', () => {
    expect(parseNavigation([entry({})])).toEqual([entry({})]);
    expect(() => parseNavigation([{ ...entry({}), placement: 'footer' }])).toThrow();
    expect(() => parseNavigation([entry({ to: 'https://evil.example/' })])).toThrow();
    expect(() => parseNavigation([{ ...entry({}), extra: true }])).toThrow();
  });

  it('marks a section on its own path and below it, not on a path that only starts alike', () => {
    const prescriptions = entry({ to: '/guidance', sections: ['/guidance', '/payment'] });
    expect(isInSection(prescriptions, '/guidance')).toBe(true);
    expect(isInSection(prescriptions, '/guidance/new')).toBe(true);
    expect(isInSection(prescriptions, '/payment/credit-card')).toBe(true);
    expect(isInSection(prescriptions, '/guidances')).toBe(false);
    expect(isInSection(entry({}), '/emap/find-by-area')).toBe(true);
  });

  it('orders entries of one placement by order, then by id', () => {
    const entries = [
      entry({ id: 'b.two', order: 20 }),
      entry({ id: 'a.menu', order: 1, placement: 'menu' }),
      entry({ id: 'c.one', order: 10 }),
      entry({ id: 'a.one', order: 10 }),
    ];
    expect(entriesFor(entries, 'tab').map((e) => e.id)).toEqual(['a.one', 'c.one', 'b.two']);
    expect(entriesFor(entries, 'menu').map((e) => e.id)).toEqual(['a.menu']);
  });

  it('takes the title of the deepest route that declares one', () => {
    const matches = [
      { handle: undefined },
      { handle: routeTitle('emap', 'titles.map') },
      { handle: {} },
    ];
    expect(deepestRouteTitle(matches)).toEqual({ namespace: 'emap', key: 'titles.map' });
    expect(deepestRouteTitle([{ handle: undefined }])).toBeNull();
  });

  it("takes the title of the view the page's query names, and the route's for any other", () => {
    const matches = [
      {
        handle: routeTitle('auth', 'signIn.title', {
          views: { param: 'flow', keys: { 'sign-up': 'signUp.title' } },
        }),
      },
    ];
    const keyFor = (search: string) => deepestRouteTitle(matches, search)?.key;
    expect(keyFor('?flow=sign-up')).toBe('signUp.title');
    expect(keyFor('?lang=en&flow=sign-up')).toBe('signUp.title');
    expect(keyFor('')).toBe('signIn.title');
    expect(keyFor('?flow=other')).toBe('signIn.title');
    // A name every object has is no view.
    expect(keyFor('?flow=constructor')).toBe('signIn.title');
    expect(keyFor('?flow=toString')).toBe('signIn.title');
  });

  it('keeps what a route declares beside its title: a focused step, its first data', () => {
    const prefetch = jest.fn(() => Promise.resolve());
    const focused = routeTitle('auth', 'signIn.title', { focused: true });
    const withData = routeTitle('projects', 'titles.projects', { prefetch });
    expect(isFocusedRoute([{ handle: focused }])).toBe(true);
    expect(isFocusedRoute([{ handle: withData }])).toBe(false);
    expect(routePrefetches([{ handle: focused }])).toEqual([]);
    expect(routePrefetches([{ handle: undefined }, { handle: withData }, { handle: {} }])).toEqual([
      prefetch,
    ]);
  });
});
