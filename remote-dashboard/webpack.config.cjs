module.exports = require('../tools/webpack.config.cjs').createWebpackConfig({
  packageDir: __dirname,
  name: 'remote_dashboard',
  kind: 'remote',
  exposes: { './routes': './src/routes.ts' },
  kitCopiesInOneChunk: true,
});
