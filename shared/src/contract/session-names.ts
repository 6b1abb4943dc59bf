// The cookie and header names of the session, in a module of their own: the HTTP client needs them at start, and
// without the schemas of contract/session the shell's first scripts carry no TypeBox.

/** Name of the session cookie (portal-core §9: a fixed portal-specific name). */
export const SESSION_COOKIE = 'NETZPORTAL_SESSION';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
