import { ROUTE_FILES_PATH, createRouteFiles } from './route-files';

const REMOTE = 'https://emap.harmo.example';

function answering(body: unknown, status = 200) {
  return jest.fn(async (_url: string, _init?: RequestInit) => Response.json(body, { status }));
}

/** The page's preloads, as `as[+cors] href`. */
function preloads(): string[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
    (link) => `${link.as}${link.crossOrigin === 'anonymous' ? '+cors' : ''} ${link.href}`,
  );
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the files of a route within the app', () => {
  it('are asked of the server for the path, and each preloaded as the server says', async () => {
    const fetchImpl = answering({
      files: [
        { href: `${REMOTE}/mf-manifest.json`, as: 'fetch' },
        { href: `${REMOTE}/remoteEntry.js`, as: 'script' },
        { href: `${REMOTE}/styles.0123456789.css`, as: 'style' },
        { href: '/zod.0123456789.js', as: 'script' },
      ],
    });
    await createRouteFiles({ fetchImpl }).preload('/emap/find-by-area');
    expect(fetchImpl.mock.calls[0]![0]).toBe(`${ROUTE_FILES_PATH}?path=%2Femap%2Ffind-by-area`);
    expect(preloads()).toEqual([
      `fetch+cors ${REMOTE}/mf-manifest.json`,
      `script ${REMOTE}/remoteEntry.js`,
      `style ${REMOTE}/styles.0123456789.css`,
      `script ${window.location.origin}/zod.0123456789.js`,
    ]);
  });

  it('are not asked for again when the page has them already, or has fetched them', async () => {
    const script = document.createElement('script');
    script.src = `${REMOTE}/remoteEntry.js`;
    document.body.appendChild(script);
    // A chunk that has run: its script element is gone, the browser's resource entry stays.
    const fetched = `${REMOTE}/608.0123456789.js`;
    const getEntriesByName = jest.fn((name: string) =>
      name === fetched ? [{ name } as PerformanceEntry] : [],
    );
    Object.defineProperty(window.performance, 'getEntriesByName', {
      value: getEntriesByName,
      configurable: true,
    });
    const fetchImpl = answering({
      files: [
        { href: `${REMOTE}/remoteEntry.js`, as: 'script' },
        { href: fetched, as: 'script' },
        { href: `${REMOTE}/487.0123456789.js`, as: 'script' },
      ],
    });
    try {
      await createRouteFiles({ fetchImpl }).preload('/emap');
      await createRouteFiles({ fetchImpl }).preload('/emap');
    } finally {
      delete (window.performance as { getEntriesByName?: unknown }).getEntriesByName;
    }
    expect(getEntriesByName).toHaveBeenCalledWith(fetched);
    expect(preloads()).toEqual([`script ${REMOTE}/487.0123456789.js`]);
  });

  it('leave out what the page would not preload: other schemes and destinations', async () => {
    const fetchImpl = answering({
      files: [
        { href: 'javascript:alert(1)', as: 'script' },
        { href: `${REMOTE}/frame.html`, as: 'document' },
        { href: 42, as: 'script' },
        null,
        { href: `${REMOTE}/160.0123456789.js`, as: 'script' },
      ],
    });
    await createRouteFiles({ fetchImpl }).preload('/emap');
    expect(preloads()).toEqual([`script ${REMOTE}/160.0123456789.js`]);
  });

  it('open the connections the server names, once, and only to an origin', async () => {
    const fetchImpl = answering({
      files: [],
      connect: [
        'https://tiles.harmo.example',
        'https://tiles.harmo.example/xyz/',
        'javascript:alert(1)',
        42,
      ],
    });
    await createRouteFiles({ fetchImpl }).preload('/emap');
    await createRouteFiles({ fetchImpl }).preload('/emap');
    const preconnects = [
      ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]'),
    ].map((link) => link.getAttribute('href'));
    expect(preconnects).toEqual(['https://tiles.harmo.example']);
  });

  it('are no hint at all when the server cannot tell them, and never fail the navigation', async () => {
    const failures = [
      answering({ error: 'path must be an absolute path of this app' }, 400),
      answering({ files: [{ href: `${REMOTE}/remoteEntry.js`, as: 'script' }] }, 404),
      answering({ files: 'none' }),
      jest.fn(async () => new Response('<!doctype html>', { status: 200 })),
      jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    ];
    for (const fetchImpl of failures) {
      await expect(createRouteFiles({ fetchImpl }).preload('/emap')).resolves.toBeUndefined();
    }
    expect(preloads()).toEqual([]);
  });
});

describe('the lists of route files kept for the page', () => {
  it('let a path learnt ahead be preloaded at once, without asking the server again', async () => {
    const fetchImpl = answering({
      files: [
        { href: `${REMOTE}/remoteEntry.js`, as: 'script' },
        { href: '/zod.0123456789.js', as: 'script' },
      ],
    });
    const routeFiles = createRouteFiles({ fetchImpl });
    await routeFiles.learn('/emap');
    // Learning asks for the list only: nothing is downloaded before the page is followed.
    expect(preloads()).toEqual([]);
    await routeFiles.learn('/emap');
    expect(fetchImpl).toHaveBeenCalledTimes(1);

    await routeFiles.preload('/emap');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual([
      `script ${REMOTE}/remoteEntry.js`,
      `script ${window.location.origin}/zod.0123456789.js`,
    ]);
  });

  it('ask again once the page has changed language: the list names the strings of one', async () => {
    const fetchImpl = answering({ files: [] });
    const routeFiles = createRouteFiles({ fetchImpl });
    document.documentElement.lang = 'ja';
    await routeFiles.learn('/emap');
    document.documentElement.lang = 'en';
    await routeFiles.preload('/emap');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('ask again for a list the server could not give', async () => {
    const answers = [
      new Response('busy', { status: 503 }),
      Response.json({ files: [{ href: `${REMOTE}/remoteEntry.js`, as: 'script' }] }),
    ];
    const fetchImpl = jest.fn(async (_url: string, _init?: RequestInit) => answers.shift()!);
    const routeFiles = createRouteFiles({ fetchImpl });
    await routeFiles.learn('/emap');
    await routeFiles.preload('/emap');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(preloads()).toEqual([`script ${REMOTE}/remoteEntry.js`]);
  });
});
