// One webpack configuration for the shell (host) and every remote. Each package's webpack.config.cjs calls
// createWebpackConfig({ packageDir: __dirname, name, kind, exposes, devPort }).
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

// The federation plugin resolves the kit's trailing-slash share key through Node, which warns about trailing-slash
// exports (DEP0155) on every build; that warning is about Node's resolver, not about our output, so drop only it.
const emitWarning = process.emitWarning.bind(process);
process.emitWarning = (warning, ...rest) => {
  const code = typeof rest[0] === 'object' && rest[0] !== null ? rest[0].code : rest[1];
  if (code === 'DEP0155') return;
  emitWarning(warning, ...rest);
};

const repoDir = path.resolve(__dirname, '..');
const sharedSrcDir = path.join(repoDir, 'shared', 'src');
const SERVICE_URL = process.env.PORTAL_SERVICE_URL || `http://localhost:${process.env.PORT || 8080}`;

/** Ports of the dev servers (npm run dev); the shell's dev remotes.json points at them. */
const DEV_PORTS = {
  shell: 3000,
  remote_account: 3001,
  remote_dashboard: 3002,
  remote_consumption: 3003,
  remote_contracts: 3004,
  remote_consents: 3005,
};

// Libraries that must exist once in the page: a second React or a second router context breaks hooks in remotes.
const SINGLETON_LIBRARIES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'react-redux',
  // The kit's form fields and PortalForm may come from different remotes' builds (each kit module is shared on its
  // own): they meet only if all of them use one Formik, or a field finds no form context.
  'formik',
];

function packageVersionRange(packageDir, library) {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const root = library.startsWith('@') ? library.split('/').slice(0, 2).join('/') : library.split('/')[0];
  return (pkg.dependencies && pkg.dependencies[root]) || false;
}

function sharedConfig(packageDir) {
  const shared = {};
  for (const library of SINGLETON_LIBRARIES) {
    shared[library] = { singleton: true, requiredVersion: packageVersionRange(packageDir, library) };
  }
  // The kit is imported by deep paths (@portal/shared/http/client): share every module below the prefix.
  const kitVersion = JSON.parse(fs.readFileSync(path.join(repoDir, 'shared', 'package.json'), 'utf8')).version;
  shared['@portal/shared/'] = { singleton: true, requiredVersion: false, version: kitVersion };
  return shared;
}

/**
 * Inside shared/src, modules import each other relatively. Such a request would bypass the share scope and give a
 * remote its own copy of e.g. the HTTP client or the store helpers. Rewrite them to their package path so that every
 * kit module, however it is reached, is the one singleton.
 */
function routeSharedRelativeImportsThroughShareScope() {
  return new webpack.NormalModuleReplacementPlugin(/^\.\.?\//, (resolveData) => {
    const issuer = resolveData.contextInfo && resolveData.contextInfo.issuer;
    if (!issuer || !issuer.startsWith(sharedSrcDir + path.sep)) return;
    if (path.extname(resolveData.request) !== '') return; // css and other assets stay local
    const target = path.resolve(resolveData.context, resolveData.request);
    if (!target.startsWith(sharedSrcDir + path.sep)) return;
    const relative = path.relative(sharedSrcDir, target).split(path.sep).join('/');
    if (fs.existsSync(`${target}.ts`)) resolveData.request = `@portal/shared/${relative}`;
    else if (fs.existsSync(`${target}.tsx`)) resolveData.request = `@portal/shared/${relative}.tsx`;
  });
}

function emitAssets(files) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('PortalEmitAssets', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'PortalEmitAssets', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            for (const [file, content] of Object.entries(files)) {
              compilation.emitAsset(file, new webpack.sources.RawSource(content));
            }
          },
        );
      });
    },
  };
}

/**
 * webpack 5.111 asks the federation runtime module for the entry chunk's file name while it is still hashing, before
 * the content hash exists (module-federation/core#5077); a template with [contenthash] then fails the build. The
 * runtime module only needs the folder, so answer without the hash until the hash is known.
 */
function hashedEntryFilename(pathData) {
  const chunk = pathData && pathData.chunk;
  const contentHash = chunk && chunk.contentHash && chunk.contentHash.javascript;
  return contentHash ? '[name].[contenthash:10].js' : '[name].js';
}

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*',
};

/** The shell's remotes.json in development: every remote package of the workspace at its dev server. */
function devRemotesFile() {
  const file = {};
  for (const [name, port] of Object.entries(DEV_PORTS)) {
    const folder = name.replace(/_/g, '-');
    if (name !== 'shell' && fs.existsSync(path.join(repoDir, folder, 'webpack.config.cjs'))) {
      file[name] = `http://localhost:${port}/mf-manifest.json`;
    }
  }
  return file;
}

/**
 * @param {{ packageDir: string, name: string, kind: 'host' | 'remote', exposes?: Record<string, string>,
 *   devPort?: number, extraAssets?: Record<string, string> }} options
 *   extraAssets: files emitted as they are into the production build (e.g. the shell's default remotes.json).
 */
function createWebpackConfig({ packageDir, name, kind, exposes = {}, devPort, extraAssets = {} }) {
  const isHost = kind === 'host';
  const port = devPort || DEV_PORTS[name] || 3000;

  return (_env, argv = {}) => {
    const production = argv.mode !== 'development' && process.env.NODE_ENV !== 'development';
    const dev = !production;

    /** @type {Record<string, string>} */
    const entry = {};
    if (isHost) entry.main = './src/index.ts';
    if (!isHost && dev) entry.standalone = path.join(__dirname, 'standalone-entry.js');

    const plugins = [
      routeSharedRelativeImportsThroughShareScope(),
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: isHost ? undefined : exposes,
        shared: sharedConfig(packageDir),
        // 'version-first' loads every registered remote's entry before a shared module may be used, so one remote
        // that is down breaks every page. 'loaded-first' uses what is loaded (the shell provides all singletons).
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
      }),
    ];

    if (isHost) {
      plugins.push(
        new HtmlWebpackPlugin({
          template: path.join(packageDir, 'src', 'index.html'),
          chunks: ['main'],
          minify: production ? { collapseWhitespace: true, removeComments: true } : false,
        }),
      );
    } else if (dev) {
      plugins.push(
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'standalone.html'),
          chunks: ['standalone'],
          publicPath: '/',
          title: `${name} (standalone)`,
        }),
      );
    }
    if (production && Object.keys(extraAssets).length > 0) plugins.push(emitAssets(extraAssets));
    if (production) {
      plugins.push(
        new CompressionPlugin({
          filename: '[path][base].gz',
          algorithm: 'gzip',
          test: /\.(js|css|html|json|svg)$/,
          threshold: 1024,
          minRatio: 0.9,
        }),
        new CompressionPlugin({
          filename: '[path][base].br',
          algorithm: 'brotliCompress',
          test: /\.(js|css|html|json|svg)$/,
          threshold: 1024,
          minRatio: 0.9,
        }),
      );
    }

    return {
      mode: production ? 'production' : 'development',
      context: packageDir,
      entry,
      target: 'web',
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        // PORTAL_OUTPUT_DIR builds into another folder (e.g. a remote rebuilt alone for another origin).
        path: process.env.PORTAL_OUTPUT_DIR || path.join(packageDir, 'dist'),
        publicPath: isHost ? '/app/' : 'auto',
        filename: production ? hashedEntryFilename : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: production ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        alias: isHost ? {} : { 'portal-standalone-routes$': path.join(packageDir, exposes['./routes'] || '') },
      },
      module: {
        rules: [
          {
            test: /\.(ts|tsx)$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: dev, refresh: false } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(svg|png|woff2?)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
        ],
      },
      plugins,
      optimization: {
        minimize: production,
        minimizer: [
          new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify }, extractComments: false }),
        ],
        // Federation decides the chunks of shared modules; a runtime chunk per page would break remoteEntry.js.
        runtimeChunk: false,
      },
      performance: { hints: false },
      cache: dev ? { type: 'memory' } : false,
      stats: production ? 'errors-warnings' : 'minimal',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port,
        hot: false,
        liveReload: true,
        headers: corsHeaders,
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
        static: false,
        devMiddleware: { publicPath: isHost ? '/app/' : '/' },
        historyApiFallback: isHost
          ? { index: '/app/index.html', disableDotRule: false }
          : { index: '/index.html', disableDotRule: false },
        proxy: [{ context: ['/service'], target: SERVICE_URL, changeOrigin: false }],
        setupMiddlewares: (middlewares) => {
          middlewares.unshift({
            name: 'portal-dev',
            middleware: (req, res, next) => {
              const url = req.url || '/';
              // The shell's dev remotes file points at the remotes' dev servers.
              if (isHost && url.split('?')[0] === '/app/remotes.json') {
                res.setHeader('Content-Type', 'application/json');
                res.setHeader('Cache-Control', 'no-store');
                res.end(JSON.stringify(devRemotesFile()));
                return;
              }
              if (url === '/' || url === '') {
                res.statusCode = 302;
                res.setHeader('Location', '/app/');
                res.end();
                return;
              }
              next();
            },
          });
          return middlewares;
        },
      },
    };
  };
}

module.exports = { createWebpackConfig, DEV_PORTS };
