const { createAppConfig } = require('@harmo/build/webpack');

module.exports = createAppConfig({
  appDir: __dirname,
  exposes: {
    './routes': './src/routes.tsx',
    // Other remotes embed the facility search to let the user choose a facility.
    './FacilityPicker': './src/features/facility-picker/index.ts',
  },
});
