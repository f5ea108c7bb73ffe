import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROUTE_FILES_PATH, startAppServer } from '../serve.mjs';
import { ROUTE_FILES_PATH as ASKED_BY_THE_HOST } from '../../../host/src/app/route-files';
import {
  createManifestCache,
  createPageRenderer,
  languageOf,
  remoteFiles,
  routeFilesOf,
  themeOf,
} from '../critical-path.mjs';
import { routeTreeOf, type RouteTreeNode } from '../route-tree.cjs';
import {
  EARLY_SESSION_SCRIPT,
  SYSTEM_THEME_SCRIPT,
  TILE_FIRST_SCRIPT,
} from '../inline-scripts.cjs';
import { THEME_COLORS } from '../../runtime/src/theme/theme';
import { tileOriginOf } from '../runtime-config.cjs';

const AUTH_MANIFEST = 'https://auth.harmo.example/v2/mf-manifest.json';
const EMAP_MANIFEST = 'https://emap.harmo.example/mf-manifest.json';

const manifest = (name: string) => ({
  id: name,
  name,
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [
    {
      path: './routes',
      assets: {
        js: { sync: ['__federation_expose_routes.0123456789.js'], async: ['9.0123456789.js'] },
      },
    },
  ],
});

let dist: string;
let server: Awaited<ReturnType<typeof startAppServer>>;
const manifestRequests: string[] = [];

/** The route tree of remote-auth's build, shortened: a route, a layout and its children. */
const AUTH_ROUTE_CHUNKS = {
  routes: [
    {
      path: 'auth',
      files: [],
      children: [
        {
          path: 'sign-in',
          focused: true,
          files: ['12.0123456789.css', '12.0123456789.js', '34.0123456789.js'],
          consumes: ['react'],
          children: [],
        },
        {
          files: ['56.0123456789.js'],
          consumes: ['react'],
          children: [
            {
              path: 'account',
              files: [],
              children: [
                {
                  index: true,
                  files: ['78.0123456789.js'],
                  consumes: ['react', 'zod'],
                  children: [],
                },
                { path: ':section', files: ['90.0123456789.js'], children: [] },
                { path: 'email', files: ['91.0123456789.js'], children: [] },
              ],
            },
          ],
        },
      ],
    },
  ],
};
const AUTH_ROUTE_CHUNKS_URL = 'https://auth.harmo.example/v2/route-chunks.json';

/** Whether a preload is of the tab bar: the remotes' declarations and the host's reader. */
const ofNavigation = (link: string) => /navigation\.json$|navigation-reader/.test(link);

/** The preloads of a page, as `as href` strings in the page's order. */
function preloads(html: string): string[] {
  return [
    ...html.matchAll(
      /<link rel="preload" href="([^"]+)" as="(\w+)"( crossorigin="anonymous")?( fetchpriority="low")?>/g,
    ),
  ].map(([, href, as, cors, low]) => `${as}${cors ? '+cors' : ''}${low ? '+low' : ''} ${href}`);
}

/** A host's build in a new folder: its page, its manifest and which remote owns which path. */
function hostBuild(page: string, ownership: Record<string, { remote: string; access: string }>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harmo-host-'));
  fs.writeFileSync(path.join(dir, 'index.html'), page);
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'harmo_host' }));
  fs.writeFileSync(path.join(dir, 'route-ownership.json'), JSON.stringify(ownership));
  return dir;
}

beforeAll(async () => {
  dist = hostBuild(
    '<!doctype html><html lang=ja><head><script defer src=/main.js></script></head><body><div id=root></div></body></html>',
    {
      auth: { remote: 'auth', access: 'public' },
      emap: { remote: 'emap', access: 'public' },
      guidance: { remote: 'guidance', access: 'guarded' },
    },
  );
  fs.writeFileSync(
    path.join(dist, 'named-chunks.json'),
    JSON.stringify({
      'accounts-contract': ['accounts-contract.0123456789.js', 'zod.0123456789.js'],
      'navigation-reader': ['navigation-reader.0123456789.js'],
    }),
  );
  fs.writeFileSync(
    path.join(dist, 'startup-chunks.json'),
    JSON.stringify(['7.0123456789.css', '7.0123456789.js']),
  );
  fs.writeFileSync(
    path.join(dist, 'shared-chunks.json'),
    JSON.stringify({ react: ['7.0123456789.js'], zod: ['zod.0123456789.js'] }),
  );
  const fetchManifest = (async (url: string | URL) => {
    manifestRequests.push(String(url));
    if (String(url) === AUTH_MANIFEST) return Response.json(manifest('harmo_auth'));
    if (String(url) === AUTH_ROUTE_CHUNKS_URL) return Response.json(AUTH_ROUTE_CHUNKS);
    return new Response('down', { status: 503 });
  }) as typeof fetch;
  server = await startAppServer({
    distDir: dist,
    port: 0,
    env: { HARMO_REMOTE_AUTH_URL: AUTH_MANIFEST, HARMO_REMOTE_EMAP_URL: EMAP_MANIFEST },
    fetchImpl: fetchManifest,
  });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("the host's page", () => {
  it('preloads, after main.js, its startup files, its strings and all the owning remote needs first', async () => {
    const html = await (await fetch(`${server.url}/auth/sign-in`)).text();
    expect(html.indexOf('src=/main.js')).toBeLessThan(html.indexOf('rel="preload"'));
    expect(preloads(html)).toEqual([
      'style /7.0123456789.css',
      'script /7.0123456789.js',
      'fetch+cors /locales/ja/common.json',
      'fetch+cors /locales/ja/host.json',
      `fetch+cors ${AUTH_MANIFEST}`,
      'script https://auth.harmo.example/v2/remoteEntry.js',
      'script https://auth.harmo.example/v2/__federation_expose_routes.0123456789.js',
      'style https://auth.harmo.example/v2/12.0123456789.css',
      'script https://auth.harmo.example/v2/12.0123456789.js',
      'script https://auth.harmo.example/v2/34.0123456789.js',
      'fetch+cors https://auth.harmo.example/v2/locales/ja/auth.json',
    ]);
  });

  it("preloads the host's files of a library the route uses beyond the start-up ones, after the route's chunks", async () => {
    const account = preloads(await (await fetch(`${server.url}/auth/account`)).text());
    expect(
      account
        .slice(account.indexOf('script https://auth.harmo.example/v2/78.0123456789.js'))
        .filter((link) => !ofNavigation(link)),
    ).toEqual([
      'script https://auth.harmo.example/v2/78.0123456789.js',
      'script /zod.0123456789.js',
      'fetch+cors https://auth.harmo.example/v2/locales/ja/auth.json',
    ]);
    expect(account.filter((link) => link === 'script /7.0123456789.js')).toHaveLength(1);
    const signIn = preloads(await (await fetch(`${server.url}/auth/sign-in`)).text());
    expect(signIn.join()).not.toContain('zod');
  });

  it("preloads every remote's navigation after the page's own files on a page with the tab bar, not on a focused step", async () => {
    const account = preloads(await (await fetch(`${server.url}/auth/account`)).text());
    const navigation = account.filter((link) => link.endsWith('/navigation.json'));
    expect(account.filter((link) => link.includes('navigation-reader'))).toEqual([
      'script /navigation-reader.0123456789.js',
    ]);
    expect(account.indexOf('script /navigation-reader.0123456789.js')).toBeLessThan(
      account.indexOf(navigation[0]!),
    );
    expect(navigation).toEqual([
      'fetch+cors+low https://auth.harmo.example/v2/navigation.json',
      'fetch+cors+low http://localhost:3002/navigation.json',
      'fetch+cors+low https://emap.harmo.example/navigation.json',
      'fetch+cors+low http://localhost:3004/navigation.json',
      'fetch+cors+low http://localhost:3005/navigation.json',
      'fetch+cors+low http://localhost:3006/navigation.json',
    ]);
    expect(account.slice(-navigation.length)).toEqual(navigation);
    const signIn = preloads(await (await fetch(`${server.url}/auth/sign-in`)).text());
    expect(signIn.join()).not.toMatch(/navigation\.json|navigation-reader/);
    // A remote whose routes cannot be read: whether its page is framed is not known.
    const down = preloads(await (await fetch(`${server.url}/emap`)).text());
    expect(down.join()).not.toContain('navigation.json');
  });

  it('starts the session’s first requests itself on a page that may show a session, allowed by the policy', async () => {
    // With a chosen theme, so that the session's script is the page's only one.
    const response = await fetch(`${server.url}/auth/account`, {
      headers: { Cookie: 'harmo.theme=light' },
    });
    const html = await response.text();
    const account = preloads(html);
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code);
    expect(inline).toEqual([EARLY_SESSION_SCRIPT]);
    // After the configuration it reads, before the preloads.
    expect(html.indexOf('id="harmo-runtime-config"')).toBeLessThan(html.indexOf('<script>'));
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('rel="preload"'));
    const hash = crypto.createHash('sha256').update(inline[0]!).digest('base64');
    const scripts = /script-src ([^;]+)/.exec(
      response.headers.get('content-security-policy')!,
    )![1]!;
    expect(scripts.split(' ')).toContain(`'sha256-${hash}'`);
    expect(scripts).not.toContain('unsafe-inline');
    // A guarded page does, even when its remote cannot be read, with the contract that checks
    // the answers and the library it uses, once each.
    const guarded = await (await fetch(`${server.url}/guidance`)).text();
    expect(guarded).toContain(`<script>${EARLY_SESSION_SCRIPT}</script>`);
    expect(preloads(guarded).slice(2, 4)).toEqual([
      'script /accounts-contract.0123456789.js',
      'script /zod.0123456789.js',
    ]);
    expect(account.join()).not.toContain('accounts-contract');
    // Sign-in starts a session instead; a remote whose routes cannot be read is not known to.
    expect(await (await fetch(`${server.url}/auth/sign-in`)).text()).not.toContain(
      EARLY_SESSION_SCRIPT,
    );
    expect(await (await fetch(`${server.url}/emap`)).text()).not.toContain(EARLY_SESSION_SCRIPT);
  });

  it("preloads the chunks of the remote's route and of the layouts above it, for that route only", async () => {
    const account = preloads(await (await fetch(`${server.url}/auth/account`)).text());
    expect(account).toContain('script https://auth.harmo.example/v2/56.0123456789.js');
    expect(account).toContain('script https://auth.harmo.example/v2/78.0123456789.js');
    expect(account.join()).not.toMatch(/12\.0123|90\.0123|91\.0123/);
    const unknown = preloads(await (await fetch(`${server.url}/auth/no-such-screen`)).text());
    expect(unknown).toContain('script https://auth.harmo.example/v2/remoteEntry.js');
    expect(unknown.join()).not.toMatch(/v2\/\d+\.0123456789\.js/);
  });

  it("preloads the strings of the language the browser keeps in its cookie, and says so in the page's language", async () => {
    const html = await (
      await fetch(`${server.url}/auth/sign-in`, {
        headers: { Cookie: 'other=1; harmo.language=en' },
      })
    ).text();
    expect(html).toContain('<html lang="en"');
    expect(preloads(html)).toContain('fetch+cors /locales/en/common.json');
    expect(preloads(html)).toContain(
      'fetch+cors https://auth.harmo.example/v2/locales/en/auth.json',
    );
    expect(preloads(html).join()).not.toContain('/ja/');
  });

  it('preloads no remote for a path the host keeps, and only what it knows of a remote it cannot read', async () => {
    const own = preloads(await (await fetch(`${server.url}/menu`)).text());
    expect(own).toEqual([
      'style /7.0123456789.css',
      'script /7.0123456789.js',
      'fetch+cors /locales/ja/common.json',
      'fetch+cors /locales/ja/host.json',
    ]);
    const started = Date.now();
    const down = preloads(await (await fetch(`${server.url}/emap/find-by-area`)).text());
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(down).toContain(`fetch+cors ${EMAP_MANIFEST}`);
    expect(down).toContain('fetch+cors https://emap.harmo.example/locales/ja/emap.json');
    expect(down.join()).not.toContain('remoteEntry.js');
  });

  it('opens the connection to the tile server on a page of the remote that draws the map, and only there', async () => {
    const map = await (await fetch(`${server.url}/emap`)).text();
    const preconnect = '<link rel="preconnect" href="https://cyberjapandata.gsi.go.jp">';
    expect(map).toContain(preconnect);
    // Before the preloads, which would otherwise take the first turn on the network.
    expect(map.indexOf(preconnect)).toBeLessThan(map.indexOf('rel="preload"'));
    const signIn = await (await fetch(`${server.url}/auth/sign-in`)).text();
    expect(signIn).not.toContain('rel="preconnect"');
  });

  it('is sent in the theme the browser keeps in its cookie, and follows the system without one', async () => {
    const served = await (
      await fetch(`${server.url}/menu`, { headers: { Cookie: 'a=1; harmo.theme=dark' } })
    ).text();
    expect(served).toContain('<html class="dark" data-theme="dark" lang=ja>');
    expect(served).not.toContain(SYSTEM_THEME_SCRIPT);
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'harmo-theme-'));
    try {
      fs.writeFileSync(
        path.join(own, 'index.html'),
        '<!doctype html><html lang=ja><head><meta name=theme-color content=#EFF3F5></head><body></body></html>',
      );
      const page = createPageRenderer({ distDir: own, config: { remotes: {} } });
      const dark = await page.render('/menu', 'ja', 'dark');
      expect(dark).toContain('<meta name=theme-color content="#1C1C1E">');
      const light = await page.render('/menu', 'ja', themeOf('harmo.theme=light'));
      expect(light).toContain('<html lang=ja><head><meta name=theme-color content=#EFF3F5>');
      expect(light).not.toContain(SYSTEM_THEME_SCRIPT);
      // No choice: the page decides in the browser, from the system's setting, before painting.
      const unchosen = await page.render('/menu', 'ja', themeOf('a=1'));
      expect(unchosen).toContain(
        `<head><meta name=theme-color content=#EFF3F5><script>${SYSTEM_THEME_SCRIPT}</script>`,
      );
      expect(unchosen).toContain('<html lang=ja>');
    } finally {
      fs.rmSync(own, { recursive: true, force: true });
    }
    expect(themeOf(undefined)).toBeNull();
    expect(themeOf('harmo.theme=darker')).toBeNull();
    expect(themeOf('harmo.theme=light; a=1')).toBe('light');
  });

  it("marks the page dark as the app does, with the dark theme's colour", () => {
    expect(SYSTEM_THEME_SCRIPT).toContain("'(prefers-color-scheme: dark)'");
    expect(SYSTEM_THEME_SCRIPT).toContain(`'${THEME_COLORS.dark}'`);
  });

  it('writes the configuration as it is, even text that looks like a replacement pattern', async () => {
    const attribution = "地図 $& $` $' </head>";
    const page = createPageRenderer({ distDir: dist, config: { remotes: {}, attribution } });
    const html = await page.render('/menu');
    const inline = /id="harmo-runtime-config">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(inline![1]!).attribution).toBe(attribution);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });

  it('serves /index.html as the same page, never cached', async () => {
    const response = await fetch(`${server.url}/index.html`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('id="harmo-runtime-config"');
  });
});

describe('the files of a route, for a navigation within the app', () => {
  const routeFiles = async (query: string, init?: RequestInit) => {
    const response = await fetch(`${server.url}${ROUTE_FILES_PATH}${query}`, init);
    return { status: response.status, body: await response.json(), response };
  };

  it("are what the route's page would preload from its remote, and nothing the open page has", async () => {
    const page = preloads(await (await fetch(`${server.url}/auth/account`)).text());
    const { status, body, response } = await routeFiles(
      `?path=${encodeURIComponent('/auth/account')}`,
    );
    expect(status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const told = body.files.map(
      ({ href, as }: { href: string; as: string }) =>
        `${as}${as === 'fetch' ? '+cors' : ''} ${href}`,
    );
    // The navigation is the open page's already.
    const remotePart = page.filter((link) => !ofNavigation(link));
    expect(told).toEqual(remotePart.slice(remotePart.indexOf(`fetch+cors ${AUTH_MANIFEST}`)));
    expect(told).toContain('script /zod.0123456789.js');
    expect(told.join()).not.toMatch(/7\.0123456789|common\.json|host\.json/);
  });

  it('are in the language the browser keeps in its cookie', async () => {
    const { body } = await routeFiles('?path=/auth/sign-in', {
      headers: { Cookie: 'harmo.language=en' },
    });
    expect(body.files.at(-1)).toEqual({
      href: 'https://auth.harmo.example/v2/locales/en/auth.json',
      as: 'fetch',
    });
  });

  it('are served where the host asks for them', () => {
    expect(ASKED_BY_THE_HOST).toBe(ROUTE_FILES_PATH);
  });

  it('are none for a path the host keeps', async () => {
    expect((await routeFiles('?path=/menu')).body).toEqual({ files: [], connect: [] });
  });

  it("come with the tile server to connect to for a page of the remote that draws the map, as the page's HTML", async () => {
    expect((await routeFiles('?path=/emap')).body.connect).toEqual([
      'https://cyberjapandata.gsi.go.jp',
    ]);
    expect((await routeFiles('?path=/auth/sign-in')).body.connect).toEqual([]);
  });

  it('are refused, with a reason, for anything but an absolute path', async () => {
    for (const query of [
      '',
      '?path=',
      '?path=menu',
      '?path=/a&path=/b',
      `?path=/${'a'.repeat(2048)}`,
    ]) {
      const { status, body } = await routeFiles(query);
      expect([query, status]).toEqual([query, 400]);
      expect(body.error).toMatch(/absolute path/);
    }
  });
});

describe('the origin of map tiles', () => {
  it('is the tile server of an absolute tile URL', () => {
    expect(tileOriginOf('https://cyberjapandata.gsi.go.jp/xyz/std/{z}/{x}/{y}.png')).toBe(
      'https://cyberjapandata.gsi.go.jp',
    );
    expect(tileOriginOf('http://localhost:3091/{z}/{x}/{y}.png')).toBe('http://localhost:3091');
  });

  it('is none where no single server is known in advance', () => {
    expect(tileOriginOf('https://{s}.tile.example/{z}/{x}/{y}.png')).toBeNull();
    expect(tileOriginOf('/tiles/{z}/{x}/{y}.png')).toBeNull();
    expect(tileOriginOf(undefined)).toBeNull();
  });
});

describe('remote manifests read by the server', () => {
  it('are read once while fresh, again in the background once stale, and kept if that fails', async () => {
    let clock = 0;
    let answer: Response | Error = Response.json(manifest('harmo_auth'));
    const fetchImpl = jest.fn(async () => {
      if (answer instanceof Error) throw answer;
      return answer.clone();
    });
    const cache = createManifestCache({
      fetchImpl: fetchImpl as unknown as typeof fetch,
      now: () => clock,
    });
    expect((await cache.get(AUTH_MANIFEST))?.name).toBe('harmo_auth');
    expect((await cache.get(AUTH_MANIFEST))?.name).toBe('harmo_auth');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    clock = 60_000;
    answer = new Error('network down');
    expect((await cache.get(AUTH_MANIFEST))?.name).toBe('harmo_auth');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cache.get(AUTH_MANIFEST))?.name).toBe('harmo_auth');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('give up quickly on a remote that does not answer, and do not ask again at once', async () => {
    const fetchImpl = jest.fn(() => new Promise<Response>(() => {}));
    const cache = createManifestCache({ fetchImpl: fetchImpl as unknown as typeof fetch });
    const started = Date.now();
    expect(await cache.get(EMAP_MANIFEST)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await cache.get(EMAP_MANIFEST)).toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('resolve the entry and the routes module beside the manifest, or under its public path', () => {
    expect(remoteFiles(manifest('harmo_auth'), AUTH_MANIFEST)).toMatchObject({
      entry: 'https://auth.harmo.example/v2/remoteEntry.js',
      chunks: ['https://auth.harmo.example/v2/__federation_expose_routes.0123456789.js'],
    });
    const fixed = manifest('harmo_auth');
    fixed.metaData.publicPath = 'https://cdn.harmo.example/auth/';
    expect(remoteFiles(fixed, AUTH_MANIFEST)?.entry).toBe(
      'https://cdn.harmo.example/auth/remoteEntry.js',
    );
    expect(remoteFiles({ name: 'not a manifest' }, AUTH_MANIFEST)).toBeNull();
    const styled = manifest('harmo_auth');
    Object.assign(styled.exposes[0]!.assets, { css: { sync: ['routes.0123456789.css'] } });
    expect(remoteFiles(styled, AUTH_MANIFEST)?.chunks).toEqual([
      'https://auth.harmo.example/v2/__federation_expose_routes.0123456789.js',
      'https://auth.harmo.example/v2/routes.0123456789.css',
    ]);
  });

  it('take the language from the cookie only when it is one the app speaks', () => {
    expect(languageOf(undefined)).toBe('ja');
    expect(languageOf('harmo.language=en')).toBe('en');
    expect(languageOf('harmo.language=fr')).toBe('ja');
    expect(languageOf('xharmo.language=en')).toBe('ja');
  });
});

describe("a route's files", () => {
  it('are those of the route the router would choose: a literal segment before a parameter', () => {
    expect(routeFilesOf(AUTH_ROUTE_CHUNKS, '/auth/account/email')).toEqual([
      '56.0123456789.js',
      '91.0123456789.js',
    ]);
    expect(routeFilesOf(AUTH_ROUTE_CHUNKS, '/auth/account/devices')).toEqual([
      '56.0123456789.js',
      '90.0123456789.js',
    ]);
    expect(routeFilesOf(AUTH_ROUTE_CHUNKS, '/AUTH/Sign-In/')).toEqual([
      '12.0123456789.css',
      '12.0123456789.js',
      '34.0123456789.js',
    ]);
  });

  it('are none for a path no route matches whole, or a tree that is not one', () => {
    expect(routeFilesOf(AUTH_ROUTE_CHUNKS, '/auth/sign-in/extra')).toEqual([]);
    expect(routeFilesOf(AUTH_ROUTE_CHUNKS, '/auth')).toEqual([]);
    expect(routeFilesOf(null, '/auth/sign-in')).toEqual([]);
    expect(routeFilesOf({ routes: 'nonsense' } as never, '/auth/sign-in')).toEqual([]);
  });

  it('are read from route definitions as the remotes write them, layouts, index routes and first-data prefetches too', () => {
    const tree = routeTreeOf(`
      import type { RouteObject } from 'react-router';
      const notExported = [{ path: 'x', lazy: () => import('./X') }];
      export const routes: RouteObject[] = [
        {
          path: 'guidance',
          children: [
            { path: 'consent', handle: routeTitle(namespace, 'consent', { focused: true }),
              lazy: () => import('./screens/Consent') },
            { index: true, handle: { prefetch: () => import('./features/orders') },
              lazy: async () => ({ Component: (await import('./screens/OrdersScreen')).OrdersScreen }) },
            { path: 'sent', handle: routeTitle(namespace, 'titles.sent', { lead: 'sent.lead', prefetch }),
              lazy: () => import('./screens/Sent') },
            { path: 'status', handle: routeTitle(namespace, 'titles.status', {
                earlyRequests: ['/ps/v1/status', PATHS.other, '/ps/v1/mine'] }) },
            { path: 'other', handle: routeTitle(namespace, 'titles.other', { lead: leadKey }) },
            { lazy: async () => ({ Component: (await import('./screens/Layout')).Layout }),
              children: [{ path: ':orderId', lazy: () => import('./screens/OrderScreen') }] },
          ],
        },
      ] satisfies RouteObject[];
    `);
    expect(tree).toEqual([
      {
        path: 'guidance',
        imports: [],
        children: [
          { path: 'consent', focused: true, imports: ['./screens/Consent'], children: [] },
          // The first data's code as much as the screen's.
          {
            index: true,
            imports: ['./features/orders', './screens/OrdersScreen'],
            children: [],
          },
          {
            path: 'sent',
            head: { title: 'titles.sent', lead: 'sent.lead' },
            imports: ['./screens/Sent'],
            children: [],
          },
          // Only the paths written literally.
          {
            path: 'status',
            earlyRequests: ['/ps/v1/status', '/ps/v1/mine'],
            imports: [],
            children: [],
          },
          // A key that is not written literally is not read.
          { path: 'other', imports: [], children: [] },
          {
            imports: ['./screens/Layout'],
            children: [{ path: ':orderId', imports: ['./screens/OrderScreen'], children: [] }],
          },
        ],
      },
    ]);
  });
});

describe("the api paths the apps' routes ask for first", () => {
  it('are GET paths of the contracts without a parameter to fill in', async () => {
    const repo = path.resolve(__dirname, '../../..');
    const contracts = path.join(repo, 'shared/contracts/src');
    const known = new Set<string>();
    for (const file of fs.readdirSync(contracts).filter((name) => /^[\w-]+\.ts$/.test(name))) {
      const module = (await import(path.join(contracts, file))) as Record<string, unknown>;
      for (const [name, paths] of Object.entries(module)) {
        if (name.endsWith('_PATHS'))
          for (const value of Object.values(paths as object)) known.add(value);
      }
    }
    const declared = (routes: RouteTreeNode[]): string[] =>
      routes.flatMap((route) => [...(route.earlyRequests ?? []), ...declared(route.children)]);
    const apps = JSON.parse(fs.readFileSync(path.join(__dirname, '../apps.json'), 'utf8')) as {
      dir: string;
    }[];
    // The remotes' route objects; the host has none of its own.
    const paths = apps
      .map(({ dir }) => path.join(repo, dir, 'src/routes.tsx'))
      .filter((file) => fs.existsSync(file))
      .flatMap((file) => declared(routeTreeOf(fs.readFileSync(file, 'utf8'))));
    expect(paths).toContain('/ps/v1/mynapo/portal');
    for (const declaredPath of paths) {
      expect(known).toContain(declaredPath);
      expect(declaredPath).not.toContain(':');
    }
  });
});

describe('the frame a page paints before its code', () => {
  const GUIDANCE = 'https://guidance.harmo.example/mf-manifest.json';
  const head = (title: string, lead: string) => ({
    ja: { title, lead },
    en: { title: `${title} (en)`, lead: `${lead} (en)` },
  });
  const GUIDANCE_ROUTES = {
    routes: [
      {
        path: 'guidance',
        head: head('Layout', 'not its children’s'),
        earlyRequests: ['/ps/v1/layout'],
        files: [],
        children: [
          { index: true, head: head('処方箋の送信履歴', '<b>受付状況</b> & 順番'), files: [] },
          { path: 'orders/:id', files: [] },
          {
            path: 'status',
            earlyRequests: ['/ps/v1/status', '/ps/v1/a"b', '/ps/v1/:id', 'https://x.example/'],
            files: [],
          },
        ],
      },
    ],
  };
  let own: string;
  let page: ReturnType<typeof createPageRenderer>;

  beforeAll(() => {
    own = hostBuild(
      '<!doctype html><html lang=ja><head><script defer src=/main.js></script></head><body><div id=root><div class=harmo-boot aria-hidden=true>harmo</div></div></body></html>',
      {
        guidance: { remote: 'guidance', access: 'guarded' },
        auth: { remote: 'auth', access: 'public' },
        emap: { remote: 'emap', access: 'public' },
      },
    );
    const trees: Record<string, Record<string, unknown>> = {
      'https://guidance.harmo.example/route-chunks.json': GUIDANCE_ROUTES,
      'https://auth.harmo.example/route-chunks.json': {
        routes: [
          {
            path: 'auth',
            files: [],
            children: [
              { path: 'sign-in', focused: true, head: head('ログイン', 'x'), files: [] },
              { path: 'account', head: head('アカウント', 'あなたの情報'), files: [] },
            ],
          },
        ],
      },
    };
    trees['https://emap.harmo.example/route-chunks.json'] = {
      routes: [
        {
          path: 'emap',
          files: [],
          children: [
            { index: true, head: { ja: { title: '薬局を探す' } }, opensOnMap: true, files: [] },
          ],
        },
      ],
    };
    page = createPageRenderer({
      distDir: own,
      config: {
        remotes: {
          guidance: GUIDANCE,
          auth: 'https://auth.harmo.example/mf-manifest.json',
          emap: 'https://emap.harmo.example/mf-manifest.json',
        },
        map: {
          tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
          firstView: { lat: 35.6812, lng: 139.7671, zoom: 14 },
        },
      },
      manifests: { get: async (url: string) => trees[url] ?? null },
    });
  });
  afterAll(() => fs.rmSync(own, { recursive: true, force: true }));

  /** What the server added to the frame, after the header. */
  const frameOf = (html: string) =>
    /<div class=harmo-boot aria-hidden=true>harmo<\/div>([\s\S]*)<\/div><\/body>/.exec(html)![1]!;

  it("names the api paths a page's route asks for first, for the early session script only", async () => {
    const html = await page.render('/guidance/status', 'ja');
    // Only plain paths: no parameter to fill in, nothing outside the api, nothing to escape.
    expect(html).toContain('<meta name="harmo-early-requests" content="/ps/v1/status">');
    expect(html.indexOf('name="harmo-early-requests"')).toBeLessThan(
      html.indexOf(`<script>${EARLY_SESSION_SCRIPT}</script>`),
    );
    // The layout's are not its children's; a page declaring none names none.
    expect(await page.render('/guidance', 'ja')).not.toContain('<meta name="harmo-early');
    expect(await page.render('/guidance/orders/7', 'ja')).not.toContain('<meta name="harmo-early');
  });

  it("shows a guarded page's heading, lead and tab bar's room to a browser holding a session", async () => {
    expect(frameOf(await page.render('/guidance', 'ja'))).toBe(
      '<div class="harmo-boot-nav" aria-hidden="true" data-needs-session></div>' +
        '<div class="harmo-boot-page" aria-hidden="true" data-needs-session>' +
        '<h1>処方箋の送信履歴</h1><p>&lt;b&gt;受付状況&lt;/b&gt; &amp; 順番</p></div>',
    );
    expect(frameOf(await page.render('/guidance', 'en'))).toContain(
      '<h1>処方箋の送信履歴 (en)</h1><p>&lt;b&gt;受付状況&lt;/b&gt; &amp; 順番 (en)</p>',
    );
  });

  it("shows a public page's to anyone, and nothing a page does not declare itself", async () => {
    expect(frameOf(await page.render('/auth/account', 'ja'))).toBe(
      '<div class="harmo-boot-nav" aria-hidden="true"></div>' +
        '<div class="harmo-boot-page" aria-hidden="true"><h1>アカウント</h1><p>あなたの情報</p></div>',
    );
    // The layout's head is not its child's; a focused step has no tab bar.
    expect(frameOf(await page.render('/guidance/orders/7', 'ja'))).toBe(
      '<div class="harmo-boot-nav" aria-hidden="true" data-needs-session></div>',
    );
    expect(frameOf(await page.render('/auth/sign-in', 'ja'))).toBe(
      '<div class="harmo-boot-page" aria-hidden="true"><h1>ログイン</h1><p>x</p></div>',
    );
    expect(frameOf(await page.render('/menu', 'ja'))).toBe('');
  });

  it("shows a map page's heading, the room of its search and its map's first view", async () => {
    const html = await page.render('/emap', 'ja');
    const frame = frameOf(html).replace(`<script>${TILE_FIRST_SCRIPT}</script>`, '');
    expect(frame).toMatch(
      /^<div class="harmo-boot-nav" aria-hidden="true"><\/div><div class="harmo-boot-page harmo-boot-page--map" aria-hidden="true"><h1>薬局を探す<\/h1><div class="harmo-boot-page__controls"><\/div><div class="harmo-boot-map">(<img [^>]+>){6}<\/div><\/div>$/,
    );
    // The tile under the centre first.
    expect(frame).toContain(
      '<img src="https://tiles.example/14/14552/6451.png" alt="" fetchpriority="high" style="left:calc(50% + -244.7px);top:calc(50% + -169.2px)">',
    );
    expect(frame.match(/fetchpriority="high"/g)).toHaveLength(1);
    // And preloaded from the head, before the parser reaches the frame.
    expect(html).toContain(
      '<link rel="preload" href="https://tiles.example/14/14552/6451.png" as="image" fetchpriority="high">',
    );
    expect(await page.render('/guidance', 'ja')).not.toContain('as="image"');
  });

  it("starts a map page's code once the map is painted, its files downloading meanwhile", async () => {
    const html = await page.render('/emap', 'ja');
    // The deferred script becomes a preload that the inline script, after the tiles, runs.
    expect(html).not.toContain('<script defer');
    expect(html).toContain(
      '<link rel="preload" href="/main.js" as="script" fetchpriority="low" data-harmo-start>',
    );
    expect(frameOf(html)).toMatch(
      /<div class="harmo-boot-map">(<img [^>]+>){6}<\/div><\/div><script>[\s\S]+<\/script>$/,
    );
    expect(frameOf(html)).toContain(`<script>${TILE_FIRST_SCRIPT}</script>`);
    // A page without a map runs its code as it comes.
    for (const other of ['/guidance', '/auth/account', '/menu']) {
      const plain = await page.render(other, 'ja');
      expect(plain).toContain('<script defer src=/main.js></script>');
      expect(plain).not.toContain('data-harmo-start');
      expect(plain).not.toContain(TILE_FIRST_SCRIPT);
    }
  });
});
