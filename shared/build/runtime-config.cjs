const { APPS, API_PORT, REMOTES } = require('./apps.cjs');
const { INLINE_SCRIPT_HASHES } = require('./inline-scripts.cjs');

const envName = (key) => `HARMO_REMOTE_${key.toUpperCase()}_URL`;

/** Around Tokyo Station: where most people of the first releases look. */
const FIRST_MAP_VIEW = { lat: 35.6812, lng: 139.7671, zoom: 14 };

/**
 * Where a map opens, from `HARMO_MAP_FIRST_VIEW` ("lat,lng,zoom"), else Tokyo Station.
 * @throws on a value that is not three numbers: the server would otherwise start with a map of
 *   nowhere.
 */
function firstMapViewFrom(value) {
  if (!value) return FIRST_MAP_VIEW;
  const parts = value.split(',').map((part) => Number(part.trim()));
  const [lat, lng, zoom] = parts;
  if (
    parts.length !== 3 ||
    !(Math.abs(lat) <= 90 && Math.abs(lng) <= 180) ||
    !Number.isInteger(zoom) ||
    zoom < 0 ||
    zoom > 22
  ) {
    throw new Error(
      `HARMO_MAP_FIRST_VIEW must be "lat,lng,zoom" (e.g. 35.6812,139.7671,14): ${value}`,
    );
  }
  return { lat, lng, zoom };
}

/**
 * The card gateway: its base URL (the api's stand-in unless `HARMO_CARD_GATEWAY_URL` names
 * another), the merchant's public key and the URL of its browser library, which the real gateway
 * serves from its own address (`HARMO_CARD_GATEWAY_SCRIPT_URL=https://js.pay.jp/v2/pay.js`).
 */
function cardGatewayFrom(env, api) {
  const baseUrl = env.HARMO_CARD_GATEWAY_URL || `${api}/card-gateway`;
  return {
    baseUrl,
    publicKey: env.HARMO_CARD_GATEWAY_PUBLIC_KEY || 'pk_test_harmo_local',
    scriptUrl: env.HARMO_CARD_GATEWAY_SCRIPT_URL || `${baseUrl}/v2/pay.js`,
  };
}

/**
 * Builds the `/config.json` every app serves, from environment variables with local defaults.
 * This is the only place the deployment topology is decided; bundles never contain it.
 */
function runtimeConfigFromEnv(env = process.env) {
  const host = env.HARMO_PUBLIC_HOST || 'localhost';
  const local = (port) => `http://${host}:${port}`;
  const api = env.HARMO_API_URL || local(API_PORT);
  const remotes = {};
  for (const remote of REMOTES) {
    remotes[remote.key] = env[envName(remote.key)] || `${local(remote.port)}/mf-manifest.json`;
  }
  return {
    environment: env.HARMO_ENVIRONMENT || 'local',
    apiBaseUrl: api,
    centralBaseUrl: env.HARMO_CENTRAL_URL || api,
    oauthBaseUrl: env.HARMO_OAUTH_URL || api,
    webOrigin: env.HARMO_WEB_ORIGIN || local(APPS[0].port),
    authDomain: env.HARMO_AUTH_DOMAIN || api,
    identity: {
      region: env.HARMO_IDENTITY_REGION || 'ap-northeast-1',
      userPoolId: env.HARMO_USER_POOL_ID || 'ap-northeast-1_HarmoLocal',
      clientId: env.HARMO_USER_POOL_CLIENT_ID || 'harmo-web-local',
      endpoint: env.HARMO_IDENTITY_ENDPOINT || `${api}/identity/`,
    },
    errorReporting: {
      dsn: env.HARMO_SENTRY_DSN || null,
      ingest: env.HARMO_SENTRY_INGEST || null,
    },
    tagManagerId: env.HARMO_GTM_ID || null,
    // The card gateway: its script's card fields (frames of its origin) take the card details
    // and send them to its tokenizer; this app's pages never hold them.
    cardGateway: cardGatewayFrom(env, api),
    remotes,
    map: {
      tileUrl: env.HARMO_MAP_TILE_URL || 'https://cyberjapandata.gsi.go.jp/xyz/std/{z}/{x}/{y}.png',
      // Another tile server's own credit, as HTML; unset, the map credits the 国土地理院's
      // standard tiles itself, in the page's language.
      attribution: env.HARMO_MAP_ATTRIBUTION || null,
      // The centre and zoom a map opens on, known to the server too: it paints that view's
      // tiles with the page (critical-path.mjs) before the map's code has come.
      firstView: firstMapViewFrom(env.HARMO_MAP_FIRST_VIEW),
    },
    appDownload: {
      appStoreUrl: env.HARMO_APP_STORE_URL || 'https://apps.apple.com/jp/app/harmo/id1477026387',
      googlePlayUrl:
        env.HARMO_GOOGLE_PLAY_URL ||
        'https://play.google.com/store/apps/details?id=jp.co.harmo.app',
    },
    // Only the end-to-end stack sets this: it shortens the 11-second wait of account creation.
    testing: {
      registrationWaitMs: env.HARMO_TESTING_REGISTRATION_WAIT_MS
        ? Number(env.HARMO_TESTING_REGISTRATION_WAIT_MS)
        : null,
    },
  };
}

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The subdomains the map's tile layer fills a `{s}` of its URL template with: the map sets none of
 * its own, so they are Leaflet's (`TileLayer`'s `subdomains` option, 'abc').
 */
const TILE_SUBDOMAINS = ['a', 'b', 'c'];

/**
 * Every origin the map's tiles come from: one per subdomain when the template's host names one
 * (`https://{s}.tile.example/…`), else the template's own origin; none when the tile URL is not
 * absolute or its host is a template of another kind.
 * @param {string | undefined} tileUrl the tile URL template of the configuration (`map.tileUrl`)
 * @returns {string[]}
 */
function tileOriginsOf(tileUrl) {
  if (!tileUrl) return [];
  const urls = tileUrl.includes('{s}')
    ? TILE_SUBDOMAINS.map((subdomain) => tileUrl.replaceAll('{s}', subdomain))
    : [tileUrl];
  return urls.flatMap((url) => {
    const host = /^https?:\/\/([^/]*)/.exec(url)?.[1];
    const origin = host && !host.includes('{') ? originOf(url) : null;
    return origin ? [origin] : [];
  });
}

/**
 * The one origin map tiles come from, for a preconnect: `null` when there is no single one known
 * in advance (a `{s}` template, a URL that is not absolute).
 * @param {string | undefined} tileUrl the tile URL template of the configuration (`map.tileUrl`)
 * @returns {string | null}
 */
function tileOriginOf(tileUrl) {
  const origins = tileOriginsOf(tileUrl);
  return origins.length === 1 ? origins[0] : null;
}

const isLoopback = (origin) => /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);

/**
 * The content security policy of every served page, derived from the same configuration:
 * scripts only from this origin and the configured remotes, connections only to the
 * configured services. On a loopback deployment any local port is allowed, so a tester can
 * point a remote at a freshly built copy on another port (the debug override).
 */
function contentSecurityPolicy(config, env = process.env) {
  const remoteOrigins = Object.values(config.remotes).map(originOf).filter(Boolean);
  const serviceOrigins = [
    config.apiBaseUrl,
    config.centralBaseUrl,
    config.oauthBaseUrl,
    config.authDomain,
    config.identity.endpoint,
    config.errorReporting.ingest,
    config.cardGateway && config.cardGateway.baseUrl,
  ]
    .filter(Boolean)
    .map(originOf)
    .filter(Boolean);
  const extra = (env.HARMO_CSP_EXTRA_ORIGINS || '').split(/[\s,]+/).filter(Boolean);
  const local = [...remoteOrigins, ...serviceOrigins].some(isLoopback)
    ? ['http://localhost:*', 'http://127.0.0.1:*']
    : [];
  const tagManager = config.tagManagerId ? ['https://www.googletagmanager.com'] : [];
  // The gateway's script and its card fields' frames come from the script's origin, and only
  // where a gateway is configured.
  const cardGatewayOrigin = config.cardGateway ? originOf(config.cardGateway.scriptUrl) : null;
  const cardFields = cardGatewayOrigin ? [cardGatewayOrigin] : [];
  const unique = (list) => [...new Set(list)].join(' ');
  const directives = {
    'default-src': "'self'",
    // 'wasm-unsafe-eval' lets the camera scanner compile its WebAssembly decoder (no eval of JS).
    'script-src': unique([
      "'self'",
      "'wasm-unsafe-eval'",
      // The page's inline scripts and no other (inline-scripts.cjs).
      ...INLINE_SCRIPT_HASHES,
      ...remoteOrigins,
      ...local,
      ...extra,
      ...tagManager,
      ...cardFields,
    ]),
    // The remotes' stylesheets load from their own origins, beside their chunks.
    'style-src': unique(["'self'", "'unsafe-inline'", ...remoteOrigins, ...local, ...extra]),
    'img-src': unique([
      "'self'",
      'data:',
      'blob:',
      ...tileOriginsOf(config.map.tileUrl),
      ...local,
      ...tagManager,
    ]),
    'font-src': "'self' data:",
    'connect-src': unique([
      "'self'",
      ...remoteOrigins,
      ...serviceOrigins,
      ...local,
      ...extra,
      ...(config.tagManagerId ? ['https://www.google-analytics.com'] : []),
    ]),
    // Frames default to this origin alone (default-src); a configured gateway adds its fields'.
    ...(cardFields.length > 0 ? { 'frame-src': unique(["'self'", ...cardFields]) } : {}),
    'frame-ancestors': "'none'",
    'base-uri': "'self'",
    'form-action': unique(["'self'", originOf(config.authDomain)].filter(Boolean)),
    'object-src': "'none'",
    'worker-src': "'self' blob:",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

module.exports = { runtimeConfigFromEnv, contentSecurityPolicy, envName, tileOriginOf };
