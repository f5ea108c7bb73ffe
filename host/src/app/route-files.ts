/** Where the host's server tells the files a navigation within the app needs (its app server). */
export const ROUTE_FILES_PATH = '/route-files';

type PreloadDestination = 'script' | 'style' | 'fetch';

interface RouteFile {
  href: string;
  as: PreloadDestination;
}

const DESTINATIONS: readonly string[] = ['script', 'style', 'fetch'];

/** `value` as an http(s) URL (relative to `base`), or null: nothing else is fetched from a hint. */
function httpUrl(value: string, base?: string): URL | null {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
}

/**
 * The files of the server's answer, or none when it is not one: a file the browser would fetch
 * over anything but http(s), or with a destination other than those the page preloads, is left
 * out. Nothing else of the page depends on the answer, so an odd one costs only its hint.
 */
function routeFilesIn(answer: unknown, base: string): RouteFile[] {
  const files = (answer as { files?: unknown } | null)?.files;
  if (!Array.isArray(files)) return [];
  return files.flatMap((file: unknown) => {
    const { href, as } = (file ?? {}) as { href?: unknown; as?: unknown };
    if (typeof href !== 'string' || typeof as !== 'string' || !DESTINATIONS.includes(as)) {
      return [];
    }
    const url = httpUrl(href, base);
    return url ? [{ href: url.href, as: as as PreloadDestination }] : [];
  });
}

/**
 * The origins of the server's answer to connect to ahead (`connect`): each an http(s) origin and
 * nothing more, so that an odd answer costs at most a connection.
 */
function originsIn(answer: unknown): string[] {
  const connect = (answer as { connect?: unknown } | null)?.connect;
  if (!Array.isArray(connect)) return [];
  return connect.flatMap((origin: unknown) =>
    typeof origin === 'string' && httpUrl(origin)?.origin === origin ? [origin] : [],
  );
}

/**
 * Whether the page already has the file, or has already asked for it: the chunk loader removes
 * its script elements once they have run, so the browser's list of fetched resources tells too.
 */
function asked(document: Document, href: string): boolean {
  for (const element of document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
    'link[href], script[src]',
  )) {
    const url = element instanceof HTMLScriptElement ? element.src : element.href;
    if (url === href) return true;
  }
  const performance = document.defaultView?.performance;
  return typeof performance?.getEntriesByName === 'function'
    ? performance.getEntriesByName(href).length > 0
    : false;
}

interface RouteFilesAnswer {
  files: RouteFile[];
  origins: string[];
}

export interface RouteFilesOptions {
  document?: Document;
  fetchImpl?: (url: string, init: RequestInit) => Promise<Response>;
}

/** The server's list for a path, or null when it has none to give (nothing is hinted then). */
async function askServer(
  pathname: string,
  { document, fetchImpl }: Required<RouteFilesOptions>,
): Promise<RouteFilesAnswer | null> {
  try {
    const response = await fetchImpl(`${ROUTE_FILES_PATH}?path=${encodeURIComponent(pathname)}`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    // A server without the route files (an app served alone, the development server) says 404.
    if (!response.ok) return null;
    const answer: unknown = await response.json();
    return { files: routeFilesIn(answer, document.baseURI), origins: originsIn(answer) };
  } catch {
    return null;
  }
}

function addPreloads(document: Document, { files, origins }: RouteFilesAnswer): void {
  // A map's tiles come from another server, met only once the map's code has run: its
  // connection (DNS, TCP, TLS) is opened while that code loads.
  for (const origin of origins) {
    if (document.head.querySelector(`link[rel="preconnect"][href="${CSS.escape(origin)}"]`)) {
      continue;
    }
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    document.head.appendChild(link);
  }
  for (const { href, as } of files) {
    if (asked(document, href)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    // Strings and manifests are read with fetch() in CORS mode, and a preload serves only a
    // request of its own mode.
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * The files the pages of the app need from the remotes that own them, as the host's server
 * lists them, kept for the page's life once asked for: a path learnt ahead (a link in view,
 * links-in-view.ts) has its files asked for the moment it is followed, without a round trip to
 * the server first. A failed answer is not kept. The lists change only with a deployment, and a
 * stale one costs at most hints: the app still loads what the remote's code names.
 */
export function createRouteFiles({
  document = window.document,
  fetchImpl = (url, init) => window.fetch(url, init),
}: RouteFilesOptions = {}) {
  const answers = new Map<string, Promise<RouteFilesAnswer | null>>();

  function answerFor(pathname: string): Promise<RouteFilesAnswer | null> {
    // The list names the strings of the page's language: one learnt in another is not used.
    const key = `${document.documentElement.lang} ${pathname}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = askServer(pathname, { document, fetchImpl });
      answers.set(key, answer);
      void answer.then((value) => {
        if (!value) answers.delete(key);
      });
    }
    return answer;
  }

  return {
    /** Asks the server which files the page at a path needs, without asking for them yet. */
    learn(pathname: string): Promise<void> {
      return answerFor(pathname).then(() => undefined);
    },
    /**
     * Asks for the files a page of the app needs from the remote that owns it, all at once,
     * before the navigation to it needs them. Without this the browser finds them one after
     * another as the remote's code runs (manifest → entry → routes module → the route's chunks →
     * the libraries they share), a round trip each, which on a phone's network is most of the
     * wait. Each is a preload, as the server writes them into a page opened there: a file the
     * app never asks for is only downloaded, and a file this cannot tell is loaded by the app as
     * before. Resolves once the preloads are on the page; never rejects.
     */
    async preload(pathname: string): Promise<void> {
      const answer = await answerFor(pathname);
      if (answer) addPreloads(document, answer);
    },
  };
}
