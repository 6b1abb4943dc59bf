// E2E_PORT_OFFSET moves every port, so that two runs (e.g. of two engineers on one machine) do not collide.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

// Every service instance the browser tests start (see playwright.config.ts), one port each.
export const PORTS = {
  /** The portal as `npm start` serves it. */
  main: 18080 + offset,
  /** The same portal with MAINTENANCE=1. */
  maintenance: 18081 + offset,
  /** remotes.json points remote_dashboard at an address where nothing answers. */
  brokenRemote: 18082 + offset,
  /** remotes.json points remote_dashboard at another origin that serves a separately rebuilt remote. */
  foreignRemote: 18083 + offset,
  /** The static server of that separately rebuilt remote_dashboard (another origin). */
  remoteOrigin: 18090 + offset,
} as const;

export const url = (port: number, path = '/app/') => `http://127.0.0.1:${port}${path}`;
