const fs = require('node:fs');
const path = require('node:path');
const { createWebpackConfig, defaultRemotesFile } = require('../tools/webpack.config.cjs');
const DEMO_OPERATOR = require('../shared/src/contract/operator-defaults.json');

module.exports = createWebpackConfig({
  packageDir: __dirname,
  name: 'shell',
  kind: 'host',
  // For a static server without the service: every workspace remote at its current version folder. The service
  // answers /app/remotes.json itself (validated, merged with the operator's REMOTES_FILE).
  // operator.json likewise: the demo operator, replaced at run time by the operator's own file.
  // The theme and the frame's styles are in index.html: the first paint (the operator's header the service draws
  // into the page) is styled before any script has run.
  inlineStyles: ['../shared/src/ui/theme.css', './src/shell.css'],
  extraAssets: {
    'remotes.json': JSON.stringify(defaultRemotesFile(), null, 2),
    'operator.json': JSON.stringify(DEMO_OPERATOR, null, 2),
    'favicon.svg': fs.readFileSync(path.join(__dirname, 'src', 'favicon.svg'), 'utf8'),
  },
});
