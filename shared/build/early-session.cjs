/**
 * The session's first requests, started by the page itself (early-session.js), as the app server
 * writes them into a page: the script without its comments, and its hash for the content
 * security policy, which allows this one inline script and no other.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const source = fs.readFileSync(path.join(__dirname, 'early-session.js'), 'utf8');

/** The script as inlined: comments and indentation left out (the code has neither in strings). */
const EARLY_SESSION_SCRIPT = source
  .replace(/^\/\*[\s\S]*?\*\/\s*/, '')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('//'))
  .join('\n');

/** The policy's source for it: `'sha256-…'` of the exact text between the tags. */
const EARLY_SESSION_SCRIPT_HASH = `'sha256-${crypto
  .createHash('sha256')
  .update(EARLY_SESSION_SCRIPT)
  .digest('base64')}'`;

module.exports = { EARLY_SESSION_SCRIPT, EARLY_SESSION_SCRIPT_HASH };
