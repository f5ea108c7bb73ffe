import { APPS, serveApp, type ServerHandle } from './servers';

/** Serves every built app on its default port for the whole run; returns the teardown. */
export default async function globalSetup() {
  const servers: ServerHandle[] = [];
  for (const app of APPS) servers.push(await serveApp(app.dir, { port: app.port }));
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
