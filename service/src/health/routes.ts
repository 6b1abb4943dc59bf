import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Health } from '@portal/shared/contract/health';
import type { Db } from '../db/db';
import { pingDatabase } from './queries';

/** A database that has not answered by then counts as unreachable: a load balancer must not wait for it. */
const DATABASE_TIMEOUT_MS = 2000;

function serviceVersion(): string {
  for (const dir of [path.join(__dirname, '..'), path.join(__dirname, '..', '..')]) {
    try {
      return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
    } catch {
      // built layout or source layout: try the other
    }
  }
  return 'unknown';
}

async function databaseReachable(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([pingDatabase(db), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** GET /service/health for load balancers and the operator's status page: 200 when the database answers, else 503. */
export function healthRoutes({ db }: { db: Db }) {
  const version = serviceVersion();
  return async function plugin(app: FastifyInstance): Promise<void> {
    app.get(
      '/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Whether the service and its database answer, and the service version',
          response: { 200: Health, 503: Health },
        },
      },
      async (_request, reply) => {
        const reachable = await databaseReachable(db);
        reply.header('Cache-Control', 'no-store');
        return reply
          .code(reachable ? 200 : 503)
          .send({ status: reachable ? 'ok' : 'unavailable', version, database: reachable ? 'reachable' : 'unreachable' });
      },
    );
  };
}
