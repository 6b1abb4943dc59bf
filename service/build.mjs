// Bundles the service for `npm start`: dist/server.js, dist/seed-cli.js, dist/mailbox-cli.js and dist/import-cli.js (CommonJS, Node 20). npm dependencies
// stay external (installed in node_modules); @portal/shared (TypeScript sources) is bundled. data/ is copied next to it.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@portal/shared');

const started = Date.now();
rmSync(path.join(here, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: {
    server: path.join(here, 'src/server.ts'),
    'seed-cli': path.join(here, 'src/seed-cli.ts'),
    'mailbox-cli': path.join(here, 'src/mailbox-cli.ts'),
    'import-cli': path.join(here, 'src/import-cli.ts'),
  },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
cpSync(path.join(here, 'data'), path.join(here, 'dist', 'data'), { recursive: true });
console.log(`service built in ${Date.now() - started} ms`);
