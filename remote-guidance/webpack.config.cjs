const { createAppConfig } = require('@harmo/shared/build/webpack');

module.exports = createAppConfig({
  appDir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
});
