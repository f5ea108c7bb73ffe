/**
 * The page an app server sends, with what the browser would otherwise discover one request after
 * another (HTML → main.js → its chunks → config.json → the remote's manifest → its entry → its
 * routes → strings) written into it: the runtime configuration inline, and preloads for the
 * chunks main.js starts with, the strings of the page and, on the host, the manifest, entry,
 * routes module and strings of the remote that owns the requested path. Every preload is a hint: when one is missing or stale the app
 * loads the file itself as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { firstViewTiles } from './map-first-view.mjs';

const require = createRequire(import.meta.url);
const { APPS, LANGUAGES, REMOTES } = require('./apps.cjs');
const { tileOriginOf } = require('./runtime-config.cjs');
const {
  EARLY_SESSION_SCRIPT,
  SYSTEM_THEME_SCRIPT,
  TILE_FIRST_SCRIPT,
} = require('./inline-scripts.cjs');

/** The id of the inline configuration, read by the browser runtime before it asks the server. */
export const CONFIG_ELEMENT_ID = 'harmo-runtime-config';
/** The module every remote exposes to the host: its route objects. */
const ROUTES_EXPOSE = './routes';
/** The strings every app loads besides its own namespace. */
const COMMON_NAMESPACE = 'common';
const DEFAULT_LANGUAGE = LANGUAGES[0];
/** The cookie the browser runtime keeps beside the stored language, for this server to read. */
export const LANGUAGE_COOKIE = 'harmo.language';
/** The browser chrome colour of the dark theme, as the app sets it. */
const THEME_COLORS = { dark: '#1C1C1E' };
/** How long a remote's manifest read by this server is trusted before it is read again. */
const MANIFEST_TTL_MS = 30_000;
/** The longest a page waits for a remote's manifest this server has never read. */
const MANIFEST_WAIT_MS = 300;
/** Each build's route tree with the files of each route (route-chunks-plugin.cjs). */
const ROUTE_CHUNKS_FILE = 'route-chunks.json';
/** A remote's entries in the host's navigation, served beside its manifest. */
const NAVIGATION_FILE = 'navigation.json';

const escapeAttribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const escapeText = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside a script element: `<` escaped so no string can close the element. */
const inlineJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The files the route matching `pathname` loads, from a build's `route-chunks.json` (the route and
 * the layouts above it), ranked the way the router ranks paths: a literal segment before a
 * parameter, a parameter before a splat. Empty when no route matches.
 * @param {{ routes?: object[] } | null} routeChunks
 * @param {string} pathname
 * @returns {string[]}
 */
export function routeFilesOf(routeChunks, pathname) {
  return [...new Set(matchedRoutes(routeChunks, pathname).flatMap((route) => route.files ?? []))];
}

/**
 * The shared libraries the files of that route (and of its layouts) ask the federation runtime
 * for, by share key (`route-chunks.json`'s `consumes`). Empty when no route matches.
 * @param {{ routes?: object[] } | null} routeChunks
 * @param {string} pathname
 * @returns {string[]}
 */
export function routeConsumesOf(routeChunks, pathname) {
  return [
    ...new Set(
      matchedRoutes(routeChunks, pathname).flatMap((route) =>
        Array.isArray(route.consumes) ? route.consumes : [],
      ),
    ),
  ];
}

function matchedRoutes(routeChunks, pathname) {
  const segments = pathname.split('/').filter(Boolean).map(decodeSegment);
  return bestBranch(routeChunks?.routes ?? [], segments)?.routes ?? [];
}

function decodeSegment(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The best scored chain of routes matching `segments` whole, or null. */
function bestBranch(routes, segments) {
  let best = null;
  for (const route of Array.isArray(routes) ? routes : []) {
    const found = branchOf(route, segments);
    if (found && (!best || found.score > best.score)) best = found;
  }
  return best;
}

function branchOf(route, segments) {
  if (!route || typeof route !== 'object') return null;
  if (route.index) return segments.length === 0 ? { routes: [route], score: 2 } : null;
  const pattern = typeof route.path === 'string' ? route.path.split('/').filter(Boolean) : [];
  let rest = segments;
  let score = 0;
  for (const part of pattern) {
    if (part === '*') {
      rest = [];
      score += 1;
      break;
    }
    if (part.startsWith(':')) {
      if (rest.length === 0) {
        if (part.endsWith('?')) continue;
        return null;
      }
      score += 3;
    } else {
      if (rest[0]?.toLowerCase() !== part.toLowerCase()) return null;
      score += 10;
    }
    rest = rest.slice(1);
  }
  const below = bestBranch(route.children, rest);
  if (below) return { routes: [route, ...below.routes], score: score + below.score };
  return rest.length === 0 && pattern.length > 0 ? { routes: [route], score } : null;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The language of a request: the cookie the app keeps, else the product's default. */
export function languageOf(cookieHeader) {
  const match = /(?:^|;\s*)harmo\.language=([a-z]+)/.exec(cookieHeader ?? '');
  return match && LANGUAGES.includes(match[1]) ? match[1] : DEFAULT_LANGUAGE;
}

/**
 * The theme of a request: the cookie the app keeps beside the person's choice, or null without
 * one (no choice: the page follows the system's setting).
 */
export function themeOf(cookieHeader) {
  const match = /(?:^|;\s*)harmo\.theme=(light|dark)(?:;|$)/.exec(cookieHeader ?? '');
  return match ? match[1] : null;
}

/**
 * Reads remote manifests for the page renderer and keeps each for a while. A page never waits
 * long for one: a stale manifest is used while a fresh one is read in the background, and a
 * remote that cannot be read only loses its preloads.
 */
export function createManifestCache({ fetchImpl = fetch, now = Date.now } = {}) {
  const entries = new Map();

  function refresh(url) {
    const entry = entries.get(url) ?? { manifest: null, readAt: 0, pending: null };
    entries.set(url, entry);
    if (!entry.pending) {
      entry.pending = (async () => {
        try {
          const response = await fetchImpl(url, { signal: AbortSignal.timeout(5_000) });
          if (!response.ok) throw new Error(`manifest ${url}: ${response.status}`);
          const manifest = await response.json();
          if (!manifest || typeof manifest !== 'object')
            throw new Error(`manifest ${url}: not JSON`);
          entry.manifest = manifest;
        } catch {
          // Kept as it was; tried again after the same delay as a successful read.
        } finally {
          entry.readAt = now();
          entry.pending = null;
        }
        return entry.manifest;
      })();
    }
    return entry.pending;
  }

  return {
    /** The manifest at `url`, or null when it could not be read in time. */
    async get(url) {
      const entry = entries.get(url);
      if (entry?.manifest) {
        if (now() - entry.readAt > MANIFEST_TTL_MS) void refresh(url);
        return entry.manifest;
      }
      if (entry && !entry.pending && now() - entry.readAt < MANIFEST_TTL_MS) return null;
      const read = refresh(url);
      let timer;
      const timeout = new Promise((resolve) => {
        timer = setTimeout(() => resolve(null), MANIFEST_WAIT_MS);
      });
      try {
        return await Promise.race([read, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * The files of a remote its routes need first, read from its manifest: the entry and the
 * synchronous chunks of the exposed routes module (scripts and stylesheets), as absolute URLs.
 */
export function remoteFiles(manifest, manifestUrl) {
  const meta = manifest?.metaData;
  if (!meta?.remoteEntry?.name) return null;
  // `auto`: files sit beside the manifest, which is how the federation runtime resolves them.
  const base = !meta.publicPath || meta.publicPath === 'auto' ? manifestUrl : meta.publicPath;
  const resolve = (file) => new URL(file, new URL('.', base)).href;
  const entry = resolve(path.posix.join(meta.remoteEntry.path || '', meta.remoteEntry.name));
  const expose = (manifest.exposes ?? []).find((e) => e.path === ROUTES_EXPOSE);
  const chunks = [...(expose?.assets?.js?.sync ?? []), ...(expose?.assets?.css?.sync ?? [])].map(
    resolve,
  );
  return { entry, chunks, resolve };
}

/**
 * A file as its preload asks for it: a chunk's stylesheet as a style, the way the chunk's loader
 * then asks for it (a stylesheet link without the crossorigin attribute), anything else as a script.
 */
const fileOf = (href) => ({ href, as: /\.css$/.test(href) ? 'style' : 'script' });

/**
 * The preload link of a file. Strings and manifests are read with fetch() in CORS mode without
 * credentials, and a preload is used only by a request of the same mode. A file the page shows
 * beside its content rather than as it (`low`) comes after the page's own files.
 */
function preloadLink({ href, as, low = false }) {
  const cors = as === 'fetch' ? ' crossorigin="anonymous"' : '';
  const priority = low ? ' fetchpriority="low"' : '';
  return `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${cors}${priority}>`;
}

/**
 * Renders the page of one built app.
 * @param {{ distDir: string, config: object, manifests?: ReturnType<typeof createManifestCache> }} options
 */
export function createPageRenderer({ distDir, config, manifests = createManifestCache() }) {
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const ownManifest = readJson(path.join(distDir, 'mf-manifest.json'));
  const app = APPS.find((a) => a.federationName === ownManifest?.name) ?? null;
  // Only the host's build carries these: it alone composes remotes (host/webpack.config.cjs).
  const ownership = readJson(path.join(distDir, 'route-ownership.json'));
  const startupChunks = readJson(path.join(distDir, 'startup-chunks.json')) ?? [];
  const sharedChunks = readJson(path.join(distDir, 'shared-chunks.json')) ?? {};
  const ownRouteChunks = readJson(path.join(distDir, ROUTE_CHUNKS_FILE));
  const namedChunks = readJson(path.join(distDir, 'named-chunks.json')) ?? {};
  const namedFiles = (name) =>
    (Array.isArray(namedChunks[name]) ? namedChunks[name] : []).map((file) => fileOf(`/${file}`));
  const configScript = `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${inlineJson(config)}</script>`;

  /** Whether only a signed-in visitor may see the page at `pathname` (route-ownership.json). */
  const isGuarded = (pathname) =>
    ownership?.[pathname.split('/').filter(Boolean)[0]]?.access === 'guarded';

  function ownerOf(pathname) {
    const segment = pathname.split('/').filter(Boolean)[0];
    if (!ownership || !segment || !Object.hasOwn(ownership, segment)) return null;
    const remote = APPS.find((a) => a.key === ownership[segment].remote);
    const manifestUrl = remote && config.remotes[remote.key];
    return manifestUrl ? { remote, manifestUrl } : null;
  }

  const stringsUrl = (base, language, namespace) => `${base}/locales/${language}/${namespace}.json`;

  /**
   * What a page at `pathname` needs from the remote that owns it, in the order the app needs it:
   * the remote's manifest, entry and routes module, the chunks of the route and of its layouts,
   * this app's files of the shared libraries those chunks use beyond the start-up ones, and the
   * remote's strings. Each as `{ href, as }`, the preload's destination (`as`). Empty for a path
   * no remote owns.
   * @returns {Promise<{ href: string, as: 'script' | 'style' | 'fetch' }[]>}
   */
  async function ownerFiles(pathname, language) {
    const owner = ownerOf(pathname);
    if (!owner) return [];
    const { remote, manifestUrl } = owner;
    // The manifest's own request is made with fetch(), without credentials.
    const files = [{ href: manifestUrl, as: 'fetch' }];
    const routeChunksUrl = new URL(ROUTE_CHUNKS_FILE, manifestUrl).href;
    const [manifest, routeChunks] = await Promise.all([
      manifests.get(manifestUrl),
      manifests.get(routeChunksUrl),
    ]);
    const remoteCode = remoteFiles(manifest, manifestUrl);
    if (remoteCode) {
      // The route's own chunks too: without them the browser finds them only once the remote's
      // routes have run and the router has matched the path, a round trip after everything else.
      const routeFiles = routeFilesOf(routeChunks, pathname).map(remoteCode.resolve);
      files.push(...[remoteCode.entry, ...remoteCode.chunks, ...routeFiles].map(fileOf));
    }
    // And this page's files of the shared libraries those chunks use beyond the start-up ones
    // (zod for a screen that checks a contract), found otherwise only as the chunks run.
    const libraryFiles = routeConsumesOf(routeChunks, pathname)
      .flatMap((key) => (Array.isArray(sharedChunks[key]) ? sharedChunks[key] : []))
      .filter((file) => !startupChunks.includes(file));
    files.push(...[...new Set(libraryFiles)].map((file) => fileOf(`/${file}`)));
    const remoteBase = new URL('.', manifestUrl).href.replace(/\/$/, '');
    files.push({ href: stringsUrl(remoteBase, language, remote.namespace), as: 'fetch' });
    return files;
  }

  /**
   * Whether the page at `pathname` is a focused step, shown without the navigation (sign-in, a
   * partner's consent: `focused` in the remote's `route-chunks.json`); null when that is not known
   * (no remote owns the path, or its route tree cannot be read).
   * @returns {Promise<boolean | null>}
   */
  async function isFocused(pathname) {
    const routes = await ownerRoutes(pathname);
    return routes ? routes.some((route) => route.focused) : null;
  }

  /**
   * The chain of routes `pathname` matches in the route tree of the remote that owns it
   * (`route-chunks.json` beside its manifest); null when no remote owns the path or its tree
   * cannot be read.
   */
  async function ownerRoutes(pathname) {
    const owner = ownerOf(pathname);
    if (!owner) return null;
    const routeChunks = await manifests.get(new URL(ROUTE_CHUNKS_FILE, owner.manifestUrl).href);
    return routeChunks ? matchedRoutes(routeChunks, pathname) : null;
  }

  /**
   * The navigation every remote declares (`navigation.json` beside its manifest, labels
   * included), for a page the host frames with its tab bar: every page of a remote but a focused
   * step. Otherwise the app finds these only once the session and the page's code have run, a
   * round trip to each remote after everything else. None when that is not known.
   * @returns {Promise<{ href: string, as: 'script' | 'fetch', low?: boolean }[]>}
   */
  async function navigationFiles(pathname) {
    if ((await isFocused(pathname)) !== false) return [];
    // The host's code that reads them, and the declarations themselves.
    return [
      ...namedFiles('navigation-reader'),
      ...REMOTES.filter((remote) => config.remotes[remote.key]).map((remote) => ({
        href: new URL(NAVIGATION_FILE, config.remotes[remote.key]).href,
        as: 'fetch',
        low: true,
      })),
    ];
  }

  /**
   * Whether a page at `pathname` starts the session's first requests itself (early-session.js):
   * a page of a remote that needs the session (a guarded one) or may show it (any other page that
   * is not a focused step: sign-in and its like start or end a session instead).
   */
  async function startsSession(pathname) {
    if (!ownerOf(pathname)) return false;
    return isGuarded(pathname) || (await isFocused(pathname)) === false;
  }

  /**
   * The head the page at `pathname` declares for the frame (the `head` of the route it matches in
   * the owning remote's `route-chunks.json`), in `language`: its heading, and its lead or, for a
   * page that opens on the map (`opensOnMap`), `map: true`. Null when it declares none or that is
   * not known. A layout's head is not its children's.
   * @returns {Promise<{ title: string, lead?: string, map?: true } | null>}
   */
  async function pageHead(pathname, language) {
    const route = (await ownerRoutes(pathname))?.at(-1);
    const head = route?.head?.[language];
    if (typeof head?.title !== 'string') return null;
    if (route.opensOnMap === true) return { title: head.title, map: true };
    return typeof head.lead === 'string' ? { title: head.title, lead: head.lead } : null;
  }

  /**
   * The api paths the page at `pathname` asks for first with the session (`earlyRequests` of the
   * route it matches in the owning remote's `route-chunks.json`), started by the early session
   * script with the session's own. A layout's are not its children's.
   * @returns {Promise<string[]>}
   */
  async function earlyRequestsOf(pathname) {
    const declared = (await ownerRoutes(pathname))?.at(-1)?.earlyRequests;
    return Array.isArray(declared)
      ? declared.filter((path) => typeof path === 'string' && /^\/[\w./-]*$/.test(path))
      : [];
  }

  const firstTiles = firstViewTiles(config.map?.firstView, config.map?.tileUrl);
  const mapTiles = firstTiles
    .map(
      ({ src, left, top, centre }) =>
        `<img src="${escapeAttribute(src)}" alt=""${centre ? ' fetchpriority="high"' : ''} style="left:calc(50% + ${left}px);top:calc(50% + ${top}px)">`,
    )
    .join('');
  /**
   * The tile under the map's centre, preloaded first on a page that paints the map: the largest
   * thing the page shows, found otherwise only once the parser has reached the end of the page
   * behind every other preload.
   */
  const centreTilePreload = firstTiles
    .filter((tile) => tile.centre)
    .map(
      ({ src }) =>
        `<link rel="preload" href="${escapeAttribute(src)}" as="image" fetchpriority="high">`,
    );

  /**
   * What the server adds to the frame the page paints before its code (index.html): the room of
   * the tab bar on a page that has one, and the page's heading and lead when it declares them, or
   * its heading and the first view of its map.
   * On a guarded page both show only when the browser holds a session (`data-needs-session`):
   * a visitor without one is sent to sign-in, which has neither. With the links the frame asks to
   * be preloaded.
   * @returns {Promise<{ html: string, preloads: string[] }>}
   */
  async function frameOf(pathname, language) {
    const [focused, head] = await Promise.all([isFocused(pathname), pageHead(pathname, language)]);
    const session = isGuarded(pathname) ? ' data-needs-session' : '';
    const nav =
      focused === false ? `<div class="harmo-boot-nav" aria-hidden="true"${session}></div>` : '';
    let page = '';
    let preloads = [];
    if (head?.map) {
      preloads = centreTilePreload;
      // The search above the map is the map's code's to draw: the frame keeps its room.
      page = `<div class="harmo-boot-page harmo-boot-page--map" aria-hidden="true"${session}><h1>${escapeText(head.title)}</h1><div class="harmo-boot-page__controls"></div><div class="harmo-boot-map">${mapTiles}</div></div>`;
    } else if (head) {
      page = `<div class="harmo-boot-page" aria-hidden="true"${session}><h1>${escapeText(head.title)}</h1><p>${escapeText(head.lead)}</p></div>`;
    }
    return { html: nav + page, preloads, paintsMap: Boolean(head?.map) };
  }

  /**
   * The page's code held until the frame's map has been painted (tile-first.js): each deferred
   * script of the page becomes a preload, still downloaded at once, that the inline script turns
   * back into a script once the centre tile is painted.
   */
  const holdCodeForTile = (html) =>
    html.replace(
      /<script defer(?:="")? src=("?)([^"\s>]+)\1><\/script>/g,
      (_match, _quote, src) =>
        `<link rel="preload" href="${escapeAttribute(src)}" as="script" fetchpriority="low" data-harmo-start>`,
    );

  const tileOrigin = tileOriginOf(config.map?.tileUrl);
  /**
   * The other origins a page at `pathname` fetches from once its code runs, to connect to ahead
   * (DNS, TCP, TLS: several round trips on a phone) while that code loads: the tile server, for a
   * page of an app that draws map tiles, met otherwise only once the map's code has run.
   * @returns {string[]}
   */
  function connectionsOf(pathname) {
    const drawsMapTiles = app?.drawsMapTiles || ownerOf(pathname)?.remote.drawsMapTiles;
    return drawsMapTiles && tileOrigin ? [tileOrigin] : [];
  }

  /**
   * The links of a page for `pathname`, in the order the app needs them. A guarded page also
   * has the accounts contract its session's answers are checked with, found otherwise only once
   * the host has started.
   */
  async function preloadLinks(pathname, language) {
    const links = startupChunks.map((file) => fileOf(`/${file}`));
    if (isGuarded(pathname)) links.push(...namedFiles('accounts-contract'));
    // A remote served alone is the app that owns its routes.
    links.push(...routeFilesOf(ownRouteChunks, pathname).map((file) => fileOf(`/${file}`)));
    const namespaces = [COMMON_NAMESPACE, ...(app ? [app.namespace] : [])];
    for (const namespace of namespaces) {
      links.push({ href: stringsUrl('', language, namespace), as: 'fetch' });
    }
    const [owned, navigation] = await Promise.all([
      ownerFiles(pathname, language),
      navigationFiles(pathname),
    ]);
    links.push(...owned, ...navigation);
    // Once each, where it is first needed (zod serves the session and the route alike).
    const seen = new Set();
    return links.filter(({ href }) => !seen.has(href) && seen.add(href)).map(preloadLink);
  }

  return {
    /** The HTML for a request of `pathname` by a browser whose language is `language`. */
    async render(pathname, language = DEFAULT_LANGUAGE, theme = null) {
      const [links, session, frame, earlyRequests] = await Promise.all([
        preloadLinks(pathname, language),
        startsSession(pathname),
        frameOf(pathname, language),
        earlyRequestsOf(pathname),
      ]);
      const preconnects = connectionsOf(pathname).map(
        (origin) => `<link rel="preconnect" href="${escapeAttribute(origin)}">`,
      );
      // After the configuration it reads, before the preloads: its requests go out first.
      // The page's own first requests go with the session's, named for the script to read.
      const earlyPaths =
        earlyRequests.length > 0
          ? `<meta name="harmo-early-requests" content="${escapeAttribute(earlyRequests.join(' '))}">`
          : '';
      const early = session ? [earlyPaths, `<script>${EARLY_SESSION_SCRIPT}</script>`] : [];
      // In the head, so it runs before the frame is painted: dark from the first paint.
      const followsSystem = theme === null ? [`<script>${SYSTEM_THEME_SCRIPT}</script>`] : [];
      const head = [
        ...followsSystem,
        configScript,
        ...early,
        ...preconnects,
        ...frame.preloads,
        ...links,
      ].join('');
      let html = template.includes('</head>')
        ? // A function: `$&` and the like in the configuration are text, not replacement patterns.
          template.replace('</head>', () => `${head}</head>`)
        : `${head}${template}`;
      if (frame.html) {
        // After the header, the first block of the frame.
        const after = frame.paintsMap ? `<script>${TILE_FIRST_SCRIPT}</script>` : '';
        html = html.replace(
          /<div id="?root"?>[\s\S]*?<\/div>/,
          (boot) => `${boot}${frame.html}${after}`,
        );
      }
      if (frame.paintsMap) html = holdCodeForTile(html);
      if (language !== DEFAULT_LANGUAGE) {
        html = html.replace(/<html lang=("?)ja\1/, `<html lang="${language}"`);
      }
      if (theme === 'dark') {
        // As the app sets it (applyTheme): the frame painted before the code loads is dark too.
        html = html
          .replace(/<html\b/, '<html class="dark" data-theme="dark"')
          .replace(
            /(<meta name="?theme-color"? content=)("?)[^"\s>]*\2/,
            (_match, start) => `${start}"${THEME_COLORS.dark}"`,
          );
      }
      return html;
    },
    /**
     * The files a page at `pathname` needs from the remote that owns it, for a navigation to it
     * within the app (the page that is already open has everything else).
     */
    ownerFiles,
    connectionsOf,
  };
}
