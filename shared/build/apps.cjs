/**
 * Every deployable app of the workspace: its package folder, Module Federation name, the
 * i18n namespace it serves, and its default local port. The list itself is `apps.json`, so that
 * the build, the servers, the development runner, lint, jest and the browser runtime (which
 * imports the JSON) all read the same one; adding a remote is one line there.
 */
const APPS = require('./apps.json');

const API_PORT = 4000;

function appByDir(dir) {
  const app = APPS.find((a) => a.dir === dir);
  if (!app) throw new Error(`Unknown app folder: ${dir}`);
  return app;
}

module.exports = { APPS, API_PORT, appByDir, REMOTES: APPS.filter((a) => a.key !== 'host') };
