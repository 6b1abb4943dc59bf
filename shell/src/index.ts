// Async boundary: federation negotiates the shared singletons before any of them is evaluated. The chunk is named so
// that index.html can preload it with the framework (tools/webpack.config.cjs preloadStartChunks).
void import(/* webpackChunkName: "app" */ './bootstrap');
