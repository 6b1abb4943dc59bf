// Builds remote-dashboard alone into a folder of its own (the shell is not rebuilt) and serves it from another
// origin, as a CDN would: the browser test then points remotes.json at it.
// Usage: node support/serve-rebuilt-remote.mjs <port>
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const port = Number(process.argv[2]);
const outDir = join(here, '..', '.artifacts', 'remote-dashboard-rebuilt');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const build = spawnSync(process.execPath, [join(root, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--mode', 'production'], {
  cwd: join(root, 'remote-dashboard'),
  stdio: 'inherit',
  env: { ...process.env, PORTAL_OUTPUT_DIR: outDir, PORTAL_BUILD_ID: 'rebuilt-alone' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const types = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.map': 'application/json' };
createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(outDir, path);
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (!file.startsWith(outDir) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}).listen(port, '127.0.0.1', () => console.log(`rebuilt remote-dashboard served at http://127.0.0.1:${port}/`));
