import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import type { Db } from '../../src/db/db';
import { openPg } from '../../src/db/pg';
import { DatabaseUnavailableError, isUnavailableFault } from '../../src/db/unavailable';

// Building the app takes a few seconds on a busy machine.
jest.setTimeout(30_000);

const fault = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

/** A database that fails every call the way a restarting or unreachable server does. */
function failingDb(error: Error): Db {
  const fail = () => Promise.reject(error);
  return {
    kind: 'pg',
    query: fail,
    transaction: fail,
    exec: fail,
    withAdvisoryLock: fail,
    onNotify: () => () => undefined,
    close: async () => undefined,
  };
}

describe('database faults', () => {
  it.each([
    ['terminating connection due to administrator command', '57P01'],
    ['the database system is starting up', '57P03'],
    ['canceling statement due to statement timeout', '57014'],
    ['connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'],
    ['Connection terminated unexpectedly', undefined],
    ['timeout exceeded when trying to connect', undefined],
    ['Query read timeout', undefined],
  ])('“%s” is a passing outage (503), not a fault of the service', (message, code) => {
    expect(isUnavailableFault(fault(message, code))).toBe(true);
  });

  it.each([
    ['duplicate key value violates unique constraint', '23505'],
    ['syntax error at or near', '42601'],
    ['invalid byte sequence for encoding "UTF8": 0x00', '22021'],
  ])('“%s” stays a real error', (message, code) => {
    expect(isUnavailableFault(fault(message, code))).toBe(false);
  });

  describe('answers', () => {
    let app: FastifyInstance;
    afterEach(() => app.close());

    it.each([
      ['a restart', fault('terminating connection due to administrator command', '57P01')],
      ['an unreachable server', fault('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ])('503 in the maintenance answer’s shape with Retry-After during %s, on the session check too', async (_, error) => {
      app = buildApp({ db: failingDb(new DatabaseUnavailableError(error)), config: testConfig({ logLevel: 'silent' }) });
      for (const request of [
        { method: 'GET' as const, url: '/service/v1.0/session', headers: { cookie: 'SESSION=abc' } },
        { method: 'POST' as const, url: '/service/j_security_check', payload: { j_username: 'max', j_password: 'x' } },
      ]) {
        const response = await app.inject(request);
        expect(response.statusCode).toBe(503);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json()).toEqual({ type: 'MAINTENANCE', message: expect.any(String) });
      }
    });
  });

  describe('the pg adapter', () => {
    let server: Server;
    const sockets: Socket[] = [];
    afterEach(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server?.close(resolve));
    });

    it('gives up on a server that accepts but never answers (frozen) after the connect timeout', async () => {
      server = createServer((socket) => void sockets.push(socket));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const started = Date.now();
      await expect(openPg(`postgres://x@127.0.0.1:${port}/x`, { connectTimeoutMs: 500 })).rejects.toBeInstanceOf(DatabaseUnavailableError);
      expect(Date.now() - started).toBeLessThan(3_000);
    });

    it('reports a refused connection as unavailable', async () => {
      server = createServer();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      await new Promise((resolve) => server.close(resolve));
      await expect(openPg(`postgres://x@127.0.0.1:${port}/x`, { connectTimeoutMs: 500 })).rejects.toBeInstanceOf(DatabaseUnavailableError);
      server = createServer();
    });
  });
});
