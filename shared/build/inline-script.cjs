/**
 * A script the app server writes inline into a page, as it writes it: the file without its
 * leading comment, comment lines and indentation (none of these scripts has either in a string),
 * and the hash the content security policy allows it by (`'sha256-…'` of the exact text between
 * the tags), so that no other inline script runs.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** @param {string} file a script beside this module */
function readInlineScript(file) {
  const text = fs
    .readFileSync(path.join(__dirname, file), 'utf8')
    .replace(/^\/\*[\s\S]*?\*\/\s*/, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');
  const hash = `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
  return { text, hash };
}

module.exports = { readInlineScript };
