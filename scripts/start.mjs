#!/usr/bin/env node
// npm start: builds whatever is not built yet, then runs the service, which serves the whole portal on one port.
// PORT, DATA_DIR, DATABASE_URL and the service's other settings are passed on through the environment.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { join } from 'node:path';
import { root, servicePackage, isBuilt } from './lib-packages.mjs';

function runToEnd(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

const buildCode = await runToEnd(process.execPath, [join(root, 'scripts', 'build.mjs')]);
if (buildCode !== 0 && !isBuilt(servicePackage)) {
  console.error('start: the build failed and the service is not built; nothing to start');
  process.exit(buildCode);
}
if (buildCode !== 0) console.warn('start: some packages failed to build; starting with what is there');

const service = spawn(process.execPath, [servicePackage.builtMarker, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => service.kill(signal));
}
service.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 128 + (os.constants.signals[signal] ?? 1) : 1);
});
