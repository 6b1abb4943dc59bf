module.exports = require('../tools/webpack.config.cjs').createWebpackConfig({
  packageDir: __dirname,
  name: 'remote_consumption',
  kind: 'remote',
  exposes: { './routes': './src/routes.ts' },
  kitCopiesInOneChunk: true,
});
