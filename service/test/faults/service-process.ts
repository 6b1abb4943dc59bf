import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { DEMO_PASSWORD } from '../../src/demo/seed';

// The fault tests kill and restart real service processes: the service bundled as `npm start` runs it.
const serviceDir = path.resolve(__dirname, '..', '..');
const outDir = path.join(serviceDir, '.fault-build');
let built: Promise<string> | null = null;

/**
 * Bundles one entry of src (e.g. 'server', 'import-cli') as `npm run build` does into service/.fault-build, where
 * node_modules resolve; returns the bundle's path.
 */
export async function bundleEntry(entry: string): Promise<string> {
  mkdirSync(outDir, { recursive: true });
  const outfile = path.join(outDir, `${entry}-${process.pid}.js`);
  const pkg = require(path.join(serviceDir, 'package.json')) as { dependencies: Record<string, string> };
  await build({
    entryPoints: [path.join(serviceDir, `src/${entry}.ts`)],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: Object.keys(pkg.dependencies).filter((name) => name !== '@portal/shared'),
    logLevel: 'warning',
  });
  return outfile;
}

/** Bundles src/server.ts once per test file (~1 s), with the data files it reads beside it. */
export function buildService(): Promise<string> {
  built ??= (async () => {
    const script = await bundleEntry('server');
    if (!existsSync(path.join(outDir, 'data'))) cpSync(path.join(serviceDir, 'data'), path.join(outDir, 'data'), { recursive: true });
    return script;
  })();
  return built;
}

export interface ServiceProcess {
  url: string;
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
  kill(signal?: NodeJS.Signals): Promise<number | string>;
}

/** Starts the built service on `port` and waits until it answers (seeding an empty database included). */
export async function startService(port: number, env: Record<string, string>): Promise<ServiceProcess> {
  const script = await buildService();
  const child: ChildProcess = spawn(process.execPath, [script], {
    cwd: serviceDir,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DAYS: '2', DEMO_DATA: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`service exited at start:\n${log}`);
    if (log.includes('Netzportal läuft')) break;
    if (Date.now() - started > 150_000) throw new Error(`service did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    output: () => log,
    exited,
    async kill(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** A client with a cookie jar and the CSRF header, as the browser's shell calls the service. */
export function client(base: string, ip?: string) {
  const cookies = new Map<string, string>();
  const call = async (method: string, url: string, body?: unknown, extra: Record<string, string> = {}) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(cookies.has('XSRF-TOKEN') ? { 'x-xsrf-token': cookies.get('XSRF-TOKEN') ?? '' } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(ip ? { 'x-forwarded-for': ip } : {}),
        ...extra,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair.split('=');
      if (value.join('=') === '') cookies.delete(name);
      else cookies.set(name, value.join('='));
    }
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) as unknown };
  };
  return { call, cookies, base };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Logs in again and again (each 200 is a session row written and committed) while the process is killed with
 * SIGKILL, starts it again on the same database and checks that every acknowledged session is still there.
 */
export async function acknowledgedWritesSurvive(start: () => Promise<ServiceProcess>): Promise<void> {
  const first = await start();
  const acknowledged: Map<string, string>[] = [];
  let running = true;
  const writers = Array.from({ length: 3 }, async (_, w) => {
    for (let i = 0; running; i += 1) {
      const user = client(first.url, `10.80.${w}.${i % 250}`);
      const answer = await user
        .call('POST', '/service/j_security_check', { j_username: 'max.mustermann', j_password: DEMO_PASSWORD })
        .catch(() => null);
      if (answer?.status === 200) acknowledged.push(new Map(user.cookies));
    }
  });
  await sleep(1500);
  await first.kill('SIGKILL');
  running = false;
  await Promise.all(writers);
  expect(acknowledged.length).toBeGreaterThan(0);

  const second = await start();
  for (const cookies of acknowledged) {
    const user = client(second.url, '10.81.0.1');
    for (const [name, value] of cookies) user.cookies.set(name, value);
    expect((await user.call('GET', '/service/v1.0/session')).json()).toMatchObject({ authenticated: true });
  }
  await second.kill();
}
