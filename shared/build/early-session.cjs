/**
 * The session's first requests, started by the page itself (early-session.js), as the app server
 * writes them into a page, and its hash for the content security policy.
 */
const { readInlineScript } = require('./inline-script.cjs');

const { text: EARLY_SESSION_SCRIPT, hash: EARLY_SESSION_SCRIPT_HASH } =
  readInlineScript('early-session.js');

module.exports = { EARLY_SESSION_SCRIPT, EARLY_SESSION_SCRIPT_HASH };
