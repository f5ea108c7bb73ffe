const { createAppConfig } = require('@harmo/shared/build/webpack');

module.exports = createAppConfig({
  appDir: __dirname,
  runtimePlugins: [require.resolve('./src/federation/runtime-plugin.ts')],
});
