// The built portal on a fresh embedded database, for the parts of npm run bench that drive a browser; and stopping any
// part's service process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** BENCH_PORT (e.g. on a machine shared with others, a port of one's own range), else a random free-looking one. */
export function benchPort() {
  return Number(process.env.BENCH_PORT) || 20000 + Math.floor(Math.random() * 20000);
}

export function startService(dataDir, port) {
  const child = spawn(process.execPath, [path.join(root, 'service', 'dist', 'server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DAYS: '20',
      DEMO_DATA: '1',
      LOG_LEVEL: 'error',
      DATABASE_URL: '',
      FRONTEND_ROOT: root,
    },
    stdio: 'ignore',
  });
  return child;
}

/** Stops a service process (SIGTERM) and waits until it has exited. */
export async function stopService(child) {
  const exited = new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve)));
  child.kill('SIGTERM');
  await exited;
}

export async function waitFor(url, child, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error('service exited');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('service did not start');
}
