/**
 * A remote's `mf-manifest.json` as the shared build writes it, for tests of how the host loads
 * remotes: `federationName` exposes `./routes` and shares what `shared` lists.
 */
export function remoteManifest(
  federationName: string,
  shared: { name: string; version: string; requiredVersion: string; singleton?: boolean }[] = [],
) {
  return {
    id: federationName,
    name: federationName,
    metaData: {
      name: federationName,
      type: 'app',
      buildInfo: { buildVersion: '0.1.0', buildName: federationName },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: federationName,
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared: shared.map((entry) => ({ id: `${federationName}:${entry.name}`, ...entry })),
    remotes: [],
    exposes: [
      {
        id: `${federationName}:routes`,
        name: 'routes',
        path: './routes',
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
}
