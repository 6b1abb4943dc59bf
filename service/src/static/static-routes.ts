import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';
import { cacheControlFor, readRemotesMap, type Frontend } from './frontend';
import { emptyAnswer } from '../http/replies';

/**
 * Serves the front end in the default start: /app (shell, history fallback to index.html), /remotes/<name>/ (each
 * built remote, CORS open because manifests and chunks may be fetched from another origin) and /app/remotes.json.
 * A missing dist folder only means 404 on its paths.
 */
export function staticRoutes({ config, frontend }: { config: Config; frontend: Frontend }) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/app/'));
    app.get('/app', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/app/'));

    app.get('/app/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return readRemotesMap(config, frontend);
    });

    const shellDist = frontend.shellDist;
    if (shellDist) {
      await app.register(async (shell) => {
        await shell.register(fastifyStatic, {
          root: shellDist,
          prefix: '/',
          preCompressed: true,
          cacheControl: false,
          setHeaders: (reply: FastifyReply, filePath: string) => {
            reply.header('Cache-Control', cacheControlFor(filePath));
          },
        });
        // History fallback: any path under /app that does not name a file is a front-end route.
        shell.setNotFoundHandler(async (request, reply) => {
          const last = request.url.split('?')[0].split('/').pop() ?? '';
          if (request.method !== 'GET' && request.method !== 'HEAD') return emptyAnswer(reply, 404);
          if (last.includes('.')) return reply.code(404).send({ type: 'NOT_FOUND', message: 'Nicht gefunden' });
          reply.header('Cache-Control', 'no-cache');
          return reply.sendFile('index.html', shellDist);
        });
      }, { prefix: '/app' });
    }

    for (const [name, dist] of frontend.remotes) {
      await app.register(fastifyStatic, {
        root: dist,
        prefix: `/remotes/${name}/`,
        decorateReply: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply: FastifyReply, filePath: string) => {
          reply.header('Cache-Control', cacheControlFor(filePath));
          reply.header('Access-Control-Allow-Origin', '*');
          reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
        },
      });
    }
  };
}
