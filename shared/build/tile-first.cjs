/**
 * The script that starts a map page's code once the frame's centre tile is painted (tile-first.js),
 * as the app server writes it into the page, and its hash for the content security policy.
 */
const { readInlineScript } = require('./inline-script.cjs');

const { text: TILE_FIRST_SCRIPT, hash: TILE_FIRST_SCRIPT_HASH } = readInlineScript('tile-first.js');

module.exports = { TILE_FIRST_SCRIPT, TILE_FIRST_SCRIPT_HASH };
