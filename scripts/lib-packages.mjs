// What scripts/build.mjs, start.mjs and dev.mjs know about the workspace: the front-end packages and the service.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const webpackCli = join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

function packageVersion(dir) {
  try {
    return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
  } catch {
    return '0.0.0';
  }
}

/** Front-end packages: the shell first, then every remote-* folder, in a stable order. */
export function frontEndPackages() {
  const remotes = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('remote-'))
    .map((entry) => entry.name)
    .sort();
  return ['shell', ...remotes].map((dir) => ({
    dir,
    kind: 'front-end',
    path: join(root, dir),
    hasConfig: existsSync(join(root, dir, 'webpack.config.cjs')),
    // Written last by a complete build; its absence means "not built yet". A remote builds into dist/<version>/.
    builtMarker:
      dir === 'shell'
        ? join(root, dir, 'dist', 'index.html')
        : join(root, dir, 'dist', packageVersion(join(root, dir)), 'mf-manifest.json'),
  }));
}

export const servicePackage = {
  dir: 'service',
  kind: 'service',
  path: join(root, 'service'),
  hasConfig: existsSync(join(root, 'service', 'build.mjs')),
  builtMarker: join(root, 'service', 'dist', 'server.js'),
};

export function allPackages() {
  return [...frontEndPackages(), servicePackage];
}

/** Accepts folder names (remote-account) and package names (@portal/remote-account). */
export function selectPackages(names) {
  const packages = allPackages();
  return names.map((name) => {
    const dir = name.replace(/^@portal\//, '');
    const found = packages.find((pkg) => pkg.dir === dir);
    if (!found) throw new Error(`unknown package ${name} (known: ${packages.map((pkg) => pkg.dir).join(', ')})`);
    return found;
  });
}

export function isBuilt(pkg) {
  return existsSync(pkg.builtMarker);
}
