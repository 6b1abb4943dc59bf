// E2E_PORT_OFFSET moves every port, so that two runs (e.g. of two engineers on one machine) do not collide.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

// Every service instance the browser tests start (see playwright.config.ts), one port each.
export const PORTS = {
  /** The portal as `npm start` serves it. */
  main: 18080 + offset,
  /** The same portal with MAINTENANCE=1. */
  maintenance: 18081 + offset,
  /** Started without remote-dashboard's build; remotes.json points remote_consumption at an origin that hangs. */
  brokenRemote: 18082 + offset,
  /** Its remotes.json and operator.json are rewritten by the composition tests (the service follows both files). */
  foreignRemote: 18083 + offset,
  /** The static server of the separately rebuilt remote_dashboard (another origin). */
  remoteOrigin: 18090 + offset,
  /** Accepts connections and never answers. */
  hangingOrigin: 18091 + offset,
} as const;

export const url = (port: number, path = '/app/') => `http://127.0.0.1:${port}${path}`;
