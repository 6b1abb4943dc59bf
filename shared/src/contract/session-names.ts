// The cookie and header names of the session, in a module of their own: the HTTP client needs them at start, and
// without the schemas of contract/session the shell's first scripts carry no TypeBox.

/** Name of the session cookie (portal-core §9: a fixed portal-specific name). */
export const SESSION_COOKIE = 'NETZPORTAL_SESSION';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * The session check the shell starts every page with (GET, below the service's `/service`): the service names it in
 * the page it serves as a fetch preload, so its answer does not wait for the shell's scripts.
 */
export const SESSION_CHECK_URL = '/v1.0/session';
