import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';
import type { Composition } from './composition';
import { cacheControlFor } from './frontend';
import { renderShellPage, shellTemplate } from './shell-page';
import { RoutePreloads, routeReads } from './route-preloads';
import { pageHeading } from './page-heading';
import { SESSION_CHECK_URL, SESSION_COOKIE } from '@portal/shared/contract/session-names';
import type { OperatorConfig } from '../operator/operator-config';
import { emptyAnswer } from '../http/replies';

/** File types the builds consist of: a missing one is a stale or broken reference and answers 404, never a page. */
const ASSET_FILE = /\.(?:m?js|css|map|json|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|wasm|txt|br|gz)$/i;

/**
 * Whether a path under /app that no file answered is a front-end route (the shell's page, whose router shows "Seite
 * nicht gefunden" for an unknown one). A last segment with a dot may name a missing file: only a browser asking for a
 * page (Accept: text/html) gets the page then, and never for a file type of the builds.
 */
function isFrontEndRoute(url: string, accept: string | undefined): boolean {
  const last = url.split('?')[0].split('/').pop() ?? '';
  if (!last.includes('.') || last === 'index.html') return true;
  return !ASSET_FILE.test(last) && /\btext\/html\b/i.test(accept ?? '');
}

/**
 * Serves the front end in the default start: /app (shell, history fallback to index.html with the operator's page
 * frame drawn in), /remotes/<folder>/ (every
 * built version of each remote, CORS open because manifests and chunks may be fetched from another origin),
 * /app/remotes.json (the composition: each remote's entry, descriptor and fallback areas, and the problems found)
 * and /app/operator.json. A missing dist folder only means 404 on its paths.
 */
export function staticRoutes({ composition, operator }: { config: Config; composition: Composition; operator: OperatorConfig }) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/app/'));
    app.get('/app', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/app/'));

    app.get('/app/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      const { remotes, problems } = composition.current();
      return { remotes, problems };
    });

    app.get('/app/operator.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return operator.current().branding;
    });

    const { shellDist, remotes } = composition.frontend();
    if (shellDist) {
      const template = shellTemplate(shellDist);
      const preloads = new RoutePreloads(() => composition.frontend());
      await app.register(
        async (shell) => {
          await shell.register(fastifyStatic, {
            root: shellDist,
            prefix: '/',
            // /app/ and /app/index.html are the page with the operator's frame (the fallback below), not the file.
            index: false,
            allowedPath: (pathName) => pathName !== '/' && pathName !== '/index.html',
            preCompressed: true,
            cacheControl: false,
            setHeaders: (reply: FastifyReply, filePath: string) => {
              reply.header('Cache-Control', cacheControlFor(filePath));
            },
          });
          // History fallback: a path under /app that no file answered is a front-end route, unless it names a missing file.
          shell.setNotFoundHandler(async (request, reply) => {
            if (request.method !== 'GET' && request.method !== 'HEAD') return emptyAnswer(reply, 404);
            if (!isFrontEndRoute(request.url, request.headers.accept)) {
              return reply.code(404).send({ type: 'NOT_FOUND', message: 'Nicht gefunden' });
            }
            reply.header('Cache-Control', 'no-cache');
            const { remotes, problems } = composition.current();
            const pathname = request.url.split('?')[0].replace(/^\/app(?=\/|$)/, '') || '/';
            const session = !!request.cookies[SESSION_COOKIE];
            const page = renderShellPage(template(), {
              operator: operator.current().branding,
              remotes: { remotes, problems },
              preloads: preloads.scripts(pathname, remotes, session),
              // The shell's session check first: every page waits for it before the guard lets it draw.
              reads: [`/service${SESSION_CHECK_URL}`, ...routeReads(pathname, remotes, session)],
              session,
              heading: pageHeading(pathname, remotes, session),
            });
            return reply.type('text/html; charset=utf-8').send(page);
          });
        },
        { prefix: '/app' },
      );
    }

    for (const remote of remotes) {
      await app.register(fastifyStatic, {
        root: remote.dist,
        prefix: `/remotes/${remote.folder}/`,
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
