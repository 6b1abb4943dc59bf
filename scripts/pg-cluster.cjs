// Throw-away PostgreSQL clusters for the tests: Debian's `postgresql` package (installed when missing, as
// ensure-chromium.mjs does for chromium), a cluster in a temporary folder on a free port, trust authentication, owned by
// a non-root user when the tests run as root (initdb refuses root). CommonJS: used by scripts/test.mjs, the bench and
// the service's fault tests (Jest).
const { spawn, spawnSync } = require('node:child_process');
const { chownSync, existsSync, mkdtempSync, openSync, readdirSync, rmSync, closeSync } = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const path = require('node:path');

/** The folder of initdb/postgres: PG_BIN, else the newest /usr/lib/postgresql/<version>/bin; null when not installed. */
function findPgBin() {
  if (process.env.PG_BIN && existsSync(path.join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

/** Installs Debian's postgresql package when no server is installed; returns the bin folder. */
function ensurePostgres() {
  const found = findPgBin();
  if (found) return found;
  console.log("PostgreSQL is missing: installing Debian's postgresql package (apt-get) …");
  const sudo = process.getuid && process.getuid() === 0 ? [] : ['sudo', '-n'];
  const run = (args) => {
    const full = [...sudo, ...args];
    return spawnSync(full[0], full.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  };
  const ok = run(['apt-get', 'update', '-qq']) && run(['apt-get', 'install', '-y', '-qq', 'postgresql']);
  const bin = findPgBin();
  if (!ok || !bin) {
    throw new Error(
      "PostgreSQL could not be installed. Install Debian's package as root (apt-get install -y postgresql) or set " +
        'PG_BIN to the folder holding initdb and postgres, then run the tests again.',
    );
  }
  return bin;
}

/** A port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** uid/gid to run the server as: ourselves, or the `postgres` user (else `nobody`) when we are root. */
function serverUser() {
  if (!process.getuid || process.getuid() !== 0) return {};
  for (const name of ['postgres', 'nobody']) {
    const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (uid.status === 0 && gid.status === 0) return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  }
  throw new Error('running as root, but there is neither a postgres nor a nobody user to run PostgreSQL as');
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a new cluster. Returns { url (of database `postgres`), urlOf(database), port, dataDir, pid(), restart(),
 * stop(), freeze(), thaw() }. `fsync=off`: a test cluster need not survive a power cut; a crash of the server process
 * itself loses nothing.
 */
async function startCluster(options = {}) {
  const bin = options.bin || ensurePostgres();
  const port = options.port || (await freePort());
  const user = serverUser();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  if (user.uid !== undefined) chownSync(dataDir, user.uid, user.gid);
  const init = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { ...user, encoding: 'utf8', cwd: dataDir },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);

  let child = null;
  const logFile = path.join(dataDir, 'server.log');
  const start = async () => {
    const log = openSync(logFile, 'a');
    child = spawn(
      path.join(bin, 'postgres'),
      [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-k',
        dataDir,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'fsync=off',
        '-c',
        'max_connections=200',
        '-c',
        'shared_buffers=32MB',
      ],
      // Its own process group: freeze() stops the server with every backend, and a Ctrl-C of the tests does not.
      { ...user, cwd: dataDir, stdio: ['ignore', log, log], detached: true },
    );
    closeSync(log);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.exited = exited;
    for (let i = 0; i < 300; i += 1) {
      const ready = spawnSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres'], {
        encoding: 'utf8',
      });
      if (ready.status === 0) return;
      if (child.exitCode !== null) break;
      await sleep(100);
    }
    throw new Error(`PostgreSQL did not start on port ${port}; see ${logFile}`);
  };
  const stopServer = async () => {
    if (!child || child.exitCode !== null) return;
    process.kill(-child.pid, 'SIGCONT');
    child.kill('SIGINT'); // fast shutdown: ends every connection (57P01), as a restart by the operator does
    await child.exited;
  };
  await start();
  const urlOf = (database) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    dataDir,
    url: urlOf('postgres'),
    urlOf,
    pid: () => child.pid,
    async restart(downMs = 0) {
      await stopServer();
      if (downMs) await sleep(downMs);
      await start();
    },
    /** Stops the server (a crash for the clients); start() brings it back. */
    stopServer,
    start,
    /** SIGSTOP to the server and every backend: a frozen database that still holds its connections open. */
    freeze: () => process.kill(-child.pid, 'SIGSTOP'),
    thaw: () => process.kill(-child.pid, 'SIGCONT'),
    async stop() {
      await stopServer();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

module.exports = { ensurePostgres, findPgBin, freePort, startCluster };
