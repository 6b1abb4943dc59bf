module.exports = require('../tools/webpack.config.cjs').createWebpackConfig({
  packageDir: __dirname,
  name: 'remote_contracts',
  kind: 'remote',
  exposes: { './routes': './src/routes.ts' },
});
