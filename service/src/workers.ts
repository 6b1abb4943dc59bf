import cluster, { type Worker } from 'node:cluster';

export const WORKERS_NEED_POSTGRES =
  'WORKERS > 1 braucht einen PostgreSQL-Server (DATABASE_URL): die eingebettete Datenbank (PGlite) gehört genau ' +
  'einem Prozess. WORKERS weglassen oder DATABASE_URL setzen.';

/** How long the workers get to finish their requests at shutdown before they are killed. */
const SHUTDOWN_GRACE_MS = 15_000;

/**
 * The supervising process of WORKERS=n: forks n workers that share the port (node:cluster hands connections out in
 * turn), replaces a worker that dies, and on SIGTERM/SIGINT lets every worker finish its requests and close its
 * database pool before it exits itself. Resolves once all n workers listen.
 */
export function superviseWorkers(count: number): Promise<void> {
  let stopping = false;
  const started = new Promise<void>((resolve, reject) => {
    let listening = 0;
    const fork = (initial: boolean) => {
      const worker = cluster.fork();
      worker.on('message', (message: { type?: string }) => {
        if (message?.type !== 'listening') return;
        console.log(`Worker ${worker.process.pid} bereit.`);
        if (initial && ++listening === count) resolve();
      });
      worker.on('exit', (code, signal) => {
        if (stopping) return;
        if (initial && listening < count) {
          reject(new Error(`Worker ${worker.process.pid} endete beim Start (${signal ?? code}).`));
          return;
        }
        console.warn(`Worker ${worker.process.pid} endete (${signal ?? code}): ein neuer wird gestartet.`);
        fork(false);
      });
    };
    for (let i = 0; i < count; i += 1) fork(true);
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: Netzportal wird beendet (${Object.keys(cluster.workers ?? {}).length} Worker) …`);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    const exited = workers.map((w) => new Promise<void>((resolve) => (w.isDead() ? resolve() : w.once('exit', () => resolve()))));
    for (const worker of workers) worker.process.kill('SIGTERM');
    const force = setTimeout(() => workers.forEach((w) => w.isDead() || w.process.kill('SIGKILL')), SHUTDOWN_GRACE_MS);
    void Promise.all(exited).then(() => {
      clearTimeout(force);
      process.exit(0);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  return started.catch((error: unknown) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
    throw error;
  });
}
