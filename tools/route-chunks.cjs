// What each route of a remote needs to draw its page, written by the remote's build as `route-chunks.json` beside
// its remote.json: the service names these files in the page it serves for an address of that route (preload hints),
// so the browser fetches them together with the shell instead of one after another (shell → remoteEntry.js → route
// table → page → the kit modules the page consumes).
const fs = require('node:fs');
const ts = require('typescript');
const webpack = require('webpack');

const FILE = 'route-chunks.json';

/**
 * The route table's `import()` requests by route path, read from its source: every object literal with a `path` and a
 * `load` that imports one module (`{ path: '/login', …, load: () => import('./pages/login-page') }`). A path is a
 * string, or a template of the file's string constants (`/portal/reading/${contract}`); routes built elsewhere are
 * left out (their pages are fetched as before).
 */
function pagesOfRouteTable(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const constants = new Map();
  const text = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isIdentifier(node)) return constants.get(node.text);
    if (!ts.isTemplateExpression(node)) return undefined;
    let result = node.head.text;
    for (const span of node.templateSpans) {
      const value = text(span.expression);
      if (value === undefined) return undefined;
      result += value + span.literal.text;
    }
    return result;
  };
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer && ts.isIdentifier(declaration.name) ? text(declaration.initializer) : undefined;
      if (value !== undefined) constants.set(declaration.name.text, value);
    }
  }
  const pages = [];
  const importIn = (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0])) {
      return node.arguments[0].text;
    }
    return ts.forEachChild(node, importIn);
  };
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const property = (name) =>
        node.properties.find((p) => ts.isPropertyAssignment(p) && p.name && ts.isIdentifier(p.name) && p.name.text === name);
      const path = property('path') && text(property('path').initializer);
      const load = property('load');
      const request = load && importIn(load.initializer);
      if (path !== undefined && request) pages.push({ path, request });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return pages;
}

/**
 * @param {string} routesFile the absolute path of the module exposed as `./routes`
 */
function recordRouteChunks(routesFile) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('PortalRouteChunks', (compilation) => {
        // After the real content hashes are in the file names.
        compilation.hooks.processAssets.tap({ name: 'PortalRouteChunks', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          const { chunkGraph } = compilation;
          const groupChunks = (block) => {
            const group = block && chunkGraph.getBlockChunkGroup(block);
            return group ? group.chunks : [];
          };
          // The remote's own copies of shared modules, by index, each described like a page: the one it provides to
          // the share scope (what the runtime takes when no other container provides the module: on a fresh page,
          // wherever the shell does not) and each consume's fallback.
          const copies = [];
          const copyIndex = new Map();
          const copyOf = (module) => {
            if (!copyIndex.has(module)) {
              copyIndex.set(module, copies.length);
              copies.push(null);
              copies[copyIndex.get(module)] = describe(groupChunks(module.blocks[0]));
            }
            return copyIndex.get(module);
          };
          // The script files of chunks, and the shared modules their modules consume.
          const describe = (chunks) => {
            const files = new Set();
            const consumes = [];
            for (const chunk of chunks) {
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
              for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
                if (module.type !== 'consume-shared-module') continue;
                consumes.push({ key: module.options.shareKey, fallback: module.blocks.length > 0 ? copyOf(module) : null });
              }
            }
            return { files: [...files].sort(), consumes };
          };

          // The route table's module, or the concatenated module it became the root of.
          const routesModule = [...compilation.modules].find(
            (module) => module.resource === routesFile || (module.rootModule && module.rootModule.resource === routesFile),
          );
          if (!routesModule) throw new Error(`${routesFile}: not in the build, route-chunks.json cannot be written`);
          const routes = describe([...chunkGraph.getModuleChunksIterable(routesModule)].filter((chunk) => !chunk.hasRuntime()));
          const blocksByRequest = new Map(
            routesModule.blocks.map((block) => [block.dependencies[0] && block.dependencies[0].request, block]),
          );
          const pages = pagesOfRouteTable(routesFile)
            .filter((page) => blocksByRequest.has(page.request))
            .map((page) => ({ path: page.path, ...describe(groupChunks(blocksByRequest.get(page.request))) }));
          const provides = {};
          for (const module of compilation.modules) {
            if (module.type === 'provide-module' && module.blocks.length > 0) provides[module._name] = copyOf(module);
          }
          compilation.emitAsset(FILE, new webpack.sources.RawSource(JSON.stringify({ routes, pages, provides, copies })));
        });
      });
    },
  };
}

const PROVIDED_FILE = 'provided-chunks.json';

/**
 * The host's build writes `provided-chunks.json`: the script files of every shared module it provides, by share key,
 * i.e. every chunk of the module's chunk group. The federation manifest names only the chunk holding the module, not
 * the chunks it depends on (DOMPurify for the kit's content modules), which the browser then learnt of only once the
 * module had loaded: one more round trip before a page that uses it could draw.
 */
function recordProvidedChunks() {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('PortalProvidedChunks', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'PortalProvidedChunks', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          () => {
            const provided = {};
            for (const module of compilation.modules) {
              if (module.type !== 'provide-module' || module.blocks.length === 0) continue;
              const group = compilation.chunkGraph.getBlockChunkGroup(module.blocks[0]);
              const files = group ? group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))) : [];
              provided[module._name] = [...new Set(files)].sort();
            }
            compilation.emitAsset(PROVIDED_FILE, new webpack.sources.RawSource(JSON.stringify(provided)));
          },
        );
      });
    },
  };
}

module.exports = { recordRouteChunks, recordProvidedChunks, pagesOfRouteTable };
