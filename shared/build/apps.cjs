/**
 * Every deployable app of the workspace: its package folder, Module Federation name, the
 * i18n namespace it serves, and its default local port. The list itself is `apps.json`, so that
 * the build, the servers, the development runner, lint, jest and the browser runtime (which
 * the build gives `REMOTE_DESCRIPTIONS`) all read the same one; adding a remote is one line there.
 */
const APPS = require('./apps.json');

const API_PORT = 4000;

/** The languages every app speaks, as its strings folders are named; the first is the default. */
const LANGUAGES = ['ja', 'en'];

function appByDir(dir) {
  const app = APPS.find((a) => a.dir === dir);
  if (!app) throw new Error(`Unknown app folder: ${dir}`);
  return app;
}

const REMOTES = APPS.filter((a) => a.key !== 'host');

/**
 * What the browser runtime knows of each remote (`RemoteDescription` in
 * shared/runtime/src/config/remotes.ts), written into the bundles at build time: the fields a page
 * uses and no more.
 */
const REMOTE_DESCRIPTIONS = REMOTES.map(({ key, federationName, namespace }) => ({
  name: key,
  federationName,
  namespace,
}));

module.exports = { APPS, API_PORT, LANGUAGES, appByDir, REMOTES, REMOTE_DESCRIPTIONS };
