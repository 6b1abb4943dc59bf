#!/usr/bin/env node
// npm run dev: the service plus the webpack dev servers of the shell and every remote, rebuilt on change.
// Open http://localhost:3000/app/ (the shell's dev server serves a remotes.json pointing at the remotes' dev servers
// and proxies /service to the service).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { frontEndPackages, isBuilt, root, servicePackage, webpackCli } from './lib-packages.mjs';

const servicePort = process.env.PORT || '8080';
const children = [];

function start(label, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = `[${label}] `;
  const forward = (stream, target) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) target.write(`${prefix}${line}\n`);
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => console.log(`${prefix}exited (${signal ?? code})`));
  children.push(child);
  return child;
}

function runToEnd(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

if (!isBuilt(servicePackage)) await runToEnd(process.execPath, [join(root, 'scripts', 'build.mjs'), 'service']);

const serviceScripts = JSON.parse(readFileSync(join(servicePackage.path, 'package.json'), 'utf8')).scripts ?? {};
const env = { ...process.env, PORT: servicePort };
if (serviceScripts.dev) start('service', 'npm', ['run', 'dev', '-w', '@portal/service', '--silent'], { cwd: root, env });
else start('service', process.execPath, [servicePackage.builtMarker], { cwd: root, env });

for (const pkg of frontEndPackages()) {
  if (!pkg.hasConfig) {
    console.warn(`dev: ${pkg.dir} has no webpack.config.cjs yet, skipped`);
    continue;
  }
  start(pkg.dir, process.execPath, [webpackCli, 'serve', '--mode', 'development'], {
    cwd: pkg.path,
    env: { ...process.env, NODE_ENV: 'development', PORTAL_SERVICE_URL: `http://localhost:${servicePort}` },
  });
}
console.log('dev: open http://localhost:3000/app/ (service on port ' + servicePort + ')');

const stop = (signal) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
  setTimeout(() => process.exit(0), 2000).unref();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
