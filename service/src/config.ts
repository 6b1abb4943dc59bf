import { existsSync } from 'node:fs';
import path from 'node:path';

/** Everything the service reads from the environment, read once at start. */
export interface Config {
  port: number;
  host: string;
  /** Absolute folder for the embedded database (PGlite lives in `<dataDir>/pglite`). */
  dataDir: string;
  /** `postgres://…` switches from PGlite to a PostgreSQL server. */
  databaseUrl: string | null;
  /**
   * DEMO_DATA=1: an empty PostgreSQL database (DATABASE_URL) gets the demo data at start too. The embedded default
   * database always does when empty; a database with users or business partners never.
   */
  demoData: boolean;
  /** PostgreSQL only: ms to wait for a connection before a request answers 503 (DB_CONNECT_TIMEOUT_MS, default 5000). */
  dbConnectTimeoutMs: number;
  /**
   * PostgreSQL only: ms a statement may run (DB_STATEMENT_TIMEOUT_MS, default 10000); the client gives up 2 s later
   * even when the server is frozen. Either answers 503. 0 turns both off.
   */
  dbStatementTimeoutMs: number;
  /** PostgreSQL only: connections per instance (DB_POOL_SIZE, default 10). */
  dbPoolSize: number;
  /**
   * WORKERS=n: n service processes share the port (node:cluster), for the cores of a server. PostgreSQL only: the
   * embedded database belongs to one process. Default 1 (no cluster).
   */
  workers: number;
  /** Initial state of the maintenance switch; it can be flipped at run time (app.maintenance). */
  maintenance: boolean;
  cookieSecure: boolean;
  logLevel: string;
  /** Folder holding shell/ and remote-*\/ with their dist folders. */
  frontendRoot: string;
  /** Optional JSON file name → manifest URL, merged per remote over the local builds (/app/remotes.json). */
  remotesFile: string | null;
  /** Optional operator.json (branding, hotlines, mail sender …); the demo operator otherwise. */
  operatorFile: string | null;
  /** `smtp://user:pass@host:port` (or smtps://): e-mails are delivered there besides being kept in the outbox. */
  smtpUrl: string | null;
  /** Sender of the portal's e-mails when MAIL_FROM is set; otherwise the operator file's mail sender. */
  mailFrom: string | null;
  /**
   * CUSTOMER_SERVICE_EMAIL: the customer service's mailbox; wifi reader orders and callback requests are written to it
   * (default kundenservice@netzportal.example: the outbox only, until the operator sets its own).
   */
  customerServiceEmail: string;
  /** The address customers reach the portal at; links in e-mails start with it. */
  publicUrl: string;
  /** DEV_MAILBOX=1: GET /service/dev/mailbox shows the outbox (development and browser tests only). */
  devMailbox: boolean;
  /**
   * Which proxies may name the client in X-Forwarded-For (rate limits per IP depend on it): false (default: the socket's
   * address counts), true (any: only behind a proxy that overwrites the header), or a list of addresses/CIDRs.
   */
  trustProxy: boolean | string;
  /**
   * TWO_FACTOR_KEY: 32 bytes (base64 or 64 hex digits) that encrypt the authenticator-app secrets. Without it the key
   * is generated into `<dataDir>/two-factor.key` on first start; several instances must share one configured key.
   */
  twoFactorKey: string | null;
  /**
   * OPERATOR_TOKEN: the bearer token of the operator API (meter data import), at least 32 characters; without it
   * the operator API answers every call 401.
   */
  operatorToken: string | null;
  /** WEBAUTHN_RP_ID: the domain passkeys are bound to (default: the host of PUBLIC_URL). */
  webauthnRpId: string;
  /** WEBAUTHN_ORIGINS: comma-separated origins the browser may sign passkey requests on (default: PUBLIC_URL's origin). */
  webauthnOrigins: string[];
  /**
   * WEBHOOK_ALLOW_INSECURE=1: notification webhooks may use http and reach local and private addresses (development
   * and tests only; otherwise https to public addresses only, against SSRF).
   */
  webhookAllowInsecure: boolean;
}

const numberOr = (value: string | undefined, fallback: number) => {
  const n = Number(value?.trim() || NaN);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

const truthy = (value: string | undefined) => value === '1' || value?.toLowerCase() === 'true';

function trustProxy(value: string | undefined): boolean | string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === '0' || trimmed.toLowerCase() === 'false') return false;
  return truthy(trimmed) ? true : trimmed;
}

/** The repository root: the first folder above `from` that holds shell/ (works from src/ and from dist/). */
function findRepoRoot(from: string): string {
  let dir = from;
  for (;;) {
    if (existsSync(path.join(dir, 'shell')) && existsSync(path.join(dir, 'service'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(from, '..', '..');
    dir = parent;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, moduleDir: string = __dirname): Config {
  const databaseUrl = env.DATABASE_URL?.trim();
  const publicUrl = (env.PUBLIC_URL?.trim() || `http://localhost:${Number(env.PORT ?? 8080) || 8080}`).replace(/\/+$/, '');
  const origins = (env.WEBAUTHN_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    port: Number(env.PORT ?? 8080) || 8080,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(process.cwd(), env.DATA_DIR || './.data'),
    databaseUrl: databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl) ? databaseUrl : null,
    demoData: truthy(env.DEMO_DATA),
    dbConnectTimeoutMs: numberOr(env.DB_CONNECT_TIMEOUT_MS, 5_000),
    dbStatementTimeoutMs: numberOr(env.DB_STATEMENT_TIMEOUT_MS, 10_000),
    dbPoolSize: Math.max(1, numberOr(env.DB_POOL_SIZE, 10)),
    workers: Math.max(1, Math.floor(numberOr(env.WORKERS, 1))),
    maintenance: truthy(env.MAINTENANCE),
    cookieSecure: truthy(env.COOKIE_SECURE),
    logLevel: env.LOG_LEVEL || 'warn',
    frontendRoot: env.FRONTEND_ROOT ? path.resolve(process.cwd(), env.FRONTEND_ROOT) : findRepoRoot(moduleDir),
    remotesFile: env.REMOTES_FILE ? path.resolve(process.cwd(), env.REMOTES_FILE) : null,
    operatorFile: env.OPERATOR_FILE ? path.resolve(process.cwd(), env.OPERATOR_FILE) : null,
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || null,
    customerServiceEmail: env.CUSTOMER_SERVICE_EMAIL?.trim() || 'kundenservice@netzportal.example',
    publicUrl,
    devMailbox: truthy(env.DEV_MAILBOX),
    trustProxy: trustProxy(env.TRUST_PROXY),
    twoFactorKey: env.TWO_FACTOR_KEY?.trim() || null,
    operatorToken: (env.OPERATOR_TOKEN?.trim().length ?? 0) >= 32 ? env.OPERATOR_TOKEN!.trim() : null,
    webauthnRpId: env.WEBAUTHN_RP_ID?.trim() || new URL(publicUrl).hostname,
    webauthnOrigins: origins.length > 0 ? origins : [new URL(publicUrl).origin],
    webhookAllowInsecure: truthy(env.WEBHOOK_ALLOW_INSECURE),
  };
}

const TEST_TWO_FACTOR_KEY = Buffer.alloc(32, 7).toString('base64');

/** A config for tests and tools: defaults plus overrides, no environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // A fixed key: tests need no key file in a data folder.
  return { ...loadConfig({}), twoFactorKey: TEST_TWO_FACTOR_KEY, ...overrides };
}
