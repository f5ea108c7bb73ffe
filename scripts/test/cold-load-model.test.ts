import { coldLoadFiles, scriptsOfHtml } from '../bench/cold-load-model.mjs';

type Group = {
  origins: { module: string | null; request: string | null }[];
  files: string[];
  consumes: string[];
};

const group = (
  module: string,
  request: string | null,
  files: string[],
  consumes: string[] = [],
): Group => ({
  origins: [{ module, request }],
  files,
  consumes,
});

/** A host sharing react and a library, started by a dynamic import of its bootstrap. */
const host = {
  graph: {
    entrypoints: { main: { files: ['main.js'], modules: ['src/index.ts'], consumes: [] } },
    groups: [
      group('src/index.ts', './bootstrap', ['10.js'], ['react', 'lib']),
      group('provide-shared:react', null, ['react.js']),
      group('provide-shared:lib', null, ['lib-a.js', 'lib-b.js'], ['react', 'i18n']),
      group('provide-shared:i18n', null, ['i18n.js']),
      // The host's own fallback copies are not what a composed page loads.
      group('consume-shared:react', null, ['react-fallback.js']),
      group('src/app/router.tsx', '../features/menu', ['menu.js'], ['react']),
    ],
  },
};

/** A remote exposing its routes, with a library only it shares. */
const remote = {
  manifest: {
    metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    exposes: [{ name: 'routes', path: './routes' }],
  },
  graph: {
    entrypoints: {
      main: { files: ['main.js'], modules: ['src/index.ts'], consumes: [] },
      remote: { files: ['remoteEntry.js'], modules: ['container entry'], consumes: [] },
    },
    groups: [
      group('src/index.ts', './bootstrap', ['standalone.js']),
      group('container entry', './src/routes.tsx', ['expose-routes.js'], ['lib']),
      group(
        'src/routes.tsx',
        './screens/SignInScreen',
        ['vendor.js', 'sign-in.js'],
        ['react', 'only-remote'],
      ),
      group('src/routes.tsx', './screens/OtherScreen', ['vendor.js', 'other.js'], ['react']),
      group('provide-shared:react', null, ['remote-react.js']),
      group('provide-shared:only-remote', null, ['only-remote.js']),
    ],
  },
};

const hostHtml =
  '<!doctype html><html><head><script defer src=/main.js></script>' +
  '<link rel=stylesheet href=/x.css></head><body></body></html>';

describe('the files of a cold visit, read from the build', () => {
  it('adds the host start, the remote entry, the route and each shared library once', () => {
    const files = coldLoadFiles({
      hostHtml,
      host,
      remote,
      route: { imports: ['./screens/SignInScreen'] },
    });
    expect(files.map((f) => `${f.app}:${f.file}`).sort()).toEqual(
      [
        'host:main.js',
        'host:10.js',
        'host:react.js',
        'host:lib-a.js',
        'host:lib-b.js',
        'host:i18n.js',
        'remote:remoteEntry.js',
        'remote:expose-routes.js',
        'remote:vendor.js',
        'remote:sign-in.js',
        'remote:only-remote.js',
      ].sort(),
    );
  });

  it('leaves out other routes, lazy host screens, fallbacks and the standalone start', () => {
    const files = coldLoadFiles({
      hostHtml,
      host,
      remote,
      route: { imports: ['./screens/SignInScreen'] },
    });
    const names = files.map((f) => f.file);
    for (const absent of [
      'other.js',
      'menu.js',
      'react-fallback.js',
      'remote-react.js',
      'standalone.js',
    ]) {
      expect(names).not.toContain(absent);
    }
  });

  it('counts what the host HTML preloads, and a remote file preloaded from its origin once', () => {
    const files = coldLoadFiles({
      hostHtml:
        `${hostHtml}<link rel=modulepreload href=/menu.js>` +
        '<link rel=modulepreload href="http://remote.example/remoteEntry.js">',
      host,
      remote,
      route: { imports: ['./screens/SignInScreen'] },
    });
    expect(files.filter((f) => f.file === 'menu.js')).toEqual([
      { app: 'host', file: 'menu.js', why: 'index.html' },
    ]);
    expect(files.filter((f) => f.file === 'remoteEntry.js')).toHaveLength(1);
  });

  it('fails loudly when the route is no longer a lazy chunk of the remote', () => {
    expect(() =>
      coldLoadFiles({ hostHtml, host, remote, route: { imports: ['./screens/RenamedScreen'] } }),
    ).toThrow('no lazy chunk imports ./screens/RenamedScreen');
  });

  it('fails loudly when no app provides a shared library a chunk asks for', () => {
    const withoutLib = {
      graph: {
        ...host.graph,
        groups: host.graph.groups.filter((g) => !g.files.includes('i18n.js')),
      },
    };
    expect(() =>
      coldLoadFiles({
        hostHtml,
        host: withoutLib,
        remote,
        route: { imports: ['./screens/SignInScreen'] },
      }),
    ).toThrow('no app provides the shared library i18n');
  });
});

describe('scripts of the host HTML', () => {
  it('reads script tags and script preloads, not styles', () => {
    expect(
      scriptsOfHtml(
        '<script src="/main.js"></script><link rel="preload" as="script" href="/a.js">' +
          '<link rel=preload as=style href=/b.css><link rel=modulepreload href=/c.js>',
      ),
    ).toEqual(['/main.js', '/a.js', '/c.js']);
  });
});
