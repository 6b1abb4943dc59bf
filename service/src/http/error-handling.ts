import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_NUMBERS, type ErrorItem } from '@portal/shared/contract/errors';
import { toErrorItems } from './validation-errors';
import { isUnavailableFault } from '../db/unavailable';
import { DATABASE_UNAVAILABLE_BODY, DATABASE_RETRY_AFTER_SECONDS } from '../maintenance/maintenance';

const general = (message: string, number: number = ERROR_NUMBERS.INVALID_FORMAT): ErrorItem[] => [{ path: 'general', message, number }];

/**
 * One error handler for the whole app: validation failures become the 400 error array, every other client error keeps
 * its status with a small JSON body, database outages answer 503, and only real faults answer 500. Bad input never
 * reaches 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The database is restarting, unreachable or frozen: a passing fault, answered like maintenance (portal-core §8:
    // the front end shows the maintenance screen and logs nobody out) with when to try again.
    if (isUnavailableFault(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).send(DATABASE_UNAVAILABLE_BODY);
    }
    if (error.validation) {
      return reply.code(400).send(toErrorItems(error.validation, error.validationContext));
    }
    const status = error.statusCode ?? 500;
    if (status === 400) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'Ungültiges JSON' : 'Ungültige Anfrage';
      return reply.code(400).send(general(message));
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ type: 'CLIENT_ERROR', message: error.code ?? 'Ungültige Anfrage' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ type: 'ERROR', message: 'Ein Fehler ist aufgetreten' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ type: 'NOT_FOUND', message: 'Nicht gefunden' });
  });
}

/**
 * Errors Fastify answers before any route, hook or error handler (its `frameworkErrors` option): a path that is not
 * valid percent-encoding (400) and a path parameter beyond the router's length limit (414). The portal's small JSON
 * body instead of Fastify's own, which echoes the path.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.code(400).send({ type: 'CLIENT_ERROR', message: 'Ungültige Adresse' });
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send({ type: 'CLIENT_ERROR', message: 'Die Adresse ist zu lang' });
  } else {
    request.log.error({ err: error }, 'request failed before routing');
    void reply.code(500).send({ type: 'ERROR', message: 'Ein Fehler ist aufgetreten' });
  }
}

/**
 * Accepts `Content-Type: application/json` with an empty body (clients send it on PUT/POST without payload, API-COMPAT):
 * the body is then undefined. Everything else goes to Fastify's own parser, which guards against prototype poisoning.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    // The default parser answers through `done`; its type also admits the promise form, which it never returns.
    void parseJson(request, text, done);
  });
}
