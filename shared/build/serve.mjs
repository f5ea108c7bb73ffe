/**
 * Production server for one built app (host or remote), each on its own origin.
 * Caching, CORS and security headers are decided here for every app alike.
 */
import path from 'node:path';
import fs from 'node:fs';
import express from 'express';
import compression from 'compression';
import runtimeConfig from './runtime-config.cjs';

const { runtimeConfigFromEnv, contentSecurityPolicy } = runtimeConfig;

/** Files whose name carries a content hash never change: cache them for a year. */
const HASHED_FILE = /\.[0-9a-f]{10}\.(js|css|map|png|svg|jpe?g|webp|woff2?|wasm)$/;

function setSecurityHeaders(res, csp) {
  res.setHeader('Content-Security-Policy', csp);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  // The map asks for the location and the scanners for the camera, only from this origin.
  res.setHeader('Permissions-Policy', 'geolocation=(self), camera=(self), microphone=()');
}

/**
 * @param {{ distDir: string, env?: NodeJS.ProcessEnv }} options
 */
export function createAppServer({ distDir, env = process.env }) {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No build found in ${distDir}: run the build first`);
  }
  const config = runtimeConfigFromEnv(env);
  const csp = contentSecurityPolicy(config, env);
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use((req, res, next) => {
    setSecurityHeaders(res, csp);
    if (env.HARMO_HTTPS === '1') {
      res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    }
    // Remote code and strings are public static files fetched by the host from another origin.
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });

  app.get('/config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(config);
  });

  app.use(
    express.static(distDir, {
      index: false,
      fallthrough: true,
      setHeaders(res, filePath) {
        const name = path.basename(filePath);
        if (HASHED_FILE.test(name)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          // Manifests, remote entries, HTML and strings must be revalidated so a redeploy shows.
          res.setHeader('Cache-Control', 'no-cache');
        }
      },
    }),
  );

  const indexHtml = path.join(distDir, 'index.html');
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A missing asset is a 404, not the app page: a stale chunk must fail loudly.
    if (path.extname(req.path) && !req.path.endsWith('.html')) return res.status(404).end();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return app;
}

/**
 * Starts a server; resolves with a handle whose close() stops it.
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export function startAppServer({ distDir, port, host = '127.0.0.1', env = process.env }) {
  const app = createAppServer({ distDir, env });
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
