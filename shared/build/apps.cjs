/**
 * Every deployable app of the workspace: its package folder, Module Federation name, the
 * i18n namespace it serves, and its default local port. One list for the build, the servers,
 * the development runner and the tests.
 */
const APPS = [
  { key: 'host', dir: 'host', federationName: 'harmo_host', namespace: 'host', port: 3000 },
  { key: 'auth', dir: 'remote-auth', federationName: 'harmo_auth', namespace: 'auth', port: 3001 },
  {
    key: 'oauth',
    dir: 'remote-oauth',
    federationName: 'harmo_oauth',
    namespace: 'oauth',
    port: 3002,
  },
  { key: 'emap', dir: 'remote-emap', federationName: 'harmo_emap', namespace: 'emap', port: 3003 },
  {
    key: 'guidance',
    dir: 'remote-guidance',
    federationName: 'harmo_guidance',
    namespace: 'guidance',
    port: 3004,
  },
  {
    key: 'mynapo',
    dir: 'remote-mynapo',
    federationName: 'harmo_mynapo',
    namespace: 'mynapo',
    port: 3005,
  },
  {
    key: 'projects',
    dir: 'remote-projects',
    federationName: 'harmo_projects',
    namespace: 'projects',
    port: 3006,
  },
];

const API_PORT = 4000;

function appByDir(dir) {
  const app = APPS.find((a) => a.dir === dir);
  if (!app) throw new Error(`Unknown app folder: ${dir}`);
  return app;
}

module.exports = { APPS, API_PORT, appByDir, REMOTES: APPS.filter((a) => a.key !== 'host') };
