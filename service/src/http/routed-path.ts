import type { FastifyRequest } from 'fastify';

/**
 * The path a request is routed by. A request line may carry an absolute URL (`POST http://host/service/…`, RFC 9112
 * §3.2.2) that the router accepts: every rule that depends on the path (maintenance, CSRF, which API) must look at the
 * same path, never at the raw `request.url`'s prefix.
 */
export function routedPath(request: FastifyRequest): string {
  let url = request.url;
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url);
  if (absolute) url = url.slice(absolute[0].length) || '/';
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** A call of the service's API (under /service), by its routed path. */
export const isServiceRequest = (request: FastifyRequest) => {
  const path = routedPath(request);
  return path === '/service' || path.startsWith('/service/');
};
