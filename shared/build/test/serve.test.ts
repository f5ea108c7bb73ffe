import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startAppServer } from '../serve.mjs';
import { contentSecurityPolicy, runtimeConfigFromEnv } from '../runtime-config.cjs';
import {
  EARLY_SESSION_SCRIPT_HASH,
  SYSTEM_THEME_SCRIPT_HASH,
  TILE_FIRST_SCRIPT_HASH,
} from '../inline-scripts.cjs';

let dist: string;
let server: Awaited<ReturnType<typeof startAppServer>>;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'harmo-serve-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'main.js'), 'console.log(1)'.repeat(200));
  fs.writeFileSync(path.join(dist, '123.0123456789.js'), 'x');
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(dist, '123.0123456789.js.map'), '{"sourcesContent":["secret"]}');
  fs.writeFileSync(path.join(dist, 'chunk-graph.json'), '{}');
  // An image a browser opens as a document of its own (it may hold script).
  fs.writeFileSync(
    path.join(dist, 'logo.0123456789.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`,
  );
  // The copies the build compresses ahead, which the server sends as they are.
  for (const file of ['main.js', 'logo.0123456789.svg']) {
    const original = fs.readFileSync(path.join(dist, file));
    fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(original));
  }
  server = await startAppServer({
    distDir: dist,
    port: 0,
    host: '127.0.0.1',
    env: { HARMO_REMOTE_AUTH_URL: 'https://auth.harmo.example/mf-manifest.json' },
  });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('app server', () => {
  it('caches hashed files for a year and revalidates manifests, entries and HTML', async () => {
    const hashed = await fetch(`${server.url}/123.0123456789.js`);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const file of ['/mf-manifest.json', '/main.js', '/']) {
      const response = await fetch(`${server.url}${file}`);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves the app page for client routes but 404 for a missing asset', async () => {
    const page = await fetch(`${server.url}/guidance/42`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="root"');
    expect((await fetch(`${server.url}/gone.0123456789.js`)).status).toBe(404);
  });

  it('keeps source maps and the chunk graph to itself', async () => {
    for (const file of ['/123.0123456789.js.map', '/123.0123456789.JS.MAP', '/chunk-graph.json']) {
      const response = await fetch(`${server.url}${file}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('secret');
    }
    expect((await fetch(`${server.url}/123.0123456789.js`)).status).toBe(200);
  });

  it('compresses, allows cross-origin loading and keeps content types to what they say', async () => {
    const response = await fetch(`${server.url}/main.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends the page its policies: no framing, its own scripts only, no opener', async () => {
    const files = ['/', '/auth/sign-in', '/index.html', '/logo.0123456789.svg'];
    for (const [file, encoding] of [...files.map((f) => [f, 'identity']), [files[3], 'br']]) {
      const response = await fetch(`${server.url}${file}`, {
        headers: { 'Accept-Encoding': encoding! },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('content-security-policy')).toContain('script-src ');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('permissions-policy')).toContain('microphone=()');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('leaves the page policies off the files a page loads, where a browser reads none of them', async () => {
    for (const file of ['/main.js', '/123.0123456789.js', '/mf-manifest.json', '/config.json']) {
      for (const encoding of ['identity', 'br']) {
        const response = await fetch(`${server.url}${file}`, {
          headers: { 'Accept-Encoding': encoding },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-security-policy')).toBeNull();
        expect(response.headers.get('x-frame-options')).toBeNull();
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      }
    }
  });

  it('serves the runtime configuration from the environment, revalidated on every use', async () => {
    const response = await fetch(`${server.url}/config.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const config = await response.json();
    expect(config.remotes.auth).toBe('https://auth.harmo.example/mf-manifest.json');
  });

  it('writes the runtime configuration into the page, where no text can close its element', async () => {
    const attribution = '</script><script>alert(1)</script>';
    const local = await startAppServer({
      distDir: dist,
      port: 0,
      env: { HARMO_MAP_ATTRIBUTION: attribution },
    });
    try {
      const html = await (await fetch(`${local.url}/auth/sign-in`)).text();
      const match =
        /<script type="application\/json" id="harmo-runtime-config">(.*?)<\/script>/.exec(html);
      expect(match).not.toBeNull();
      expect(JSON.parse(match![1]!).map.attribution).toBe(attribution);
      expect(html).not.toContain('<script>alert(1)');
    } finally {
      await local.close();
    }
  });
});

describe('content security policy', () => {
  const production = {
    HARMO_API_URL: 'https://api.harmo.example',
    HARMO_WEB_ORIGIN: 'https://web.harmo.example',
    HARMO_REMOTE_AUTH_URL: 'https://auth.harmo.example/mf-manifest.json',
    HARMO_REMOTE_OAUTH_URL: 'https://oauth.harmo.example/mf-manifest.json',
    HARMO_REMOTE_EMAP_URL: 'https://emap.harmo.example/mf-manifest.json',
    HARMO_REMOTE_GUIDANCE_URL: 'https://guidance.harmo.example/mf-manifest.json',
    HARMO_REMOTE_MYNAPO_URL: 'https://mynapo.harmo.example/mf-manifest.json',
    HARMO_REMOTE_PROJECTS_URL: 'https://projects.harmo.example/mf-manifest.json',
  };
  const directive = (csp: string, name: string) =>
    csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  it('allows scripts only from this origin and the configured remotes', () => {
    const csp = contentSecurityPolicy(runtimeConfigFromEnv(production), production);
    const scripts = directive(csp, 'script-src');
    expect(scripts).toContain('https://auth.harmo.example');
    expect(scripts).not.toContain('localhost');
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    // The page's own inline scripts, by their hashes.
    expect(scripts).toContain(EARLY_SESSION_SCRIPT_HASH);
    expect(scripts).toContain(TILE_FIRST_SCRIPT_HASH);
    expect(scripts).toContain(SYSTEM_THEME_SCRIPT_HASH);
    // The camera scanner's decoder is WebAssembly; compiling it is all this allows.
    expect(scripts).toContain("'wasm-unsafe-eval'");
    expect(directive(csp, 'connect-src')).toContain('https://api.harmo.example');
  });

  it('allows stylesheets from this origin and the configured remotes, whose chunks bring theirs', () => {
    const csp = contentSecurityPolicy(runtimeConfigFromEnv(production), production);
    const styles = directive(csp, 'style-src');
    expect(styles).toContain("'self'");
    expect(styles).toContain('https://emap.harmo.example');
    expect(styles).not.toContain('https://api.harmo.example');
    expect(styles).not.toContain('localhost');
  });

  it("lets the card form load the configured gateway's script and embed its card fields", () => {
    const env = {
      ...production,
      HARMO_CARD_GATEWAY_URL: 'https://api.gateway.example.jp',
      HARMO_CARD_GATEWAY_SCRIPT_URL: 'https://js.gateway.example.jp/v2/pay.js',
    };
    const csp = contentSecurityPolicy(runtimeConfigFromEnv(env), env);
    expect(directive(csp, 'script-src')).toContain('https://js.gateway.example.jp');
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://js.gateway.example.jp");
    // Nothing else of the gateway may run in the page or be framed by it.
    expect(directive(csp, 'script-src')).not.toContain('https://api.gateway.example.jp');
    expect(directive(csp, 'frame-src')).not.toContain('https://api.gateway.example.jp');
    // The app's pages still may not be framed by anyone, the gateway included.
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it("takes the stand-in's script and fields from the gateway's base URL by default", () => {
    const env = { ...production, HARMO_CARD_GATEWAY_URL: 'https://gateway.example.jp/card' };
    const config = runtimeConfigFromEnv(env);
    expect(config.cardGateway).toMatchObject({
      scriptUrl: 'https://gateway.example.jp/card/v2/pay.js',
    });
    const csp = contentSecurityPolicy(config, env);
    expect(directive(csp, 'script-src')).toContain('https://gateway.example.jp');
    expect(directive(csp, 'frame-src')).toContain('https://gateway.example.jp');
  });

  it('allows no gateway script or frame where no gateway is configured', () => {
    const csp = contentSecurityPolicy(
      { ...runtimeConfigFromEnv(production), cardGateway: null },
      production,
    );
    expect(directive(csp, 'frame-src')).toBe('');
    expect(directive(csp, 'script-src')).not.toContain('https://api.harmo.example');
  });

  it('lets the map draw tiles from the configured tile server, each subdomain its template names', () => {
    const images = (tileUrl: string) => {
      const env = { ...production, HARMO_MAP_TILE_URL: tileUrl };
      return directive(contentSecurityPolicy(runtimeConfigFromEnv(env), env), 'img-src');
    };
    expect(images('https://tiles.example.jp/std/{z}/{x}/{y}.png')).toContain(
      'https://tiles.example.jp',
    );
    const osm = images('https://{s}.tile.example.org/{z}/{x}/{y}.png');
    for (const host of ['a', 'b', 'c']) expect(osm).toContain(`https://${host}.tile.example.org`);
    expect(osm).not.toContain('{s}');
    expect(osm).not.toMatch(/https:\/\/0\.tile/);
  });

  it('adds the tag manager only when a container is configured', () => {
    const without = contentSecurityPolicy(runtimeConfigFromEnv(production), production);
    expect(without).not.toContain('googletagmanager');
    const env = { ...production, HARMO_GTM_ID: 'GTM-ABC123' };
    expect(
      directive(contentSecurityPolicy(runtimeConfigFromEnv(env), env), 'script-src'),
    ).toContain('https://www.googletagmanager.com');
  });
});
