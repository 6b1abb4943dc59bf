const { createWebpackConfig } = require('../tools/webpack.config.cjs');
const { defaultRemotesFile } = require('./remotes.config.cjs');

module.exports = createWebpackConfig({
  packageDir: __dirname,
  name: 'shell',
  kind: 'host',
  // The default start serves every remote's dist under /remotes/<package folder>/ (service); an integration
  // environment replaces this file to point a remote at another origin or version without rebuilding anything.
  extraAssets: { 'remotes.json': JSON.stringify(defaultRemotesFile(), null, 2) },
});
