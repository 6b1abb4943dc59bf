// One webpack configuration for the shell (host) and every remote. Each package's webpack.config.cjs calls
// createWebpackConfig({ packageDir: __dirname, name, kind, exposes }).
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { recordProvidedChunks, recordRouteChunks } = require('./route-chunks.cjs');

// The federation plugin resolves the kit's trailing-slash share key through Node, which warns about trailing-slash
// exports (DEP0155) on every build; that warning is about Node's resolver, not about our output, so drop only it.
const emitWarning = process.emitWarning.bind(process);
process.emitWarning = (warning, ...rest) => {
  const code = typeof rest[0] === 'object' && rest[0] !== null ? rest[0].code : rest[1];
  if (code === 'DEP0155') return;
  emitWarning(warning, ...rest);
};

const repoDir = path.resolve(__dirname, '..');
// PORTAL_KIT_DIR builds a remote against another copy of the kit (a folder like shared/, with its package.json and
// src/): the browser tests' fixtures of a remote built against an older and a newer @portal/shared.
const kitDir = process.env.PORTAL_KIT_DIR ? path.resolve(process.env.PORTAL_KIT_DIR) : path.join(repoDir, 'shared');
const sharedSrcDir = path.join(kitDir, 'src');
const SERVICE_URL = process.env.PORTAL_SERVICE_URL || `http://localhost:${process.env.PORT || 8080}`;

/**
 * The remotes of the workspace: every remote-* folder with a build configuration and a descriptor source. Adding a
 * remote is adding such a folder; nothing else lists them.
 */
function workspaceRemotes() {
  return fs
    .readdirSync(repoDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^remote-[a-z0-9-]+$/.test(entry.name))
    .map((entry) => entry.name)
    .filter((folder) => ['webpack.config.cjs', 'remote.json'].every((file) => fs.existsSync(path.join(repoDir, folder, file))))
    .sort()
    .map((folder, index) => ({
      folder,
      name: `remote_${folder.slice('remote-'.length).replace(/-/g, '_')}`,
      path: `/remotes/${folder.slice('remote-'.length)}/`,
      // npm run dev: the shell on 3000, the remotes from 3001 in folder order.
      devPort: 3001 + index,
    }));
}

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

/** Every request of a federation runtime package, resolved to its CommonJS build (see resolve.alias). */
const FEDERATION_RUNTIME_AS_COMMONJS = Object.fromEntries(
  [
    ['@module-federation/enhanced/runtime', '@module-federation/runtime-tools/runtime'],
    ...[
      '@module-federation/runtime-tools/runtime',
      '@module-federation/runtime-tools/runtime-core',
      '@module-federation/runtime-tools/webpack-bundler-runtime',
      '@module-federation/runtime-tools',
      '@module-federation/runtime',
      '@module-federation/runtime-core',
      '@module-federation/webpack-bundler-runtime',
      '@module-federation/sdk',
      '@module-federation/error-codes',
    ].map((request) => [request, request]),
  ].map(([request, target]) => [`${request}$`, require.resolve(target)]),
);

/**
 * The router libraries the shell provides only in part (shell/src/remotes/provided-router.ts): a shared module is
 * never tree-shaken, and the full react-router weighs twice what the portal uses of it. A remote's build records the
 * exports it uses of these (remote.json `imports`), the shell's build the exports it provides, and the shell mounts
 * no remote that needs more.
 */
const PARTLY_PROVIDED = ['react-router', 'react-router-dom'];
const PROVIDED_ROUTER = path.join(repoDir, 'shell', 'src', 'remotes', 'provided-router.ts');
/**
 * Each partly provided library by the module the shell provides under its key, requested by an alias (a package-like
 * request is provided only when the build resolves it: an absolute path would also be compiled into html-webpack's
 * child compilation, as a dead chunk).
 */
const PROVIDED_MODULES = {
  'react-router': ['portal-provided-router', PROVIDED_ROUTER],
  'react-router-dom': ['portal-provided-router-dom', path.join(repoDir, 'shell', 'src', 'remotes', 'provided-router-dom.ts')],
};
const reactRouterDist = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [repoDir] })), 'dist', 'production');
/** The router's own ES module files, for the provided router's imports (tree-shaken, not through the share scope). */
const REACT_ROUTER_FILES = {
  'react-router': path.join(reactRouterDist, 'index.mjs'),
  'react-router/dom': path.join(reactRouterDist, 'dom-export.mjs'),
};

/** The export names of the provided router, read from its source (a test checks them against the module). */
function providedRouterExports() {
  const source = fs.readFileSync(PROVIDED_ROUTER, 'utf8');
  const names = [...source.matchAll(/export\s*\{([^}]*)\}\s*from/g)].flatMap((match) =>
    match[1]
      .split(',')
      .map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop(),
      )
      .filter(Boolean),
  );
  return [...new Set(names)].sort();
}

function providedRouter() {
  return new webpack.NormalModuleReplacementPlugin(/^react-router(\/dom)?$/, (resolveData) => {
    const issuer = resolveData.contextInfo && resolveData.contextInfo.issuer;
    if (issuer === PROVIDED_ROUTER) resolveData.request = REACT_ROUTER_FILES[resolveData.request];
  });
}

/**
 * Records, while a remote builds, the exports of the partly provided libraries its own code (and the kit modules it
 * bundles) imports by name; a namespace used as a whole counts as '*' (needs everything).
 */
function recordPartlyProvidedImports(imports) {
  return {
    apply(compiler) {
      compiler.hooks.compilation.tap('PortalPartlyProvidedImports', (compilation) => {
        compilation.hooks.finishModules.tap('PortalPartlyProvidedImports', (modules) => {
          for (const module of modules) {
            if (module.type !== 'consume-shared-module' || !PARTLY_PROVIDED.includes(module.options.shareKey)) continue;
            for (const connection of compilation.moduleGraph.getIncomingConnections(module)) {
              const origin = connection.originModule;
              // The library's own fallback copy (react-router-dom re-exporting react-router) is no use of ours.
              if (!origin || /[\\/]node_modules[\\/]/.test(origin.resource || '')) continue;
              const dependency = connection.dependency;
              if (!dependency || typeof dependency.getIds !== 'function') continue;
              const ids = dependency.getIds(compilation.moduleGraph);
              const names = (imports[module.options.shareKey] = imports[module.options.shareKey] || new Set());
              names.add(ids.length > 0 ? ids[0] : '*');
            }
          }
        });
      });
    },
  };
}

/** What every page of the shell runs on: the singletons' packages and what they pull in, and the style loader. */
const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs[\\/]toolkit|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store|style-loader|css-loader)[\\/]/;
/**
 * RTK Query and the kit modules built on it: loaded with the first page that fetches server data through the portal
 * API (state/late-apis), in one chunk, not with the framework (the login page does not use it).
 */
const QUERY_MODULES =
  /[\\/](node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/]query|@standard-schema[\\/]utils)|shared[\\/]src[\\/](http[\\/](portal-api|navigation-count)|content[\\/]content-(api|block)|address[\\/]autocomplete|contract-accounts[\\/]get-contract-account))[\\/.]/;

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const rootOf = (library) => (library.startsWith('@') ? library.split('/').slice(0, 2).join('/') : library.split('/')[0]);
const KIT = '@portal/shared';
const kitVersion = () => readJson(path.join(kitDir, 'package.json')).version;

function packageVersionRange(packageDir, library) {
  const pkg = readJson(path.join(packageDir, 'package.json'));
  return (pkg.dependencies && pkg.dependencies[rootOf(library)]) || false;
}

/** The version of a library as installed (what the shell's build bundles and provides). */
function installedVersion(packageDir, library) {
  for (let dir = packageDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', rootOf(library), 'package.json');
    if (fs.existsSync(file)) return readJson(file).version;
    if (path.dirname(dir) === dir) throw new Error(`${library} is not installed`);
  }
}

/** The commit a build is made from (PORTAL_COMMIT when the build runs outside a git checkout). */
function buildCommit() {
  if (process.env.PORTAL_COMMIT) return process.env.PORTAL_COMMIT;
  try {
    const out = require('node:child_process').execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], {
      cwd: repoDir,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.toString().trim();
  } catch {
    return 'unknown';
  }
}

/** Every module of the kit by its share key (`@portal/shared/forms/field`, `….tsx` for React modules). */
function kitModules() {
  const keys = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing') walk(file);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) {
        const relative = path.relative(sharedSrcDir, file).split(path.sep).join('/');
        keys.push(`${KIT}/${relative.endsWith('.tsx') ? relative : relative.replace(/\.ts$/, '')}`);
      }
    }
  };
  walk(sharedSrcDir);
  return keys.filter((key) => !key.endsWith('/standalone-host.tsx'));
}

/**
 * The share scope. Libraries are strict singletons with the package's range: a remote whose range the page's copy does
 * not meet fails to load (and its area shows "area unavailable") instead of running against the wrong version. The
 * kit is shared with its semver version. Every kit module is declared for the shell, but webpack provides a package
 * request only when the build itself resolves it: the shell provides the kit modules it imports; one only remotes use
 * comes from the first remote that loads it, which the compatibility gate has checked to use the shell's kit minor.
 */
function sharedConfig(packageDir, isHost) {
  const shared = {};
  for (const library of SINGLETON_LIBRARIES) {
    shared[library] = { singleton: true, strictVersion: true, requiredVersion: packageVersionRange(packageDir, library) };
    if (isHost && PARTLY_PROVIDED.includes(library)) {
      Object.assign(shared[library], { import: PROVIDED_MODULES[library][0], version: installedVersion(packageDir, library) });
    }
  }
  const version = kitVersion();
  const kit = { singleton: true, strictVersion: true, requiredVersion: `^${version}`, version };
  shared[`${KIT}/`] = kit;
  if (isHost) for (const key of kitModules()) shared[key] = kit;
  return shared;
}

/** What a remote needs from the running shell, written into its descriptor: its library ranges and its kit. */
function remoteRequirements(packageDir) {
  const requires = {};
  for (const library of SINGLETON_LIBRARIES) {
    const root = rootOf(library);
    const range = packageVersionRange(packageDir, root);
    if (range) requires[root] = range;
  }
  requires[KIT] = `^${kitVersion()}`;
  return requires;
}

/** What the shell's build provides (the status page and the compatibility check read it). */
function hostProvides(packageDir) {
  const provides = {};
  for (const library of SINGLETON_LIBRARIES) provides[rootOf(library)] = installedVersion(packageDir, library);
  provides[KIT] = kitVersion();
  return provides;
}

/** The descriptor of a remote's build (remote.json beside mf-manifest.json), from its source and its package. */
function remoteDescriptor(packageDir, imports = {}) {
  const source = readJson(path.join(packageDir, 'remote.json'));
  const pkg = readJson(path.join(packageDir, 'package.json'));
  return {
    name: source.name,
    version: pkg.version,
    commit: buildCommit(),
    builtAt: new Date().toISOString(),
    areas: source.areas,
    navigation: source.navigation || [],
    reads: source.reads || [],
    titles: source.titles || [],
    requires: { ...remoteRequirements(packageDir), ...(source.requires || {}) },
    imports: Object.fromEntries(Object.entries(imports).map(([library, names]) => [library, [...names].sort()])),
  };
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

/**
 * The shell's first page waits for a chain: main → the framework and kit chunks → remotes.json → the remote's entry.
 * Preload hints in index.html let the browser fetch the framework and kit chunks together with main instead of after
 * it has run (the app chunk too: the shell's own code, which draws the frame), all at high priority.
 */
function preloadStartChunks(chunkNames) {
  return {
    apply(compiler) {
      compiler.hooks.compilation.tap('PortalPreloadStartChunks', (compilation) => {
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PortalPreloadStartChunks', (data) => {
          const publicPath = compilation.outputOptions.publicPath;
          const files = [...compilation.chunks]
            .filter((chunk) => chunkNames.includes(chunk.name))
            .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
          const links = files.map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
            meta: { plugin: 'PortalPreloadStartChunks' },
          }));
          data.headTags.unshift(...links);
          // The entry script itself: a deferred script is fetched at low priority, after every preload of the page
          // (the service adds the address's remote scripts), yet nothing runs before it.
          for (const tag of data.headTags) {
            if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
          }
          return data;
        });
      });
    },
  };
}

/**
 * Style sheets written into index.html itself: the page frame is styled at the first paint, before any script has
 * run (the service draws the operator's header into the page, see service/src/static/shell-page.ts). Comments and
 * runs of white space go; nothing else is rewritten.
 */
function inlineStyleSheets(files) {
  return (compilation) => {
    for (const file of files) compilation.fileDependencies.add(file);
    const css = files
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};])\s*/g, '$1')
      .trim();
    if (/<\/style/i.test(css)) throw new Error('an inlined style sheet must not contain </style');
    return { inlineStyles: css };
  };
}

function emitAssets(files) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('PortalEmitAssets', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'PortalEmitAssets', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            for (const [file, content] of Object.entries(files)) {
              const text = typeof content === 'function' ? content() : content;
              compilation.emitAsset(file, new webpack.sources.RawSource(text));
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
  return Object.fromEntries(workspaceRemotes().map((r) => [r.name, `http://localhost:${r.devPort}/mf-manifest.json`]));
}

/** The shell's built remotes.json (for a static server without the service): each remote's current version folder. */
function defaultRemotesFile() {
  return Object.fromEntries(
    workspaceRemotes().map((r) => {
      const version = readJson(path.join(repoDir, r.folder, 'package.json')).version;
      return [r.name, `${r.path}${version}/mf-manifest.json`];
    }),
  );
}

/**
 * @param {{ packageDir: string, name: string, kind: 'host' | 'remote', exposes?: Record<string, string>,
 *   extraAssets?: Record<string, string>, inlineStyles?: string[], kitCopiesInOneChunk?: boolean }} options
 *   extraAssets: files emitted as they are into the production build (e.g. the shell's default remotes.json).
 *   kitCopiesInOneChunk: a remote whose pages need much the same kit modules (one or a few pages) gets its own copies
 *   of them in one chunk instead of a small chunk per module; a remote of many pages needing different ones keeps
 *   them apart, so that a page does not download the others' (the login page would grow by ~14 KB).
 *   inlineStyles: the host's style sheets written into its index.html (`<%= inlineStyles %>` in the template).
 */
function createWebpackConfig({ packageDir, name, kind, exposes = {}, extraAssets = {}, inlineStyles = [], kitCopiesInOneChunk = false }) {
  const isHost = kind === 'host';
  const port = isHost ? 3000 : (workspaceRemotes().find((r) => r.name === name) || { devPort: 3009 }).devPort;

  return (_env, argv = {}) => {
    const production = argv.mode !== 'development' && process.env.NODE_ENV !== 'development';
    const dev = !production;

    /** @type {Record<string, string>} */
    const entry = {};
    if (isHost) entry.main = './src/index.ts';
    if (!isHost && dev) entry.standalone = path.join(__dirname, 'standalone-entry.js');

    const plugins = [
      routeSharedRelativeImportsThroughShareScope(),
      ...(isHost ? [providedRouter()] : []),
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: isHost ? undefined : exposes,
        shared: sharedConfig(packageDir, isHost),
        // 'version-first' loads every registered remote's entry before a shared module may be used, so one remote
        // that is down breaks every page. 'loaded-first' uses what is loaded (the shell provides all singletons).
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // The federation runtime exists once in the page: the shell provides it, a remote's entry uses the shell's
        // (a remote's standalone development page bundles its own).
        experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: production },
      }),
    ];
    if (isHost) {
      plugins.push(
        new webpack.DefinePlugin({
          PORTAL_SHELL_BUILD: JSON.stringify({
            version: readJson(path.join(packageDir, 'package.json')).version,
            commit: buildCommit(),
            provides: hostProvides(packageDir),
            exports: Object.fromEntries(PARTLY_PROVIDED.map((library) => [library, providedRouterExports()])),
          }),
        }),
      );
    } else {
      // The descriptor beside the manifest: what the shell routes by before loading any of the remote's code.
      const imports = {};
      plugins.push(
        recordPartlyProvidedImports(imports),
        emitAssets({ 'remote.json': () => JSON.stringify(remoteDescriptor(packageDir, imports), null, 2) }),
      );
      if (production && exposes['./routes']) plugins.push(recordRouteChunks(path.resolve(packageDir, exposes['./routes'])));
    }

    if (isHost) {
      plugins.push(
        new HtmlWebpackPlugin({
          template: path.join(packageDir, 'src', 'index.html'),
          templateParameters: inlineStyleSheets(inlineStyles.map((file) => path.resolve(packageDir, file))),
          chunks: ['main'],
          minify: production ? { collapseWhitespace: true, removeComments: true } : false,
        }),
      );
      if (production) plugins.push(preloadStartChunks(['framework', 'kit', 'app']), recordProvidedChunks());
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
        // A remote builds into dist/<version>/ (served as /remotes/<folder>/<version>/): an earlier version's folder
        // stays, so open tabs keep loading its chunks and a rollback is one line of the remotes file.
        path:
          process.env.PORTAL_OUTPUT_DIR ||
          (isHost ? path.join(packageDir, 'dist') : path.join(packageDir, 'dist', readJson(path.join(packageDir, 'package.json')).version)),
        publicPath: isHost ? '/app/' : 'auto',
        filename: production ? hashedEntryFilename : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: production ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]',
        uniqueName: name,
        // The shell keeps its earlier hashed chunks so that a tab opened before a deploy still finds them.
        clean: isHost ? { keep: (asset) => /\.[0-9a-f]{10}\.js(\.(gz|br))?$/.test(asset) } : true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        alias: {
          ...(isHost ? {} : { 'portal-standalone-routes$': path.join(packageDir, exposes['./routes'] || '') }),
          // Another kit copy: its modules by the package's export paths (`@portal/shared/x` is `src/x`).
          ...(process.env.PORTAL_KIT_DIR ? { '@portal/shared': sharedSrcDir } : {}),
          // The federation plugin's own runtime code requires the CommonJS build of the runtime; the shell's import of
          // the runtime API and the runtime the shell provides to the remotes (provideExternalRuntime) would otherwise
          // add the ES module build beside it: the runtime twice, some 20 KB gzip more on every page. (A remote's entry
          // uses the shell's runtime core and stays smaller with the plugin's default.)
          ...(isHost ? FEDERATION_RUNTIME_AS_COMMONJS : {}),
          ...(isHost ? Object.fromEntries(Object.values(PROVIDED_MODULES).map(([alias, file]) => [`${alias}$`, file])) : {}),
        },
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
        minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify }, extractComments: false })],
        // Federation decides the chunks of shared modules; a runtime chunk per page would break remoteEntry.js.
        runtimeChunk: false,
        // The shell's first page needs the framework (React, router, Redux) and its part of the kit: each of them in
        // one chunk, fetched once and cached for every page, instead of some 40 small requests. Every other library
        // (TypeBox, DOMPurify, …) keeps a chunk of its own, loaded with the first module that uses it, so that a page
        // that needs none of them does not fetch them.
        splitChunks: isHost
          ? {
              chunks: 'async',
              cacheGroups: {
                query: { test: QUERY_MODULES, name: 'query', chunks: 'async', enforce: true, priority: 30 },
                kit: { test: /[\\/]shared[\\/]src[\\/]/, name: 'kit', chunks: 'async', enforce: true, priority: 20 },
                framework: {
                  test: (module) =>
                    FRAMEWORK_MODULES.test(module.resource || '') ||
                    Object.values(PROVIDED_MODULES).some(([, file]) => module.resource === file),
                  name: 'framework',
                  chunks: 'async',
                  enforce: true,
                  priority: 10,
                },
              },
            }
          : {
              // A remote's own copies of kit modules (the shell provides only the kit modules it uses itself): the
              // form modules in one chunk (a form needs most of them at once), and with kitCopiesInOneChunk the
              // others (a few hundred bytes each) in another, instead of a request per module: each costs a round
              // trip on a mobile connection, and HTTP/1.1 opens only six at a time.
              chunks: 'async',
              cacheGroups: {
                kitForms: { test: /[\\/]shared[\\/]src[\\/]forms[\\/]/, name: 'kit-forms', chunks: 'async', enforce: true, priority: 20 },
                ...(kitCopiesInOneChunk
                  ? { kit: { test: /[\\/]shared[\\/]src[\\/]/, name: 'kit', chunks: 'async', enforce: true, priority: 10 } }
                  : {}),
              },
            },
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
        historyApiFallback: isHost ? { index: '/app/index.html', disableDotRule: false } : { index: '/index.html', disableDotRule: false },
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

module.exports = { createWebpackConfig, workspaceRemotes, defaultRemotesFile, providedRouterExports };
