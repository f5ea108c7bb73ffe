/**
 * The navigation a remote serves beside its manifest: its `src/navigation.json` with each entry's
 * label in every language the app speaks, read from the app's own strings at build time. The host
 * draws the tab bar from these few bytes per remote; without the labels it would have to load
 * every remote's whole strings file first, a round trip after the declarations themselves.
 */
const { appStrings } = require('./app-strings.cjs');

/**
 * The served declaration: `declaration` with `labels: { ja, en }` on every entry.
 * @param {unknown} declaration the parsed `src/navigation.json`
 * @param {{ localesDir: string, namespace: string }} app where the app's strings are
 * @returns {object[]}
 * @throws when an entry's label is missing in a language: the bar would show a key.
 */
function withLabels(declaration, app) {
  if (!Array.isArray(declaration)) throw new Error('navigation.json: not a list of entries');
  const stringAt = appStrings(app);
  return declaration.map((entry) => ({
    ...entry,
    labels: stringAt(entry?.labelKey ?? '', `navigation.json: entry ${entry?.id}`),
  }));
}

module.exports = { withLabels };
