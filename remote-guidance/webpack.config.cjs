const { createAppConfig } = require('@harmo/build/webpack');

module.exports = createAppConfig({
  appDir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
});
