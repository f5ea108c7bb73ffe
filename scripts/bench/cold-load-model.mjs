/**
 * Which script files a browser downloads on a cold visit of a route owned by a remote, worked out
 * from the production build alone (each app's `index.html`, `chunk-graph.json` and
 * `mf-manifest.json`), the way the page loads them:
 *
 * 1. the host's HTML: its `<script src>` and `<link rel=modulepreload|preload as=script>` files,
 *    and the entry they belong to;
 * 2. the host's bootstrap: whatever the entry module imports dynamically at start;
 * 3. the remote's entry (`remoteEntry.js`) and its exposed `./routes` module;
 * 4. the route's own lazy chunks (the dynamic imports named for the route);
 * 5. every shared library those chunks ask for, and the ones those ask for in turn, each from the
 *    first app that provides it: the host when it shares that library (it registers first),
 *    else the remote itself.
 *
 * Files a screen imports on its own after it has rendered (a scanner, error reporting) are not
 * counted: they do not hold up the first screen.
 */

/** Script files the host's HTML asks for before any code runs. */
export function scriptsOfHtml(html) {
  const files = [];
  for (const match of html.matchAll(/<script\b[^>]*\bsrc=["']?([^"' >]+)/gi)) {
    files.push(match[1]);
  }
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    const rel = /\brel=["']?([^"' >]+)/i.exec(tag)?.[1];
    const href = /\bhref=["']?([^"' >]+)/i.exec(tag)?.[1];
    const script = rel === 'modulepreload' || (rel === 'preload' && /\bas=["']?script/i.test(tag));
    if (href && script) files.push(href);
  }
  return files.filter((file) => file.endsWith('.js'));
}

/** The host's own files among the HTML's references: another origin's are counted with it. */
function ownFiles(references) {
  return references
    .filter((ref) => !/^([a-z]+:)?\/\//i.test(ref))
    .map((ref) => ref.replace(/^\/+/, ''));
}

/** The files of the group that provides `key` (the `provide-shared:<key>` origin), or null. */
function providerOf(graph, key) {
  const group = graph.groups.find((g) =>
    g.origins.some((origin) => origin.module === `provide-shared:${key}`),
  );
  return group ?? null;
}

/**
 * @param {{
 *   hostHtml: string,
 *   host: { graph: object },
 *   remote: { graph: object, manifest: object },
 *   route: { imports: string[], routesModule?: string },
 * }} input
 * @returns {{ app: 'host' | 'remote', file: string, why: string }[]} in load order, each once
 */
export function coldLoadFiles({ hostHtml, host, remote, route }) {
  const loaded = [];
  const seen = new Set();
  const add = (app, files, why) => {
    for (const file of files) {
      const id = `${app}:${file}`;
      if (seen.has(id)) continue;
      seen.add(id);
      loaded.push({ app, file, why });
    }
  };
  const pendingShared = [];
  const consume = (keys) => pendingShared.push(...keys);

  // 1–2: the host's entry and bootstrap.
  const htmlFiles = ownFiles(scriptsOfHtml(hostHtml));
  if (htmlFiles.length === 0) throw new Error("the host's index.html loads no script");
  for (const file of htmlFiles) {
    const entry = Object.entries(host.graph.entrypoints).find(([, e]) => e.files.includes(file));
    if (!entry) {
      add('host', [file], 'index.html');
      continue;
    }
    const [name, { files, modules, consumes }] = entry;
    add('host', files, `entry ${name}`);
    consume(consumes);
    for (const group of host.graph.groups) {
      if (group.origins.some((origin) => modules.includes(origin.module))) {
        add('host', group.files, `started by ${modules.join(', ')}`);
        consume(group.consumes);
      }
    }
  }

  // 3: the remote's entry and its routes module.
  const entryName = remote.manifest.metaData?.remoteEntry?.name;
  if (!entryName) throw new Error('the remote manifest names no remote entry');
  add('remote', [entryName], 'remote entry');
  const exposePath = remote.manifest.exposes?.find((e) => e.name === 'routes')?.path;
  if (!exposePath) throw new Error('the remote manifest exposes no ./routes module');
  const exposed = (request) =>
    request?.replace(/\.[cm]?[jt]sx?$/, '').endsWith(exposePath.replace(/^\.\//, '')) ?? false;
  const routesGroup = remote.graph.groups.find((g) =>
    g.origins.some((origin) => origin.module === 'container entry' && exposed(origin.request)),
  );
  if (!routesGroup) throw new Error('the build has no chunk for the exposed ./routes module');
  add('remote', routesGroup.files, 'exposed ./routes');
  consume(routesGroup.consumes);

  // 4: the route's lazy chunks.
  const routesModule = route.routesModule ?? 'src/routes.tsx';
  for (const request of route.imports) {
    const group = remote.graph.groups.find((g) =>
      g.origins.some((origin) => origin.module === routesModule && origin.request === request),
    );
    if (!group) {
      throw new Error(`no lazy chunk imports ${request} from the remote's ${routesModule}`);
    }
    add('remote', group.files, `route ${request}`);
    consume(group.consumes);
  }

  // 5: the shared libraries, from their first provider.
  const resolved = new Set();
  while (pendingShared.length) {
    const key = pendingShared.shift();
    if (resolved.has(key)) continue;
    resolved.add(key);
    const fromHost = providerOf(host.graph, key);
    const provider = fromHost ?? providerOf(remote.graph, key);
    if (!provider) throw new Error(`no app provides the shared library ${key}`);
    add(fromHost ? 'host' : 'remote', provider.files, `shared ${key}`);
    consume(provider.consumes);
  }
  return loaded;
}
