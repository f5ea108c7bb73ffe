const { createAppConfig } = require('@harmo/build/webpack');

module.exports = createAppConfig({
  appDir: __dirname,
  runtimePlugins: [
    require.resolve('./src/federation/retry-plugin.ts'),
    require.resolve('./src/federation/runtime-plugin.ts'),
  ],
});
