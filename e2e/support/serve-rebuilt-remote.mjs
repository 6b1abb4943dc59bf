// Serves remote-dashboard's build from another origin, as a CDN would, in the folders the composition tests point
// remotes.json at:
//   /v1/, /v2/       the same build deployed as two versions (an in-place deploy removes /v1/ while a tab is open)
//   /old-kit/, /new-kit/   remote-dashboard really built against an older and a newer @portal/shared
//                    (build-kit-fixtures.mjs: built once, reused while its inputs stay the same)
//   /new-router/     the build declaring that it needs a newer react-router than the shell runs
// and a second port that accepts connections and never answers (a hanging origin).
// Usage: node support/serve-rebuilt-remote.mjs <port> <hanging port>
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildKitFixtures } from './build-kit-fixtures.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const [port, hangingPort] = process.argv.slice(2).map(Number);
const originDir = join(here, '..', '.artifacts', 'remote-origin');
rmSync(originDir, { recursive: true, force: true });
mkdirSync(originDir, { recursive: true });

// Each remote's build is self-contained (publicPath 'auto'): its folder deployed anywhere works as it is.
const version = JSON.parse(readFileSync(join(root, 'remote-dashboard', 'package.json'), 'utf8')).version;
const buildDir = join(root, 'remote-dashboard', 'dist', version);
if (!existsSync(join(buildDir, 'remote.json'))) {
  console.error(`remote-dashboard is not built (${buildDir}): run node scripts/build.mjs first`);
  process.exit(1);
}

const variant = (folder, requires = {}) => {
  const dir = join(originDir, folder);
  cpSync(buildDir, dir, { recursive: true });
  const descriptor = JSON.parse(readFileSync(join(dir, 'remote.json'), 'utf8'));
  writeFileSync(join(dir, 'remote.json'), JSON.stringify({ ...descriptor, requires: { ...descriptor.requires, ...requires } }));
};
variant('v1');
variant('v2');
for (const [folder, fixtureBuild] of Object.entries(buildKitFixtures())) cpSync(fixtureBuild, join(originDir, folder), { recursive: true });
variant('new-router', { 'react-router': '^7.99.0', 'react-router-dom': '^7.99.0' });

const types = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.map': 'application/json' };
createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(originDir, path);
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cache-Control', 'no-cache');
  // Read in one step: a test removes builds while the browser may still ask for their files (no file, or a folder: 404).
  let body = null;
  try {
    if (file.startsWith(originDir)) body = readFileSync(file);
  } catch {
    body = null;
  }
  if (body === null) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
}).listen(port, '127.0.0.1', () => console.log(`rebuilt remote-dashboard served at http://127.0.0.1:${port}/`));

// Accepts every connection and never answers.
createServer(() => undefined).listen(hangingPort, '127.0.0.1');
