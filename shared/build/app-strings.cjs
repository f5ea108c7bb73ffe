/**
 * An app's own strings, read at build time for what the build writes beside the code: the labels
 * of its navigation entries (navigation-labels.cjs) and the page heads painted from the HTML
 * (route-chunks-plugin.cjs). What is missing stops the build: a page would show a key.
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
 * A reader of the app's strings in every language it speaks.
 * @param {{ localesDir: string, namespace: string }} app where the app's strings are
 * @returns {(key: string, what: string) => Record<string, string>} the string at `key` by
 *   language; throws naming `what` when one is missing or empty
 */
function appStrings({ localesDir, namespace }) {
  const strings = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      JSON.parse(fs.readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')),
    ]),
  );
  return (key, what) =>
    Object.fromEntries(
      LANGUAGES.map((language) => {
        const value = valueAt(strings[language], key);
        if (typeof value !== 'string' || value === '') {
          throw new Error(`${what} has no string "${key}" in ${language}/${namespace}.json`);
        }
        return [language, value];
      }),
    );
}

module.exports = { appStrings };
