/**
 * The scripts the app server writes inline into a page, as it writes them, and the hashes the
 * content security policy allows them by, so that no other inline script runs:
 * - early-session.js, the session's first requests, on a page that may show a session;
 * - tile-first.js, on a page whose frame paints the map: its code starts once the tile is painted;
 * - system-theme.js, on a page sent to someone who has not chosen a theme: dark when the system is.
 * A script is the file without its leading comment, comment lines and indentation (none of these
 * scripts has either in a string); its hash is `'sha256-…'` of the exact text between the tags.
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

const earlySession = readInlineScript('early-session.js');
const tileFirst = readInlineScript('tile-first.js');
const systemTheme = readInlineScript('system-theme.js');

module.exports = {
  EARLY_SESSION_SCRIPT: earlySession.text,
  EARLY_SESSION_SCRIPT_HASH: earlySession.hash,
  TILE_FIRST_SCRIPT: tileFirst.text,
  TILE_FIRST_SCRIPT_HASH: tileFirst.hash,
  SYSTEM_THEME_SCRIPT: systemTheme.text,
  SYSTEM_THEME_SCRIPT_HASH: systemTheme.hash,
  /** Every inline script's hash, for the policy's `script-src`. */
  INLINE_SCRIPT_HASHES: [earlySession.hash, tileFirst.hash, systemTheme.hash],
};
