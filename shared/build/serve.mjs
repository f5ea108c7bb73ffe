/**
 * Production server for one built app (host or remote), each on its own origin.
 * Caching, CORS and security headers are decided here for every app alike.
 */
import path from 'node:path';
import fs from 'node:fs';
import express from 'express';
import compression from 'compression';
import runtimeConfig from './runtime-config.cjs';
import { createManifestCache, createPageRenderer, languageOf, themeOf } from './critical-path.mjs';
import { ENCODINGS, PRECOMPRESSED_FILE } from './precompress.mjs';

const { runtimeConfigFromEnv, contentSecurityPolicy } = runtimeConfig;

/** Files whose name carries a content hash never change: cache them for a year. */
const HASHED_FILE = /\.[0-9a-f]{10}\.(js|css|map|png|svg|jpe?g|webp|woff2?|wasm)$/;

/** Where the files of a route within the app are told (see its handler). */
export const ROUTE_FILES_PATH = '/route-files';
/** An absolute path of the app, without a query, of a length an address bar would hold. */
const ROUTE_PATH = /^\/[^?#\s]{0,2047}$/;

/** Files of a build that stay on the machine that built it. */
const BUILD_ONLY_FILE = /(\.map|\/chunk-graph\.json)(\.gz|\.br)?$/i;

/**
 * Files a browser can open as a document that runs script or embeds others: they carry the page's
 * policies like the page itself. Every other file (scripts, styles, strings, images, WebAssembly)
 * is a subresource, where a browser reads none of these policies.
 */
const DOCUMENT_FILE = /\.(html?|svg|xml)$/i;

/** What every response carries. */
function setCommonHeaders(res) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // A stylesheet's own requests (its url()s) follow the policy of its response.
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
}

/**
 * The policies of a document, sent with documents only. The browser applies them to the page
 * (and a worker to the script it starts from, which this app does not have: a script started as a
 * worker would need them too) and ignores them on a script, a stylesheet or a JSON answer. Sent
 * with every file of a first visit (29 on /auth/sign-in), they were 1.2 KB of each file's 1.6 KB
 * of headers, which HTTP/1.1 sends uncompressed: more than many of the files themselves.
 */
function setDocumentPolicies(res, csp) {
  res.setHeader('Content-Security-Policy', csp);
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  // The map asks for the location and the scanners for the camera, only from this origin.
  res.setHeader('Permissions-Policy', 'geolocation=(self), camera=(self), microphone=()');
}

function cacheControlOf(filePath) {
  // Manifests, remote entries, HTML and strings must be revalidated so a redeploy shows.
  return HASHED_FILE.test(path.basename(filePath))
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/** The headers of a file of the build, whether sent as built or as its compressed copy. */
function setFileHeaders(res, filePath, csp) {
  res.setHeader('Cache-Control', cacheControlOf(filePath));
  if (DOCUMENT_FILE.test(filePath)) setDocumentPolicies(res, csp);
}

/**
 * Sends the copy compressed at build time (precompress.mjs) when the browser takes its encoding,
 * brotli first. Without one, the response is compressed on the fly further on.
 */
function precompressedFiles(distDir, csp) {
  const root = path.resolve(distDir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(root, relative);
    if (!file.startsWith(root + path.sep) || !PRECOMPRESSED_FILE.test(file)) return next();
    const offered = ENCODINGS.filter(({ extension }) => fs.existsSync(file + extension));
    if (offered.length === 0) return next();
    res.vary('Accept-Encoding');
    // The smallest copy the browser takes: brotli before gzip, whatever order it lists them in.
    const chosen = offered.find(({ name }) => req.acceptsEncodings(name) === name);
    if (!chosen) return next();
    let original;
    try {
      original = fs.statSync(file);
    } catch {
      return next();
    }
    // A copy older than its file belongs to an earlier build: compress on the fly instead.
    if (fs.statSync(file + chosen.extension).mtimeMs < original.mtimeMs) return next();
    res.setHeader('Content-Encoding', chosen.name);
    setFileHeaders(res, file, csp);
    res.type(path.extname(file));
    res.sendFile(file + chosen.extension, {
      cacheControl: false,
      dotfiles: 'deny',
    });
  };
}

/**
 * @param {{ distDir: string, env?: NodeJS.ProcessEnv, fetchImpl?: typeof fetch }} options
 */
export function createAppServer({ distDir, env = process.env, fetchImpl = fetch }) {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No build found in ${distDir}: run the build first`);
  }
  const config = runtimeConfigFromEnv(env);
  const csp = contentSecurityPolicy(config, env);
  const page = createPageRenderer({
    distDir,
    config,
    manifests: createManifestCache({ fetchImpl }),
  });
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use((req, res, next) => {
    setCommonHeaders(res);
    if (env.HARMO_HTTPS === '1') {
      res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    }
    // Remote code and strings are public static files fetched by the host from another origin.
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });

  // The page inlines it; apps started another way (the development server) still ask for it.
  app.get('/config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(config);
  });

  const sendPage = async (req, res, next) => {
    try {
      const { cookie } = req.headers;
      const html = await page.render(req.path, languageOf(cookie), themeOf(cookie));
      res.setHeader('Cache-Control', 'no-cache');
      res.vary('Cookie');
      setDocumentPolicies(res, csp);
      res.type('html').send(html);
    } catch (error) {
      next(error);
    }
  };
  app.get('/index.html', sendPage);

  // What a navigation within the app to `path` needs from the remote that owns it, the files a
  // page opened there would preload: asked for as the navigation is about to start, so that the
  // browser fetches them in one wave instead of finding them one after another (manifest, entry,
  // routes module, the route's chunks) as the remote's code runs.
  app.get(ROUTE_FILES_PATH, async (req, res, next) => {
    const pathname = req.query.path;
    if (typeof pathname !== 'string' || !ROUTE_PATH.test(pathname)) {
      res.status(400).json({ error: 'path must be an absolute path of this app' });
      return;
    }
    try {
      const files = await page.ownerFiles(pathname, languageOf(req.headers.cookie));
      res.setHeader('Cache-Control', 'no-cache');
      res.vary('Cookie');
      res.json({ files, connect: page.connectionsOf(pathname) });
    } catch (error) {
      next(error);
    }
  });

  // Source maps hold the source of the app: the build writes them for error reporting, not for
  // anyone who asks. The build's chunk graph is for the size budget alone.
  app.use((req, res, next) => (BUILD_ONLY_FILE.test(req.path) ? res.status(404).end() : next()));
  app.use(precompressedFiles(distDir, csp));
  app.use(
    express.static(distDir, {
      index: false,
      fallthrough: true,
      setHeaders: (res, filePath) => setFileHeaders(res, filePath, csp),
    }),
  );

  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A missing asset is a 404, not the app page: a stale chunk must fail loudly.
    if (path.extname(req.path) && !req.path.endsWith('.html')) return res.status(404).end();
    return sendPage(req, res, next);
  });
  return app;
}

/**
 * Starts a server; resolves with a handle whose close() stops it.
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export function startAppServer({
  distDir,
  port,
  host = '127.0.0.1',
  env = process.env,
  fetchImpl = fetch,
}) {
  const app = createAppServer({ distDir, env, fetchImpl });
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`,
        port: actualPort,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
    server.on('error', reject);
  });
}
