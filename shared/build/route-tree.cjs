/**
 * The route tree of an app's `src/routes.tsx`, read from its source at build time: each route's
 * path (or index), the modules its `lazy` and its handle (a first-data prefetch) import, and its
 * children. The build maps those imports to the chunks they became (route-chunks-plugin.cjs), so
 * that the app server can preload the files of the route a page is asked for, alongside the files
 * the app starts with, instead of the browser finding them only once the router has matched the
 * path.
 *
 * Only what a route definition writes literally is read (`path: 'sign-in'`, `index: true`,
 * `lazy: async () => … import('./screens/…') …`, `prefetch: (target) => import('./features/…')…`
 * and `focused: true` in its handle, `children: […]`, and the page head of
 * `routeTitle(namespace, 'titles.x', { lead: 'x.lead' })` or `{ opensOnMap: true }`, and the api
 * paths of `{ earlyRequests: ['/ps/v1/…'] }`): a route built any other way is simply not
 * preloaded, and loads as before.
 */
const { parseSync } = require('@swc/core');

/** The expression under TypeScript's `as`, `satisfies`, `!` and parentheses. */
function unwrap(node) {
  let current = node;
  while (
    current &&
    [
      'TsAsExpression',
      'TsSatisfiesExpression',
      'TsNonNullExpression',
      'TsConstAssertion',
      'ParenthesisExpression',
    ].includes(current.type)
  ) {
    current = current.expression;
  }
  return current;
}

function propertyName(key) {
  if (key?.type === 'Identifier') return key.value;
  if (key?.type === 'StringLiteral') return key.value;
  return null;
}

/** Every syntax node under `node` (itself included), in source order. */
function* nodesUnder(node) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* nodesUnder(child);
    return;
  }
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'span') yield* nodesUnder(value);
  }
}

/** Every `import('…')` with a literal specifier anywhere under `node`, in source order. */
function dynamicImports(node) {
  const found = [];
  for (const each of nodesUnder(node)) {
    if (each.type !== 'CallExpression' || each.callee?.type !== 'Import') continue;
    const specifier = unwrap(each.arguments?.[0]?.expression);
    if (specifier?.type === 'StringLiteral') found.push(specifier.value);
  }
  return found;
}

/**
 * Whether a route's handle marks it a focused step (`focused: true`, written in the handle or in
 * the options of the helper that builds it): the host shows no navigation around such a page.
 */
function declaresFocused(node) {
  for (const each of nodesUnder(node)) {
    if (
      each.type === 'KeyValueProperty' &&
      propertyName(each.key) === 'focused' &&
      unwrap(each.value)?.type === 'BooleanLiteral' &&
      unwrap(each.value).value === true
    ) {
      return true;
    }
  }
  return false;
}

/**
 * The options a route's handle gives `routeTitle(namespace, '<title key>', { … })`, as read from
 * the call: the title key when written literally, the options object, and each option's value by
 * name (undefined when absent). Null when the handle is no such call or its options are not written
 * as an object.
 */
function routeTitleCall(node) {
  const call = unwrap(node);
  if (call?.type !== 'CallExpression' || call.callee?.type !== 'Identifier') return null;
  if (call.callee.value !== 'routeTitle') return null;
  const title = unwrap(call.arguments?.[1]?.expression);
  const options = unwrap(call.arguments?.[2]?.expression);
  if (options?.type !== 'ObjectExpression') return null;
  return {
    title: title?.type === 'StringLiteral' ? title.value : null,
    options,
    option: (name) =>
      unwrap(
        options.properties.find(
          (property) => property.type === 'KeyValueProperty' && propertyName(property.key) === name,
        )?.value,
      ),
  };
}

/**
 * The page head a route's handle declares for the frame painted from the HTML, from
 * `routeTitle(namespace, '<title key>', { … })` with the title written literally: its screen's
 * heading is that title, and either its lead (`lead: '<key>'`) follows, or the facility map with
 * its search (`opensOnMap: true`). Null when it declares neither.
 */
function declaredHead(node) {
  const call = routeTitleCall(node);
  if (!call?.title) return null;
  const lead = call.option('lead');
  if (lead?.type === 'StringLiteral') return { title: call.title, lead: lead.value };
  const map = call.option('opensOnMap');
  if (map?.type === 'BooleanLiteral' && map.value) return { title: call.title, map: true };
  return null;
}

/**
 * The api paths a route's handle declares the page asks for first with the session
 * (`routeTitle(…, { earlyRequests: ['/ps/v1/…'] })`), written literally. Empty when none.
 * @returns {string[]}
 */
function declaredEarlyRequests(node) {
  const list = routeTitleCall(node)?.option('earlyRequests');
  if (list?.type !== 'ArrayExpression') return [];
  return list.elements
    .map((element) => unwrap(element?.expression))
    .filter((value) => value?.type === 'StringLiteral')
    .map((value) => value.value);
}

function routesOf(arrayNode) {
  const array = unwrap(arrayNode);
  if (array?.type !== 'ArrayExpression') return [];
  const routes = [];
  for (const element of array.elements) {
    if (!element || element.spread) continue;
    const object = unwrap(element.expression);
    if (object?.type !== 'ObjectExpression') continue;
    const route = { imports: [], children: [] };
    for (const property of object.properties) {
      if (property.type !== 'KeyValueProperty') continue;
      const name = propertyName(property.key);
      const value = unwrap(property.value);
      if (name === 'path' && value?.type === 'StringLiteral') route.path = value.value;
      else if (name === 'index' && value?.type === 'BooleanLiteral') route.index = value.value;
      else if (name === 'lazy') route.imports.push(...dynamicImports(value));
      else if (name === 'handle') {
        // The first data a handle's prefetch asks for comes from code of its own: a navigation
        // needs those files as much as the screen's, to send the request before the screen runs.
        route.imports.push(...dynamicImports(value));
        if (declaresFocused(value)) route.focused = true;
        const head = declaredHead(value);
        if (head) route.head = head;
        const early = declaredEarlyRequests(value);
        if (early.length > 0) route.earlyRequests = early;
      } else if (name === 'children') route.children = routesOf(value);
    }
    routes.push(route);
  }
  return routes;
}

/**
 * The tree of the array exported as `exportName` (`export const routes = [...]`).
 * @param {string} source the module's TypeScript source
 * @returns {{ path?: string, index?: boolean, focused?: boolean, head?: { title: string, lead?: string, map?: true }, earlyRequests?: string[], imports: string[], children: object[] }[]}
 */
function routeTreeOf(source, exportName = 'routes') {
  const program = parseSync(source, { syntax: 'typescript', tsx: true });
  for (const item of program.body) {
    if (item.type !== 'ExportDeclaration' || item.declaration?.type !== 'VariableDeclaration') {
      continue;
    }
    for (const declarator of item.declaration.declarations) {
      if (declarator.id?.type === 'Identifier' && declarator.id.value === exportName) {
        return routesOf(declarator.init);
      }
    }
  }
  return [];
}

/**
 * The options of `routeTitle(…)` that only the build reads: the app server takes them from
 * `route-chunks.json`, and `routeTitle` drops them, so the app need not download them.
 */
const FRAME_DECLARATIONS = new Set(['lead', 'opensOnMap', 'earlyRequests']);

/**
 * `source` without the frame's declarations in its `routeTitle` options (`lead`, `opensOnMap`,
 * `earlyRequests`), each cut with the comma after it: the rest of the text as written, on the
 * lines where it was.
 * @param {string} source the module's TypeScript source
 */
function withoutFrameDeclarations(source) {
  // Positions are UTF-8 byte offsets from where the program's first token is. An empty statement
  // put first makes that the source's first byte, whatever comments come before the code.
  const program = parseSync(`;${source}`, { syntax: 'typescript', tsx: true });
  const bytes = Buffer.from(source, 'utf8');
  const base = program.span.start + 1;
  const cuts = [];
  for (const node of nodesUnder(program.body)) {
    const call = node.type === 'CallExpression' ? routeTitleCall(node) : null;
    for (const property of call?.options.properties ?? []) {
      if (property.type !== 'KeyValueProperty') continue;
      const name = propertyName(property.key);
      if (!FRAME_DECLARATIONS.has(name)) continue;
      const at = property.key.span.start - base;
      if (bytes.subarray(at, at + name.length).toString('utf8') !== name) {
        throw new Error(`routes: cannot place the option ${name} in the source`);
      }
      let end = property.value.span.end - base;
      // The comma after it and the spaces up to the next option, when there is one.
      const after = /^\s*,\s*/.exec(bytes.subarray(end).toString('utf8'));
      if (after) end += Buffer.byteLength(after[0]);
      cuts.push([at, end]);
    }
  }
  if (cuts.length === 0) return source;
  const parts = [];
  let from = 0;
  for (const [start, end] of cuts.sort((a, b) => a[0] - b[0])) {
    parts.push(bytes.subarray(from, start));
    // The lines it spanned stay, empty: what follows keeps its line in the source map.
    const lines = bytes.subarray(start, end).toString('utf8').split('\n').length - 1;
    parts.push(Buffer.from('\n'.repeat(lines)));
    from = end;
  }
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts).toString('utf8');
}

module.exports = { routeTreeOf, withoutFrameDeclarations };
