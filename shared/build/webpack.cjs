/**
 * The one webpack + Module Federation configuration every app of the workspace builds with.
 * Each app's webpack.config.cjs only states what is its own: what it exposes and, for the host,
 * its runtime plugin. Everything else (sharing, manifest, loaders, dev server) is decided here,
 * once, so the apps cannot drift apart.
 */
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { appByDir, REMOTE_DESCRIPTIONS } = require('./apps.cjs');
const { runtimeConfigFromEnv } = require('./runtime-config.cjs');
const { ChunkGraphPlugin } = require('./chunk-graph-plugin.cjs');
const { RouteChunksPlugin, routesFileOf } = require('./route-chunks-plugin.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const { withLabels } = require('./navigation-labels.cjs');

const SHARED_RUNTIME_ROOT = path.resolve(__dirname, '../runtime');
const sharedPackage = require('../runtime/package.json');
/** zod's package folder: the shared copy (shared-zod.mjs) is built from its files. */
const ZOD_ROOT = path.dirname(
  require.resolve('zod/package.json', { paths: [SHARED_RUNTIME_ROOT] }),
);
/**
 * The checks a first screen runs before any API call: the runtime configuration and the remotes'
 * navigation. They use zod/mini, zod's tree-shakable API, in a webpack layer of their own: the
 * zod files they import are then modules apart from the shared zod's, bundled with the checks
 * and cut to what they use (about 8.5 KiB gzip), so a first screen does without the shared zod
 * (about 37 KiB) until a screen loads a contract. `test/startup-checks.test.ts` keeps zod/mini
 * to these files.
 */
const STARTUP_CHECKS = ['config/runtime-config.ts', 'routing/navigation.ts'].map((file) =>
  path.join(SHARED_RUNTIME_ROOT, 'src', file),
);
const STARTUP_CHECKS_LAYER = 'startup-checks';
/** The shared package's stylesheet, which every app's page frame imports. */
const SHARED_STYLESHEET = path.join(SHARED_RUNTIME_ROOT, sharedPackage.exports['./styles.css']);
/** react-router's package folder: the shared copy (shared-react-router.mjs) is built from its files. */
const REACT_ROUTER_ROOT = path.dirname(
  require.resolve('react-router/package.json', { paths: [SHARED_RUNTIME_ROOT] }),
);
/** react-i18next's package folder, likewise (shared-react-i18next.mjs). */
const REACT_I18NEXT_ROOT = path.dirname(
  require.resolve('react-i18next/package.json', { paths: [SHARED_RUNTIME_ROOT] }),
);
/** react-dom's package folder, and those of react and the scheduler beside it. */
const REACT_DOM_ROOT = path.dirname(
  require.resolve('react-dom/package.json', { paths: [SHARED_RUNTIME_ROOT] }),
);
const REACT_ROOTS = [
  REACT_DOM_ROOT,
  ...['react', 'scheduler'].map((name) =>
    path.dirname(require.resolve(`${name}/package.json`, { paths: [REACT_DOM_ROOT] })),
  ),
];
/**
 * The useSyncExternalStore shim react-i18next's useTranslation is built on (no other library of
 * the apps uses it): it goes in the shared react-i18next's file.
 */
const SYNC_EXTERNAL_STORE_ROOT = path.dirname(
  require.resolve('use-sync-external-store/package.json', { paths: [REACT_I18NEXT_ROOT] }),
);
/** The federation runtime the host provides to the remotes it composes (its ES module build). */
const ENHANCED_ROOT = fs.realpathSync(
  path.join(__dirname, 'node_modules/@module-federation/enhanced'),
);
const RUNTIME_TOOLS_ROOT = fs.realpathSync(path.join(ENHANCED_ROOT, '../runtime-tools'));
const RUNTIME_CORE = path.join(RUNTIME_TOOLS_ROOT, 'dist/runtime-core.js');
const RUNTIME_VERSION = require(path.join(ENHANCED_ROOT, 'package.json')).version;
const FEDERATION_RUNTIME_FILE = 'federation-runtime.js';

/** Singletons: one copy of each per page, whichever app loads first provides it. */
function sharedModules() {
  const version = (name) => sharedPackage.dependencies[name];
  const singleton = (name, requiredVersion = version(name)) => ({
    singleton: true,
    requiredVersion,
  });
  // Built from the library's files rather than its package entry, so its version (the one
  // installed) is stated here.
  const slimEntry = (name, packageRoot) => ({
    ...singleton(name),
    version: require(path.join(packageRoot, 'package.json')).version,
    import: path.join(__dirname, `shared-${name}.mjs`),
  });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react', version('react')),
    'react/jsx-dev-runtime': singleton('react', version('react')),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom', version('react-dom')),
    // A shared module is bundled whole: the shared react-router and react-i18next are the part
    // of their API the apps import (shared-<name>.mjs).
    'react-router': slimEntry('react-router', REACT_ROUTER_ROOT),
    zustand: singleton('zustand'),
    i18next: singleton('i18next'),
    'react-i18next': slimEntry('react-i18next', REACT_I18NEXT_ROOT),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    // A shared module is bundled whole: the shared zod is zod's API without the parts no app
    // uses (shared-zod.mjs), built from zod's files, so its version is stated here.
    zod: {
      singleton: true,
      requiredVersion: version('zod'),
      version: version('zod'),
      import: path.join(__dirname, 'shared-zod.mjs'),
    },
    // The shared runtime's package.json version is its API contract (a workspace package has
    // no registry version). Raise it whenever that API changes: while it starts with 0, an
    // addition raises the last number (0.1.0 → 0.1.1) and a change or removal the middle one
    // (0.1.x → 0.2.0). Each app then requires at least the version it was built against, within
    // the same compatible series; the host refuses a remote whose requirement the page's copy
    // does not meet (host/src/federation/shared-requirement.ts) instead of letting it break
    // later, and strictVersion makes the runtime refuse too rather than only warn.
    '@harmo/shared': {
      singleton: true,
      requiredVersion: `^${sharedPackage.version}`,
      strictVersion: true,
    },
  };
}

/**
 * A splitChunks cache group putting a shared library, its entry (shared-<name>.mjs) and the
 * packages only it uses in one file.
 */
function oneFileOf(name, ...packageRoots) {
  const entry = new RegExp(`shared-${name}(-members)?\\.mjs$`);
  return {
    test: (module) => {
      if (module.layer === STARTUP_CHECKS_LAYER) return false;
      const resource = module.nameForCondition?.() ?? '';
      return (
        packageRoots.some((root) => resource.startsWith(root + path.sep)) || entry.test(resource)
      );
    },
    name,
    chunks: 'all',
    enforce: true,
  };
}

function swcOptions(development) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development, refresh: false } },
      target: 'es2022',
    },
    sourceMaps: true,
  };
}

/**
 * @param {object} options
 * @param {string} options.appDir the app's package folder (its __dirname)
 * @param {Record<string,string>} [options.exposes] Module Federation exposes (remotes)
 * @param {string[]} [options.runtimePlugins] federation runtime plugins (host)
 */
function createAppConfig({ appDir, exposes = {}, runtimePlugins = [] }) {
  const app = appByDir(path.basename(appDir));
  const appPackage = require(path.join(appDir, 'package.json'));
  const isRemote = Object.keys(exposes).length > 0;

  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const development = mode === 'development';
    const outputPath = process.env.HARMO_OUT_DIR
      ? path.resolve(process.env.HARMO_OUT_DIR)
      : path.join(appDir, 'dist');
    // One federation runtime per page: a production remote's bundles leave it out and use the
    // host's (about 25 KiB gzip less per remote). Alone, the remote's page loads its own copy
    // first (federationRuntimeConfig). Development builds keep it in, so a development remote
    // composes with any host.
    const externalRuntime = isRemote && !development;
    // The build label lets a redeployed remote be told apart from the one it replaces.
    const buildInfo = {
      name: appPackage.name,
      version: process.env.HARMO_BUILD_VERSION || appPackage.version,
      builtAt: new Date().toISOString(),
    };
    const localeDirs = [
      path.join(SHARED_RUNTIME_ROOT, 'locales'),
      path.join(appDir, 'locales'),
    ].filter((dir) => fs.existsSync(dir));

    const appConfig = {
      mode,
      context: appDir,
      entry: './src/index.ts',
      // Production maps are written for error reporting but not referenced from the bundles.
      devtool: development ? 'eval-cheap-module-source-map' : 'hidden-source-map',
      output: {
        path: outputPath,
        // Chunks of a remote load from the remote's own origin, wherever it is composed.
        publicPath: 'auto',
        // Entry files keep stable names (revalidated on every load); chunks carry a content hash.
        filename: '[name].js',
        chunkFilename: development ? '[name].js' : '[name].[contenthash:10].js',
        // Files a module points at (the scanner's WebAssembly, images) carry a content hash too,
        // so the app server caches them like chunks.
        assetModuleFilename: development ? '[name][ext]' : '[name].[contenthash:10][ext]',
        uniqueName: app.federationName,
        // The remote's federation runtime file is written beside by its own build.
        clean: { keep: (file) => file === FEDERATION_RUNTIME_FILE },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: {
          'zod-internals': ZOD_ROOT,
          'react-i18next-internals': REACT_I18NEXT_ROOT,
          // react-router's package exports name only its development build; a production build
          // takes the production one (the same code without the development warnings).
          'react-router-dist': path.join(
            REACT_ROUTER_ROOT,
            'dist',
            development ? 'development' : 'production',
          ),
          'harmo-federation-runtime-core$': RUNTIME_CORE,
        },
      },
      experiments: { layers: true },
      module: {
        rules: [
          // What the start-up checks import joins their layer (see STARTUP_CHECKS).
          { test: (resource) => STARTUP_CHECKS.includes(resource), layer: STARTUP_CHECKS_LAYER },
          // What only the build reads of the route objects stays out of the bundle.
          {
            test: (resource) => resource === routesFileOf(appDir),
            enforce: 'pre',
            use: { loader: require.resolve('./route-declarations-loader.cjs') },
          },
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: require.resolve('swc-loader'), options: swcOptions(development) },
          },
          {
            test: /\.css$/,
            use: [
              // Stylesheets are files of their own, loaded beside the chunk that imports them
              // (the chunk waits for its stylesheet, so nothing shows unstyled): the browser
              // parses them apart from the scripts, which on a phone are what the first screen
              // waits for, and no app carries code to write styles into the page.
              MiniCssExtractPlugin.loader,
              // No CSS source map in production: error reports never point into a stylesheet.
              { loader: require.resolve('css-loader'), options: { sourceMap: development } },
            ],
          },
          { test: /\.(png|svg|jpe?g|gif|webp)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.federationName,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedModules(),
          // The host must not fetch every remote at start-up: one remote down would blank
          // the whole app. Load a remote only when one of its routes is visited.
          shareStrategy: 'loaded-first',
          // The host (no exposes) hands its runtime to the remotes it composes.
          runtimePlugins: isRemote
            ? runtimePlugins
            : [path.join(__dirname, 'provide-federation-runtime.mjs'), ...runtimePlugins],
          manifest: true,
          dts: false,
          // A production remote runs on the host's federation runtime (see createAppConfig).
          // Every bundle runs in a browser: the runtime's code for loading remotes in Node is left
          // out of it.
          experiments: { externalRuntime, optimization: { target: 'web' } },
        }),
        new MiniCssExtractPlugin({
          filename: '[name].css',
          chunkFilename: development ? '[name].css' : '[name].[contenthash:10].css',
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: 'harmo',
          // Deep links (/auth/sign-in) must load the entry from the root, not relative to the path.
          publicPath: '/',
          // Read by index.html: a remote alone loads its federation runtime before its entry.
          federationRuntime: externalRuntime ? `/${FEDERATION_RUNTIME_FILE}` : null,
        }),
        new CopyWebpackPlugin({
          patterns: [
            ...localeDirs.map((from) => ({ from, to: 'locales' })),
            // A remote's navigation entries, read by the host before it loads the remote's code,
            // with their labels in every language (navigation-labels.cjs).
            {
              from: path.join(appDir, 'src', 'navigation.json'),
              to: 'navigation.json',
              noErrorOnMissing: true,
              transform: (content) =>
                JSON.stringify(
                  withLabels(JSON.parse(content.toString()), {
                    localesDir: path.join(appDir, 'locales'),
                    namespace: app.namespace,
                  }),
                ),
            },
            { from: path.join(__dirname, 'favicon.svg'), to: 'favicon.svg' },
          ],
        }),
        new webpack.DefinePlugin({
          __HARMO_BUILD_INFO__: JSON.stringify(buildInfo),
          __HARMO_REMOTES__: JSON.stringify(REMOTE_DESCRIPTIONS),
          __RUNTIME_VERSION__: JSON.stringify(RUNTIME_VERSION),
        }),
        // What each part of the build loads, read by the size budget of `npm test`.
        new ChunkGraphPlugin(),
        // Each route's files, for the app server to preload with a page of that route.
        ...(fs.existsSync(routesFileOf(appDir))
          ? [
              new RouteChunksPlugin({
                routesFile: routesFileOf(appDir),
                strings: { localesDir: path.join(appDir, 'locales'), namespace: app.namespace },
              }),
            ]
          : []),
        // A screen's files, and the shared zod, compiled as they stream in, not function by
        // function as they run.
        ...(development ? [] : [new CompileHintsPlugin({ appDir, wholeLibraries: ['zod'] })]),
      ],
      optimization: {
        // webpack's own minifier for the scripts ('...'), and esbuild's for the stylesheets: the
        // rules are written with a comment on each, and a page's stylesheet blocks its first
        // paint (the host's was 4.4 KB gzip as written, 2.9 KB minified). esbuild only drops what
        // the browser ignores and shortens what it can; it keeps every rule in its order.
        minimizer: ['...', new CssMinimizerPlugin({ minify: CssMinimizerPlugin.esbuildMinify })],
        splitChunks: {
          cacheGroups: {
            // Each lazily loaded part in as few files as it can: a library the part alone uses
            // stays in its file, and one several parts use goes with the part's own modules they
            // share (webpack's default group) instead of a file of libraries beside it. Every
            // file more is a request more, and on a phone's network a round trip more.
            defaultVendors: false,
            // An app's stylesheets in one file: a stylesheet imported by several parts (a remote's
            // page frame) would otherwise be written into each part's stylesheet, and the
            // browser would download the same rules again with every screen.
            styles: {
              type: 'css/mini-extract',
              name: 'styles',
              chunks: 'all',
              enforce: true,
            },
            // A remote's page frame brings the shared package's stylesheet (its design tokens and
            // primitives) to start alone. Composed, the host's frame has brought it already, so
            // the remote's screens load their own rules without it: a second copy, later in the
            // cascade, would undo the host's rules over the shared ones and double what the
            // browser matches on every style change.
            ...(isRemote && {
              'shared-styles': {
                type: 'css/mini-extract',
                name: 'shared-styles',
                test: (module) => module.nameForCondition() === SHARED_STYLESHEET,
                chunks: 'all',
                enforce: true,
                priority: 10,
              },
            }),
            // React, react-dom and react/jsx-runtime are shared one by one (each an import of
            // its own) but every first screen runs all of them: one file.
            react: oneFileOf('react', ...REACT_ROOTS),
            // The shared zod, react-router and react-i18next in one file each: their entries
            // (shared-*.mjs) would otherwise sit in a chunk of their own beside the library's
            // files, one more request on every first screen.
            zod: oneFileOf('zod', ZOD_ROOT),
            'react-router': oneFileOf('react-router', REACT_ROUTER_ROOT),
            'react-i18next': oneFileOf(
              'react-i18next',
              REACT_I18NEXT_ROOT,
              SYNC_EXTERNAL_STORE_ROOT,
            ),
          },
        },
      },
      performance: { hints: false },
      infrastructureLogging: { level: 'warn' },
      stats: 'errors-warnings',
      devServer: {
        port: app.port,
        host: 'localhost',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        client: { overlay: { warnings: false } },
        // Remotes are fetched cross-origin by the host.
        headers: { 'Access-Control-Allow-Origin': '*' },
        setupMiddlewares: (middlewares) => {
          middlewares.unshift({
            name: 'runtime-config',
            path: '/config.json',
            middleware: (_req, res) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-store');
              res.end(JSON.stringify(runtimeConfigFromEnv()));
            },
          });
          return middlewares;
        },
      },
    };
    return externalRuntime ? [appConfig, federationRuntimeConfig(outputPath)] : appConfig;
  };
}

/** The remote's own copy of the federation runtime, for its page when it runs alone. */
function federationRuntimeConfig(outputPath) {
  return {
    name: 'federation-runtime',
    mode: 'production',
    target: 'web',
    context: __dirname,
    entry: { [FEDERATION_RUNTIME_FILE.replace(/\.js$/, '')]: './federation-runtime.mjs' },
    output: { path: outputPath, filename: '[name].js', clean: false },
    devtool: false,
    plugins: [new webpack.DefinePlugin({ __RUNTIME_VERSION__: JSON.stringify(RUNTIME_VERSION) })],
    resolve: { alias: { 'harmo-federation-runtime-core$': RUNTIME_CORE } },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

module.exports = { createAppConfig, sharedModules, STARTUP_CHECKS };
