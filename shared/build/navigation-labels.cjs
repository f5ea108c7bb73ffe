/**
 * The navigation a remote serves beside its manifest: its `src/navigation.json` with each entry's
 * label in every language the app speaks, read from the app's own strings at build time. The host
 * draws the tab bar from these few bytes per remote; without the labels it would have to load
 * every remote's whole strings file first, a round trip after the declarations themselves.
 */
const fs = require('node:fs');
const path = require('node:path');
const { LANGUAGES } = require('./apps.cjs');

/** The value at a dotted i18n key (`nav.prescriptions`), or undefined. */
function valueAt(strings, key) {
  return key
    .split('.')
    .reduce((node, part) => (node && typeof node === 'object' ? node[part] : undefined), strings);
}

/**
 * The served declaration: `declaration` with `labels: { ja, en }` on every entry.
 * @param {unknown} declaration the parsed `src/navigation.json`
 * @param {{ localesDir: string, namespace: string }} app where the app's strings are
 * @returns {object[]}
 * @throws when an entry's label is missing in a language: the bar would show a key.
 */
function withLabels(declaration, { localesDir, namespace }) {
  if (!Array.isArray(declaration)) throw new Error('navigation.json: not a list of entries');
  const strings = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      JSON.parse(fs.readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')),
    ]),
  );
  return declaration.map((entry) => {
    const labels = {};
    for (const language of LANGUAGES) {
      const label = valueAt(strings[language], entry?.labelKey ?? '');
      if (typeof label !== 'string' || label === '') {
        throw new Error(
          `navigation.json: entry ${entry?.id} has no label "${entry?.labelKey}" in ${language}/${namespace}.json`,
        );
      }
      labels[language] = label;
    }
    return { ...entry, labels };
  });
}

module.exports = { withLabels };
