const { createAppConfig } = require('mf-platform/build/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_qna',
  exposes: { './routes': './src/routes.tsx', './parcel': './src/parcel.tsx' },
  isHost: false,
  devPort: 3003,
});
