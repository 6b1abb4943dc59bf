"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// service/src/config.ts
var import_node_fs = require("node:fs");
var import_node_path = __toESM(require("node:path"));
var numberOr = (value, fallback) => {
  const n = Number(value?.trim() || NaN);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};
var truthy = (value) => value === "1" || value?.toLowerCase() === "true";
function trustProxy(value) {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "" || trimmed === "0" || trimmed.toLowerCase() === "false") return false;
  return truthy(trimmed) ? true : trimmed;
}
function findRepoRoot(from) {
  let dir = from;
  for (; ; ) {
    if ((0, import_node_fs.existsSync)(import_node_path.default.join(dir, "shell")) && (0, import_node_fs.existsSync)(import_node_path.default.join(dir, "service"))) return dir;
    const parent = import_node_path.default.dirname(dir);
    if (parent === dir) return import_node_path.default.resolve(from, "..", "..");
    dir = parent;
  }
}
function loadConfig(env = process.env, moduleDir = __dirname) {
  const databaseUrl = env.DATABASE_URL?.trim();
  return {
    port: Number(env.PORT ?? 8080) || 8080,
    host: env.HOST || "0.0.0.0",
    dataDir: import_node_path.default.resolve(process.cwd(), env.DATA_DIR || "./.data"),
    databaseUrl: databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl) ? databaseUrl : null,
    dbConnectTimeoutMs: numberOr(env.DB_CONNECT_TIMEOUT_MS, 5e3),
    dbStatementTimeoutMs: numberOr(env.DB_STATEMENT_TIMEOUT_MS, 1e4),
    dbPoolSize: Math.max(1, numberOr(env.DB_POOL_SIZE, 10)),
    maintenance: truthy(env.MAINTENANCE),
    cookieSecure: truthy(env.COOKIE_SECURE),
    logLevel: env.LOG_LEVEL || "warn",
    frontendRoot: env.FRONTEND_ROOT ? import_node_path.default.resolve(process.cwd(), env.FRONTEND_ROOT) : findRepoRoot(moduleDir),
    remotesFile: env.REMOTES_FILE ? import_node_path.default.resolve(process.cwd(), env.REMOTES_FILE) : null,
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || "Netzportal <no-reply@netzportal.example>",
    publicUrl: (env.PUBLIC_URL?.trim() || `http://localhost:${Number(env.PORT ?? 8080) || 8080}`).replace(/\/+$/, ""),
    devMailbox: truthy(env.DEV_MAILBOX),
    trustProxy: trustProxy(env.TRUST_PROXY)
  };
}

// service/src/app.ts
var import_fastify = __toESM(require("fastify"));
var import_fastify_plugin = __toESM(require("fastify-plugin"));
var import_cookie = __toESM(require("@fastify/cookie"));
var import_formbody = __toESM(require("@fastify/formbody"));
var import_compress = __toESM(require("@fastify/compress"));
var import_helmet = __toESM(require("@fastify/helmet"));

// shared/src/contract/errors.ts
var import_typebox = require("@sinclair/typebox");
var ErrorItem = import_typebox.Type.Object({
  path: import_typebox.Type.String(),
  message: import_typebox.Type.String(),
  number: import_typebox.Type.Optional(import_typebox.Type.Integer())
});
var ErrorArray = import_typebox.Type.Array(ErrorItem);
var MaintenanceError = import_typebox.Type.Object({
  type: import_typebox.Type.Literal("MAINTENANCE"),
  message: import_typebox.Type.String()
});
var ERROR_NUMBERS = {
  REQUIRED: 1,
  INVALID_FORMAT: 2,
  TOO_LONG: 3,
  TOO_SHORT: 4,
  OUT_OF_RANGE: 5,
  INVALID_VALUE: 6,
  READING_IMPLAUSIBLE: 250
};
var ApiError = import_typebox.Type.Object({ type: import_typebox.Type.String(), message: import_typebox.Type.String() });

// service/src/http/validation-errors.ts
function toErrorItems(errors, context) {
  const items = errors.map((error) => toErrorItem(error, context));
  const seen = /* @__PURE__ */ new Set();
  return items.filter((item) => {
    const key = `${item.path}|${item.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
function toErrorItem(error, context) {
  const params2 = error.params ?? {};
  const segments = (error.instancePath ?? "").split("/").filter(Boolean).map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  if (error.keyword === "required" && typeof params2.missingProperty === "string") {
    segments.push(params2.missingProperty);
  }
  if (error.keyword === "additionalProperties" && typeof params2.additionalProperty === "string") {
    segments.push(params2.additionalProperty);
  }
  const path5 = segments.length ? segments.join(".") : context === "body" || !context ? "general" : context;
  return { path: path5, ...describe(error.keyword, params2) };
}
function describe(keyword, params2) {
  switch (keyword) {
    case "required":
      return { message: "Pflichtfeld", number: ERROR_NUMBERS.REQUIRED };
    case "maxLength":
      return { message: `H\xF6chstens ${String(params2.limit)} Zeichen`, number: ERROR_NUMBERS.TOO_LONG };
    case "minLength":
      return Number(params2.limit) <= 1 ? { message: "Pflichtfeld", number: ERROR_NUMBERS.REQUIRED } : { message: `Mindestens ${String(params2.limit)} Zeichen`, number: ERROR_NUMBERS.TOO_SHORT };
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum":
    case "minItems":
    case "maxItems":
      return { message: "Wert au\xDFerhalb des erlaubten Bereichs", number: ERROR_NUMBERS.OUT_OF_RANGE };
    case "enum":
    case "const":
    case "anyOf":
    case "oneOf":
    case "additionalProperties":
      return { message: "Ung\xFCltiger Wert", number: ERROR_NUMBERS.INVALID_VALUE };
    default:
      return { message: "Ung\xFCltiges Format", number: ERROR_NUMBERS.INVALID_FORMAT };
  }
}

// service/src/db/unavailable.ts
var DatabaseUnavailableError = class extends Error {
  constructor(cause) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "DatabaseUnavailableError";
  }
};
var UNAVAILABLE_SQLSTATES = /* @__PURE__ */ new Set(["57P01", "57P02", "57P03", "57P04", "57P05", "53300", "57014", "25P03"]);
var NETWORK_CODES = /* @__PURE__ */ new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH", "EAI_AGAIN"]);
var DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /^Client has encountered a connection error/,
  /^Client was closed/,
  /^Cannot use a pool after calling end/
];
function isUnavailableFault(error) {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = error.code;
  if (typeof code === "string" && (code.startsWith("08") || UNAVAILABLE_SQLSTATES.has(code) || NETWORK_CODES.has(code))) {
    return true;
  }
  return DRIVER_MESSAGES.some((pattern) => pattern.test(error.message));
}
function classifyDbError(error) {
  throw isUnavailableFault(error) ? new DatabaseUnavailableError(error) : error;
}

// service/src/http/routed-path.ts
function routedPath(request) {
  let url = request.url;
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url);
  if (absolute) url = url.slice(absolute[0].length) || "/";
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}
var isServiceRequest = (request) => {
  const path5 = routedPath(request);
  return path5 === "/service" || path5.startsWith("/service/");
};

// service/src/maintenance/maintenance.ts
var MAINTENANCE_BODY = {
  type: "MAINTENANCE",
  message: "Derzeit wird das System gewartet."
};
var DATABASE_UNAVAILABLE_BODY = {
  type: "MAINTENANCE",
  message: "Der Dienst ist vor\xFCbergehend nicht erreichbar. Bitte versuchen Sie es in K\xFCrze erneut."
};
var DATABASE_RETRY_AFTER_SECONDS = 5;
function registerMaintenance(app, initial) {
  let enabled = initial;
  app.decorate("maintenance", {
    get enabled() {
      return enabled;
    },
    set(next) {
      enabled = next;
    }
  });
  app.addHook("onRequest", async (request, reply) => {
    if (enabled && isServiceRequest(request)) {
      return reply.code(503).header("Retry-After", "600").send(MAINTENANCE_BODY);
    }
    return void 0;
  });
}

// service/src/http/error-handling.ts
var general = (message, number = ERROR_NUMBERS.INVALID_FORMAT) => [
  { path: "general", message, number }
];
function registerErrorHandling(app) {
  app.setErrorHandler((error, request, reply) => {
    if (isUnavailableFault(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply.code(503).header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS)).send(DATABASE_UNAVAILABLE_BODY);
    }
    if (error.validation) {
      return reply.code(400).send(toErrorItems(error.validation, error.validationContext));
    }
    const status = error.statusCode ?? 500;
    if (status === 400) {
      const message = error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError ? "Ung\xFCltiges JSON" : "Ung\xFCltige Anfrage";
      return reply.code(400).send(general(message));
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ type: "CLIENT_ERROR", message: error.code ?? "Ung\xFCltige Anfrage" });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ type: "ERROR", message: "Ein Fehler ist aufgetreten" });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ type: "NOT_FOUND", message: "Nicht gefunden" });
  });
}
function registerJsonParser(app) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") {
      done(null, void 0);
      return;
    }
    parseJson(request, text, done);
  });
}

// service/src/accounts/secrets.ts
var import_node_crypto = require("node:crypto");
function sha256(value) {
  return (0, import_node_crypto.createHash)("sha256").update(value, "utf8").digest("hex");
}
function linkCode() {
  return (0, import_node_crypto.randomBytes)(32).toString("base64url");
}
var SHORT_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
function shortCode(length) {
  let code = "";
  for (let i = 0; i < length; i += 1) code += SHORT_ALPHABET[(0, import_node_crypto.randomInt)(SHORT_ALPHABET.length)];
  return code;
}
var normalizeShortCode = (code) => code.trim().toUpperCase();
function sameHash(a, b) {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && (0, import_node_crypto.timingSafeEqual)(x, y);
}
var API_TOKEN_PREFIX = "nzp_";
function apiToken() {
  return API_TOKEN_PREFIX + (0, import_node_crypto.randomBytes)(32).toString("base64url");
}

// service/src/accounts/rate-limit.ts
var LIMITS = {
  /** Failed logins from one address, whatever the login (password spraying); the per-account lockout is separate. */
  loginFailuresPerIp: { bucket: "login-failures-ip", max: 20, windowSeconds: 900 },
  registrationPerIp: { bucket: "registration-ip", max: 10, windowSeconds: 3600 },
  registrationPerMeterPoint: { bucket: "registration-pod", max: 5, windowSeconds: 3600 },
  confirmPerIp: { bucket: "confirm-ip", max: 20, windowSeconds: 3600 },
  retrievalPerIp: { bucket: "retrieval-ip", max: 10, windowSeconds: 3600 },
  retrievalPerMeterPoint: { bucket: "retrieval-pod", max: 3, windowSeconds: 3600 },
  resetPerIp: { bucket: "reset-ip", max: 10, windowSeconds: 3600 },
  resetPerLogin: { bucket: "reset-login", max: 3, windowSeconds: 3600 },
  passwordChangePerIp: { bucket: "password-change-ip", max: 20, windowSeconds: 3600 },
  /** The logged-in change; every attempt counts, wrong current passwords included. */
  passwordChangePerUser: { bucket: "password-change-user", max: 10, windowSeconds: 3600 },
  emailChangePerUser: { bucket: "email-change-user", max: 10, windowSeconds: 3600 },
  letterActivationPerUser: { bucket: "letter-activation-user", max: 10, windowSeconds: 3600 },
  mobileCodePerUser: { bucket: "mobile-code-user", max: 5, windowSeconds: 3600 },
  mobileConfirmPerUser: { bucket: "mobile-confirm-user", max: 10, windowSeconds: 3600 },
  profileChangePerUser: { bucket: "profile-change-user", max: 60, windowSeconds: 3600 },
  autocompletePerUser: { bucket: "autocomplete-user", max: 600, windowSeconds: 3600 },
  tokenPerUser: { bucket: "api-token-user", max: 20, windowSeconds: 3600 },
  tokenInvalidatePerUser: { bucket: "api-token-invalidate-user", max: 20, windowSeconds: 3600 },
  /** Reads of my data (profile, phones, a partner, pending activations): generous, a page load makes several. */
  profileReadPerUser: { bucket: "profile-read-user", max: 600, windowSeconds: 3600 }
};
var RATE_LIMITED_MESSAGE = "Zu viele Anfragen. Bitte versuchen Sie es sp\xE4ter noch einmal.";
var lastCleanup = 0;
async function countCall(db, checks) {
  let wait = 0;
  for (const { limit, key } of checks) {
    const { rows } = await db.query(
      `WITH w AS (SELECT to_timestamp(floor(extract(epoch FROM now()) / $3) * $3) AS start)
       INSERT INTO rate_limits (bucket, key, window_start, hits) SELECT $1, $2, w.start, 1 FROM w
       ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
       RETURNING hits, ceil(extract(epoch FROM (window_start + make_interval(secs => $3) - now())))::int AS retry`,
      [limit.bucket, sha256(key.toLowerCase()), limit.windowSeconds]
    );
    if (rows[0].hits > limit.max) wait = Math.max(wait, Math.max(1, rows[0].retry));
  }
  if (Date.now() - lastCleanup > 10 * 6e4) {
    lastCleanup = Date.now();
    await db.query(`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
  }
  return wait;
}
async function limitReached(db, checks) {
  let wait = 0;
  for (const { limit, key } of checks) {
    const { rows } = await db.query(
      `SELECT hits, ceil(extract(epoch FROM (window_start + make_interval(secs => $3) - now())))::int AS retry
         FROM rate_limits
        WHERE bucket = $1 AND key = $2 AND window_start = to_timestamp(floor(extract(epoch FROM now()) / $3) * $3)`,
      [limit.bucket, sha256(key.toLowerCase()), limit.windowSeconds]
    );
    if (rows[0] && rows[0].hits >= limit.max) wait = Math.max(wait, Math.max(1, rows[0].retry));
  }
  return wait;
}
function sendRateLimited(reply, wait) {
  return reply.code(429).header("Retry-After", String(wait)).send({ type: "RATE_LIMITED", message: RATE_LIMITED_MESSAGE });
}
async function rateLimited(db, reply, checks) {
  const wait = await countCall(db, checks);
  if (wait === 0) return false;
  void reply.code(429).header("Retry-After", String(wait)).send({ type: "RATE_LIMITED", message: RATE_LIMITED_MESSAGE });
  return true;
}

// service/src/http/heavy-requests.ts
var HEAVY_PER_CALLER = 2;
var HEAVY_RETRY_AFTER_SECONDS = 5;
var HEAVY_ROUTE = { heavy: true };
function registerHeavyRequestLimit(app, perCaller = HEAVY_PER_CALLER) {
  const running = /* @__PURE__ */ new Map();
  app.addHook("onRequest", async (request, reply) => {
    if (request.routeOptions.config?.heavy !== true) return void 0;
    const auth = request.auth;
    if (!auth) return void 0;
    const key = auth.kind === "session" ? `user:${auth.session.userId}` : `token:${auth.userId}`;
    const count = running.get(key) ?? 0;
    if (count >= perCaller) {
      return reply.code(429).header("Retry-After", String(HEAVY_RETRY_AFTER_SECONDS)).send({ type: "RATE_LIMITED", message: RATE_LIMITED_MESSAGE });
    }
    running.set(key, count + 1);
    let released = false;
    reply.raw.once("close", () => {
      if (released) return;
      released = true;
      const left = (running.get(key) ?? 1) - 1;
      if (left > 0) running.set(key, left);
      else running.delete(key);
    });
    return void 0;
  });
}

// service/src/http/log-serializers.ts
function serializeError(error) {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: "" };
  const { code } = error;
  return {
    type: error.name,
    ...typeof code === "string" ? { code } : {},
    message: error.message,
    stack: error.stack ?? ""
  };
}
function serializeRequest(request) {
  return {
    method: request.method,
    url: request.url.split("?")[0],
    hostname: request.hostname,
    remoteAddress: request.ip
  };
}
var logSerializers = { err: serializeError, req: serializeRequest };

// service/src/http/no-store.ts
function registerNoStore(app) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.auth || request.routeOptions.url === "/service/j_security_check") void reply.header("Cache-Control", "no-store");
    return payload;
  });
}

// service/src/http/nul-guard.ts
var NUL_MESSAGE = "Ung\xFCltiges Zeichen";
var NUL = "\0";
function nulPaths(value, path5 = [], found = []) {
  if (typeof value === "string") {
    if (value.includes(NUL)) found.push(path5.join("."));
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nulPaths(item, [...path5, String(index)], found));
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) found.push(path5.join("."));
      else nulPaths(item, [...path5, key], found);
    }
  }
  return found;
}
function registerNulGuard(app) {
  app.addHook("preValidation", async (request, reply) => {
    const paths = [
      ...nulPaths(request.body).map((p) => p || "general"),
      ...nulPaths(request.query).map((p) => p || "query"),
      ...nulPaths(request.params).map((p) => p || "params")
    ];
    if (paths.length === 0) return void 0;
    const errors = [...new Set(paths)].map((path5) => ({
      path: path5,
      message: NUL_MESSAGE,
      number: ERROR_NUMBERS.INVALID_FORMAT
    }));
    return reply.code(400).send(errors);
  });
}

// service/src/openapi/openapi.ts
var import_swagger = __toESM(require("@fastify/swagger"));

// shared/src/contract/session.ts
var import_typebox2 = require("@sinclair/typebox");
var SessionUser = import_typebox2.Type.Object({
  login: import_typebox2.Type.String(),
  changePassword: import_typebox2.Type.Boolean(),
  firstname: import_typebox2.Type.Optional(import_typebox2.Type.String()),
  lastname: import_typebox2.Type.Optional(import_typebox2.Type.String()),
  fullname: import_typebox2.Type.Optional(import_typebox2.Type.String()),
  email: import_typebox2.Type.Optional(import_typebox2.Type.String()),
  /** The show-activation role: the user has business partners waiting for letter activation. */
  showActivation: import_typebox2.Type.Boolean(),
  roles: import_typebox2.Type.Array(import_typebox2.Type.String())
});
var Session = import_typebox2.Type.Object({
  authenticated: import_typebox2.Type.Boolean(),
  user: import_typebox2.Type.Optional(SessionUser)
});
var LoginBody = import_typebox2.Type.Object({
  j_username: import_typebox2.Type.String({ minLength: 1, maxLength: 255 }),
  j_password: import_typebox2.Type.String({ minLength: 1, maxLength: 255 })
});
var CsrfToken = import_typebox2.Type.Object({ token: import_typebox2.Type.String() });
var SESSION_COOKIE = "NETZPORTAL_SESSION";
var XSRF_COOKIE = "XSRF-TOKEN";

// service/src/session/session-store.ts
var import_node_crypto2 = require("node:crypto");

// service/src/session/session-policy.ts
var SESSION_IDLE_MINUTES = 30;
var SESSION_ABSOLUTE_HOURS = 12;
var MAX_FAILED_LOGINS = 5;
var LOCKOUT_MINUTES = 30;

// service/src/session/session-store.ts
var hashSessionId = (id) => (0, import_node_crypto2.createHash)("sha256").update(id).digest("hex");
var VALID = `last_seen_at > now() - interval '${SESSION_IDLE_MINUTES} minutes'
  AND created_at > now() - interval '${SESSION_ABSOLUTE_HOURS} hours'`;
var USER_COLUMNS = `u.id, u.login, u.email, u.firstname, u.lastname, u.change_password, u.roles,
  ('show-activation' = ANY(u.roles) OR EXISTS (
    SELECT 1 FROM business_partners bp WHERE bp.user_id = u.id AND bp.activation_pending)) AS show_activation`;
function toSessionUser(row) {
  const fullname = [row.firstname, row.lastname].filter(Boolean).join(" ");
  return {
    login: row.login,
    changePassword: row.change_password,
    ...row.firstname ? { firstname: row.firstname } : {},
    ...row.lastname ? { lastname: row.lastname } : {},
    ...fullname ? { fullname } : {},
    ...row.email ? { email: row.email } : {},
    showActivation: row.show_activation,
    roles: row.roles
  };
}
async function createSession(db, userId) {
  const id = (0, import_node_crypto2.randomBytes)(32).toString("base64url");
  await db.query("INSERT INTO sessions (id_hash, user_id) VALUES ($1, $2)", [hashSessionId(id), userId]);
  return id;
}
async function touchSession(db, idHash) {
  const { rows } = await db.query(
    `WITH s AS (
       UPDATE sessions SET last_seen_at = now() WHERE id_hash = $1 AND ${VALID} RETURNING user_id
     )
     SELECT ${USER_COLUMNS} FROM s JOIN users u ON u.id = s.user_id`,
    [idHash]
  );
  const row = rows[0];
  return row ? { idHash, userId: row.id, user: toSessionUser(row) } : null;
}
async function deleteSession(db, idHash) {
  await db.query("DELETE FROM sessions WHERE id_hash = $1", [idHash]);
}
async function deleteOtherSessions(db, userId, keepIdHash) {
  await db.query("DELETE FROM sessions WHERE user_id = $1 AND id_hash <> $2", [userId, keepIdHash]);
}
async function deleteExpiredSessions(db) {
  await db.query(`DELETE FROM sessions WHERE NOT (${VALID})`);
}
async function loadSessionUser(db, userId) {
  const { rows } = await db.query(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [userId]);
  return rows[0] ? toSessionUser(rows[0]) : null;
}

// service/src/accounts/api-tokens.ts
async function userOfApiToken(db, token) {
  const { rows } = await db.query(
    `SELECT t.id, t.user_id, (t.last_used_at IS NULL OR t.last_used_at < now() - interval '1 minute') AS stale
       FROM api_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND u.activated
        AND t.invalidated_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > now())`,
    [sha256(token)]
  );
  const row = rows[0];
  if (!row) return null;
  if (row.stale) await db.query("UPDATE api_tokens SET last_used_at = now() WHERE id = $1", [row.id]);
  return row.user_id;
}
async function invalidateApiTokens(db, userId) {
  await db.query("UPDATE api_tokens SET invalidated_at = now() WHERE user_id = $1 AND invalidated_at IS NULL", [userId]);
}

// service/src/session/auth-hooks.ts
var STATE_CHANGING = /* @__PURE__ */ new Set(["POST", "PUT", "PATCH", "DELETE"]);
var CSRF_EXEMPT = /* @__PURE__ */ new Set(["/service/j_security_check", "/service/j_security_check/refresh"]);
var pathOf = (url) => url.split("?")[0];
var BEARER_ROUTES = [
  { method: "GET", path: /^\/service\/v1\.0\/dashboard$/ },
  { method: "GET", path: /^\/service\/v1\.0\/dashboard\/headers$/ },
  { method: "GET", path: /^\/service\/v1\.0\/contract-accounts\/[^/]+\/[^/]+$/ },
  { method: "GET", path: /^\/service\/v1\.0\/consumptions\/profiles$/ },
  { method: "POST", path: /^\/service\/v1\.0\/consumptions\/profile\/active$/ },
  { method: "POST", path: /^\/service\/v1\.0\/consumptions\/profile\/active\/download$/ },
  // No route yet: the consents area is a later issue. Listed now so that a token reads the list once it arrives.
  { method: "GET", path: /^\/service\/v1\.0\/consents$/ }
];
var bearerMayCall = (method, url, routeConfig) => {
  if (routeConfig?.apiToken === "read") return true;
  const path5 = pathOf(url);
  const verb = method === "HEAD" ? "GET" : method;
  return BEARER_ROUTES.some((route) => route.method === verb && route.path.test(path5));
};
async function authenticateBearer(request, db) {
  const token = request.headers.authorization?.slice("bearer ".length).trim() ?? "";
  if (!token || token.length > 200) return null;
  const userId = await userOfApiToken(db, token);
  return userId === null ? null : { kind: "token", userId };
}
function registerAuthHooks(app, deps) {
  app.decorateRequest("auth", null);
  app.decorateRequest("sessionBinding", "");
  app.addHook("onRequest", async (request, reply) => {
    if (!isServiceRequest(request)) return;
    const authorization = request.headers.authorization;
    if (authorization?.toLowerCase().startsWith("bearer ")) {
      request.auth = await authenticateBearer(request, deps.db);
      if (!request.auth) {
        return reply.code(401).header("WWW-Authenticate", 'Bearer error="invalid_token"').send({ type: "UNAUTHORIZED", message: "Das API-Token ist ung\xFCltig, abgelaufen oder wurde widerrufen." });
      }
      if (!bearerMayCall(request.method, routedPath(request), request.routeOptions.config)) {
        return reply.code(403).send({ type: "FORBIDDEN", message: "Ein API-Token berechtigt nur zum Lesen der Verbrauchs- und Vertragsdaten." });
      }
    } else {
      const cookie = request.cookies[SESSION_COOKIE];
      if (cookie) {
        request.sessionBinding = hashSessionId(cookie);
        const session = await touchSession(deps.db, request.sessionBinding);
        request.auth = session ? { kind: "session", session } : null;
      }
    }
    if (!STATE_CHANGING.has(request.method) || CSRF_EXEMPT.has(routedPath(request))) return;
    if (request.auth?.kind === "token") return;
    if (!await csrfValid(request, deps.csrf)) {
      return reply.code(400).send();
    }
  });
}
async function csrfValid(request, csrf) {
  const header = request.headers["x-xsrf-token"];
  const token = Array.isArray(header) ? header[0] : header;
  const cookie = request.cookies[XSRF_COOKIE];
  if (!token || !cookie || token !== cookie) return false;
  return csrf.verify(token, request.sessionBinding);
}
async function requireAuth(request, reply) {
  if (!request.auth) {
    return reply.code(401).send({ type: "UNAUTHORIZED", message: "Nicht angemeldet" });
  }
  return void 0;
}
function userIdOf(request) {
  const auth = request.auth;
  if (!auth) throw new Error("requireAuth missing on this route");
  return auth.kind === "session" ? auth.session.userId : auth.userId;
}

// service/src/openapi/openapi.ts
var DESCRIPTION = `The /service API of the Netzportal (customer self-service portal of an Austrian grid operator).

**Session and CSRF flow**
1. \`POST /service/j_security_check\` with \`j_username\` and \`j_password\` (JSON or form-encoded). No CSRF token and no
   previous session are needed. Success answers 200 and sets a new HttpOnly session cookie; any other outcome answers 401
   without details. Five failed attempts lock the account for 30 minutes.
2. \`GET /service/v1.0/session\` answers \`{authenticated, user}\` and sets the \`XSRF-TOKEN\` cookie (hex, readable by
   scripts). \`GET /service/v1.0/session/csrf\` answers \`{token}\` and sets the same cookie.
3. Every POST, PUT, PATCH and DELETE (except the login and \`/j_security_check/refresh\`) must send the header
   \`X-XSRF-TOKEN\` equal to that cookie. The token is bound to the session: after login fetch a new one. A missing or
   stale token answers **400 with an empty body**.
4. Without a valid session private calls answer 401; \`POST /service/j_security_check/refresh\` extends a valid session.
   Sessions end after 30 minutes without a call and after 12 hours at the latest. \`GET /service/logout\` ends one.
5. Validation failures answer 400 with an array \`[{path, message, number}]\`. During maintenance every call answers 503
   with \`{"type": "MAINTENANCE", "message": \u2026}\`.

**API tokens (Bearer)**
A logged-in customer generates a token in the portal ("API-Token", \`PUT /service/api-tokens/generate\` with
\`{"validForDays": 0}\` for a token valid forever, or 1\u20133650 days). The token is shown once; the service keeps only its
SHA-256 hash. Send it as \`Authorization: Bearer <token>\`: such requests need neither cookies nor a CSRF token. A token
reads only its owner's data and only these calls (marked with the \`bearer\` security scheme below):
\`GET /service/v1.0/dashboard\`, \`GET /service/v1.0/dashboard/headers\`, \`GET /service/v1.0/contract-accounts/{bpn}/{can}\`,
\`GET /service/v1.0/consumptions/profiles\`, \`POST /service/v1.0/consumptions/profile/active\` and
\`\u2026/active/download\`. The consents list (\`GET /service/v1.0/consents\`) follows with the consents area of the portal; a
token will read it then. Every other call with a token answers **403** \`{"type": "FORBIDDEN", \u2026}\`: a token never
changes data, passwords or tokens. An unknown, expired or invalidated token answers **401**; every token of the user ends
with \`PUT /service/api-tokens/invalidate-all\` (session only) and with every password change.

    curl -H "Authorization: Bearer nzp_\u2026" https://portal.example/service/v1.0/dashboard

**Rate limits**
Registration, confirmation, username retrieval, password reset and change, and the code-sending and code-checking
calls of "my data" are rate limited per IP address and per target (meter point, login, user), counted in the database
and so shared by all instances. A limited call answers **429** with \`Retry-After\` (seconds) and
\`{"type": "RATE_LIMITED", "message": \u2026}\`.`;
async function registerOpenApi(app) {
  await app.register(import_swagger.default, {
    openapi: {
      openapi: "3.0.3",
      info: { title: "Netzportal API", version: "1.0.0", description: DESCRIPTION },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "NETZPORTAL_SESSION" },
          csrf: { type: "apiKey", in: "header", name: "X-XSRF-TOKEN" },
          bearer: {
            type: "http",
            scheme: "bearer",
            description: "API token of the portal (read-only data API of its owner; see the description above)"
          }
        }
      }
    },
    hiddenTag: "X-HIDDEN",
    // The calls an API token may make accept a session or a bearer token.
    transform: ({ schema, url, route }) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!schema || !methods.some((method) => bearerMayCall(method, url, route.config))) return { schema, url };
      return { schema: { ...schema, security: [{ session: [] }, { bearer: [] }] }, url };
    }
  });
}
function openApiRoute(app) {
  app.get("/service/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}

// service/src/session/csrf.ts
var import_node_crypto3 = require("node:crypto");
var NONCE_HEX = 32;
var MAC_HEX = 40;
var CsrfTokens = class {
  constructor(db) {
    this.db = db;
  }
  db;
  secret = null;
  loadSecret() {
    this.secret ??= (async () => {
      await this.db.query(`INSERT INTO app_secrets (name, value) VALUES ('csrf', $1) ON CONFLICT (name) DO NOTHING`, [
        (0, import_node_crypto3.randomBytes)(32).toString("hex")
      ]);
      const { rows } = await this.db.query(`SELECT value FROM app_secrets WHERE name = 'csrf'`);
      return rows[0].value;
    })().catch((error) => {
      this.secret = null;
      throw error;
    });
    return this.secret;
  }
  async mac(nonce, binding) {
    const secret = await this.loadSecret();
    return (0, import_node_crypto3.createHmac)("sha256", secret).update(`${nonce}:${binding}`).digest("hex").slice(0, MAC_HEX);
  }
  async issue(binding) {
    const nonce = (0, import_node_crypto3.randomBytes)(NONCE_HEX / 2).toString("hex");
    return nonce + await this.mac(nonce, binding);
  }
  async verify(token, binding) {
    if (!new RegExp(`^[0-9a-f]{${NONCE_HEX + MAC_HEX}}$`).test(token)) return false;
    const expected = await this.mac(token.slice(0, NONCE_HEX), binding);
    return (0, import_node_crypto3.timingSafeEqual)(Buffer.from(expected), Buffer.from(token.slice(NONCE_HEX)));
  }
};

// service/src/session/password-change-gate.ts
var PASSWORD_CHANGE_REQUIRED = { type: "PASSWORD_CHANGE_REQUIRED", message: "Bitte \xE4ndern Sie zuerst Ihr Passwort." };
var ALLOWED_ROUTES = /* @__PURE__ */ new Set([
  "/service/j_security_check",
  "/service/j_security_check/refresh",
  "/service/logout",
  "/service/v1.0/session",
  "/service/v1.0/session/csrf",
  "/service/v1.0/session/reset",
  "/service/v1.0/contents/:key",
  "/service/v1.0/contents/plain/:key",
  "/service/v1.0/contents/multiple/:key",
  "/service/v1.0/profiles/password"
]);
function registerPasswordChangeGate(app) {
  app.addHook("onRequest", async (request, reply) => {
    const auth = request.auth;
    if (auth?.kind !== "session" || !auth.session.user.changePassword) return void 0;
    const route = request.routeOptions.url;
    if (route === void 0 || ALLOWED_ROUTES.has(route)) return void 0;
    return reply.code(403).send(PASSWORD_CHANGE_REQUIRED);
  });
}

// shared/src/contract/account.ts
var import_typebox4 = require("@sinclair/typebox");

// shared/src/contract/enums.ts
var BRANCHES = ["STROM", "GAS"];
var COUNTRIES = ["AT", "DE", "CH", "IT", "CZ", "SK", "HU", "SI", "HR", "LI"];
var PHONE_TYPES = ["LANDLINE", "MOBILE", "FAX"];
var PAPERLESS_SETTINGS = ["NOT_CHANGEABLE", "BANKDATA_MISSING", "WAITING", "PAPERLESS"];
var GRANULARITIES = ["QUARTER_OF_AN_HOUR", "HOUR", "DAY", "MONTH", "YEAR"];
var DIMENSIONS = ["ENERGY", "POWER", "VOLUME"];
var UNITS = ["KW", "KWH", "KAH", "KVR", "NM3", "KVA"];
var ENERGY_DIRECTIONS = ["GENERATION", "CONSUMPTION"];
var VALUE_STATUSES = ["VALID", "CALCULATED", "STATUS_03", "PREVALUE", "STATUS_98", "MISSING"];
var PROFILE_TYPES = [
  "ACTIVE_CURRENT",
  "REACTIVE_CURRENT",
  "JOINT_GENERATING_PLANT_CONSUMPTION",
  "JOINT_GENERATING_PLANT_GENERATION",
  "COMPARISON",
  "GAS_IN_KWH",
  "GAS_IN_CUBIC_METERS",
  "ENERGY_COMMUNITY_OWN_COVERAGE",
  "ENERGY_COMMUNITY_OWN_COVERAGE_TOTAL",
  "ENERGY_COMMUNITY_REMAINING_GRID_USAGE",
  "ENERGY_COMMUNITY_OVER_COVERAGE",
  "ENERGY_COMMUNITY_ALLOCATED_PLANT_PRODUCTION",
  "ENERGY_COMMUNITY_OWN_COVERAGE_CONTRIBUTION_FACTOR",
  "ENERGY_COMMUNITY_REMAINING_GRID_USAGE_CONTRIBUTION_FACTOR",
  "ENERGY_COMMUNITY_OVER_COVERAGE_CONTRIBUTION_FACTOR"
];
var COMPARISON_TYPES = [
  "NONE",
  "DIFFERENT_TIMERANGE",
  "DIFFERENT_PROFILE",
  "COMPARISON_PROFILE",
  "ALL_ENERGY_COMMUNITIES"
];
var METER_TYPES = [
  "SMART_METER",
  "NONCONFORM_SMART_METER",
  "ADVANCED_SMART_METER",
  "LOAD_PROFILE_METER",
  "NONSMART_METER",
  "DIGITAL_LOAD_PROFILE_METER",
  "UNKNOWN_METER"
];
var TRAFFIC_COLOURS = ["UNKNOWN", "GREEN", "YELLOW", "RED", "GREY"];
var TRAFFIC_LIGHT_REASONS = ["RED_MEDIUM_VOLTAGE_BRANCH", "RED_LOW_VOLTAGE_GRID", "RED_TRANSFORMER"];
var ACTIONS = ["ACTIVATE", "DEACTIVATE"];
var AVAILABILITIES = [
  "SMART_METER_ACTIVATION_POSSIBLE",
  "SMART_METER_DEACTIVATION_POSSIBLE",
  "SMART_METER_PENDING",
  "LOAD_PROFILE_ACTIVATION_POSSIBLE",
  "LOAD_PROFILE_DEACTIVATION_POSSIBLE",
  "LOAD_PROFILE_PENDING",
  "UNKNOWN_STATUS"
];
var ACTIVITY_STATUSES = ["ACTIVE", "INACTIVE", "IN_PROGRESS", "INPOSSIBLE", "HIDE"];
var DEVICE_KEY_STATUSES = ["ACTIVE", "INACTIVE", "IN_PROGRESS", "HIDE"];
var ADDITIONAL_INFORMATION_TYPES = [
  "BUSINESS_PARTNER_NUMBER",
  "COMMERCIAL_REGISTER",
  "COMPANY_NAME",
  "DATE_OF_BIRTH",
  "LAST_NAME"
];
var ALL_COMMUNITIES_ID = "ALL";
var POD_VIEW_COMMUNITY_ID = "POD_VIEW";

// shared/src/contract/password-policy.ts
var PASSWORD_MIN_LENGTH = 8;
var PASSWORD_MAX_LENGTH = 255;
var hasLowercaseLetter = (password) => new RegExp("\\p{Ll}", "u").test(password);
var hasUppercaseLetter = (password) => new RegExp("\\p{Lu}", "u").test(password);
var hasSpecialCharacter = (password) => /[^\p{L}\p{N}\s]/u.test(password);
var equalsUsername = (password, username) => !!username && password.trim().toLowerCase() === username.trim().toLowerCase();

// shared/src/contract/schema-helpers.ts
var import_typebox3 = require("@sinclair/typebox");
var StringEnum = (values, description) => import_typebox3.Type.Unsafe({ type: "string", enum: [...values], ...description ? { description } : {} });
var DigitString = (maxLength, description) => import_typebox3.Type.String({ pattern: "^[0-9]+$", minLength: 1, maxLength, ...description ? { description } : {} });
var MeterPointNumber = import_typebox3.Type.String({
  pattern: "^AT[0-9]{11}[0-9A-Z]{20}$",
  minLength: 33,
  maxLength: 33,
  description: "Z\xE4hlpunktbezeichnung, 33 characters"
});
var LocalDate = import_typebox3.Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$", description: "local date YYYY-MM-DD" });
var LocalDateTime = import_typebox3.Type.String({
  pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}$",
  description: "local date-time without offset (Europe/Vienna)"
});
var Nullable = (schema) => import_typebox3.Type.Union([schema, import_typebox3.Type.Null()]);

// shared/src/contract/account.ts
var ACCOUNT_LIMITS = {
  loginMin: 8,
  loginMax: 50,
  /** Registration: meter number at most 18 characters. */
  meterNumberMax: 18,
  /** Username retrieval: the last 10 digits of the meter number. */
  retrievalMeterNumberMax: 10,
  customerNumberMax: 10,
  commercialRegisterMax: 60,
  companyNameMax: 40,
  lastNameMax: 40,
  contractAccountNumberMax: 12,
  /** Registration postcode: the spec names min and max without values; 4 (as the address rule) to 10. */
  registrationPostcodeMin: 4,
  registrationPostcodeMax: 10,
  emailMax: 254,
  activationCodeMax: 12,
  mobileCodeLength: 6,
  phoneMax: 15,
  extensionMax: 4,
  postcodeMin: 4,
  postcodeMax: 10,
  addressFieldMax: 60,
  streetQueryMax: 60,
  streetSuggestionsMax: 20,
  /** Confirmation, reset and other codes sent by e-mail are at most this long (the service makes 43). */
  codeMax: 128,
  apiTokenMaxDays: 3650,
  /** Turning "valid forever" off sets this many days (portal-core §5, §9). */
  apiTokenDefaultDays: 365,
  /** Adult age: the registration's date of birth lies 120 to 18 years back. */
  adultAge: 18,
  maxAge: 120
};
var PHONE_PATTERN = "^\\+?[0-9 /-]+$";
var ALPHANUMERIC_PATTERN = "^[A-Za-z0-9]+$";
var EMAIL_PATTERN = "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$";
var Email = import_typebox4.Type.String({ pattern: EMAIL_PATTERN, minLength: 1, maxLength: ACCOUNT_LIMITS.emailMax });
var Login = import_typebox4.Type.String({ minLength: ACCOUNT_LIMITS.loginMin, maxLength: ACCOUNT_LIMITS.loginMax });
var Password = import_typebox4.Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });
var Code = import_typebox4.Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.codeMax });
var RegistrationRequest = import_typebox4.Type.Object({
  additionalInformationType: StringEnum(ADDITIONAL_INFORMATION_TYPES),
  businessPartnerNumber: import_typebox4.Type.Optional(DigitString(ACCOUNT_LIMITS.customerNumberMax)),
  commercialRegister: import_typebox4.Type.Optional(import_typebox4.Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.commercialRegisterMax })),
  companyName: import_typebox4.Type.Optional(import_typebox4.Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.companyNameMax })),
  /** ISO local date YYYY-MM-DD. */
  dateOfBirth: import_typebox4.Type.Optional(LocalDate),
  lastName: import_typebox4.Type.Optional(import_typebox4.Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.lastNameMax })),
  contractAccountNumber: import_typebox4.Type.Optional(DigitString(ACCOUNT_LIMITS.contractAccountNumberMax)),
  postcode: import_typebox4.Type.Optional(
    import_typebox4.Type.String({ minLength: ACCOUNT_LIMITS.registrationPostcodeMin, maxLength: ACCOUNT_LIMITS.registrationPostcodeMax })
  ),
  email: Email,
  /** 33 characters without spaces. */
  meterPointAdministrationNumber: MeterPointNumber,
  meterNumber: import_typebox4.Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.meterNumberMax }),
  login: Login,
  password: Password,
  acceptGeneralTerms: import_typebox4.Type.Literal(true),
  acceptPrivacyPolicy: import_typebox4.Type.Literal(true)
});
var RegistrationConfirmRequest = import_typebox4.Type.Object({ code: Code });
var UsernameRetrievalRequest = import_typebox4.Type.Object({
  meterPointAdministrationNumber: MeterPointNumber,
  /** The last 10 digits of the meter number. */
  meterNumber: import_typebox4.Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.retrievalMeterNumberMax })
});
var PasswordResetRequest = import_typebox4.Type.Object({ login: Login });
var PasswordChangeByCodeRequest = import_typebox4.Type.Object({ code: Code, password: Password });
var AccountAddress = import_typebox4.Type.Object({
  country: StringEnum(COUNTRIES),
  postcode: import_typebox4.Type.String(),
  city: import_typebox4.Type.String(),
  street: import_typebox4.Type.String(),
  housenumber: import_typebox4.Type.String(),
  housenumberAffix: import_typebox4.Type.Optional(import_typebox4.Type.String()),
  floor: import_typebox4.Type.Optional(import_typebox4.Type.String()),
  room: import_typebox4.Type.Optional(import_typebox4.Type.String())
});
var LandlinePhone = import_typebox4.Type.Object({
  number: import_typebox4.Type.String(),
  extension: import_typebox4.Type.Optional(import_typebox4.Type.String()),
  country: StringEnum(COUNTRIES)
});
var MobilePhone = import_typebox4.Type.Object({ number: import_typebox4.Type.String(), country: StringEnum(COUNTRIES) });
var ProfileBusinessPartner = import_typebox4.Type.Object({
  businessPartnerNumber: DigitString(10),
  entity: import_typebox4.Type.Object({
    fullname: import_typebox4.Type.String(),
    salutation: import_typebox4.Type.Optional(import_typebox4.Type.String()),
    firstname: import_typebox4.Type.Optional(import_typebox4.Type.String()),
    lastname: import_typebox4.Type.Optional(import_typebox4.Type.String()),
    companyName: import_typebox4.Type.Optional(import_typebox4.Type.String()),
    address: AccountAddress,
    landline: import_typebox4.Type.Optional(LandlinePhone),
    mobile: import_typebox4.Type.Optional(MobilePhone)
  }),
  email: Nullable(import_typebox4.Type.String()),
  ecommunicationActive: import_typebox4.Type.Boolean(),
  ecommunicationInactive: import_typebox4.Type.Boolean(),
  /** A letter activation code was sent and not yet entered. */
  activationPending: import_typebox4.Type.Boolean(),
  /** A new mobile number waiting for its confirmation code (set by PUT …/phone with type MOBILE until confirmed). */
  mobilePending: import_typebox4.Type.Optional(MobilePhone)
});
var Profile = import_typebox4.Type.Object({
  user: import_typebox4.Type.Object({ login: import_typebox4.Type.String(), email: Nullable(import_typebox4.Type.String()), roles: import_typebox4.Type.Array(import_typebox4.Type.String()) }),
  businessPartners: import_typebox4.Type.Array(ProfileBusinessPartner)
});
var UpdateEmailRequest = import_typebox4.Type.Object({ currentPassword: Password, email: Email });
var BusinessPartnerParams = import_typebox4.Type.Object({ bpn: DigitString(ACCOUNT_LIMITS.customerNumberMax) });
var PendingActivations = import_typebox4.Type.Array(import_typebox4.Type.String());
var LetterActivationRequest = import_typebox4.Type.Object({
  activationCode: import_typebox4.Type.String({ pattern: ALPHANUMERIC_PATTERN, minLength: 1, maxLength: ACCOUNT_LIMITS.activationCodeMax })
});
var AddressUpdateRequest = import_typebox4.Type.Object({
  country: StringEnum(COUNTRIES),
  postcode: import_typebox4.Type.String({ minLength: ACCOUNT_LIMITS.postcodeMin, maxLength: ACCOUNT_LIMITS.postcodeMax }),
  city: import_typebox4.Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.addressFieldMax }),
  street: import_typebox4.Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.addressFieldMax }),
  housenumber: import_typebox4.Type.String({ minLength: 1, maxLength: 10 }),
  housenumberAffix: import_typebox4.Type.Optional(import_typebox4.Type.String({ maxLength: 10 })),
  floor: import_typebox4.Type.Optional(import_typebox4.Type.String({ maxLength: 10 })),
  room: import_typebox4.Type.Optional(import_typebox4.Type.String({ maxLength: 10 }))
});
var ECommunicationRequest = import_typebox4.Type.Object({
  acceptConditions: import_typebox4.Type.Boolean(),
  action: import_typebox4.Type.Literal("ACTIVATE")
});
var EDITABLE_PHONE_TYPES = ["LANDLINE", "MOBILE"];
var PhoneUpdateRequest = import_typebox4.Type.Object({
  number: import_typebox4.Type.String({ pattern: PHONE_PATTERN, minLength: 1, maxLength: ACCOUNT_LIMITS.phoneMax }),
  extension: import_typebox4.Type.Optional(import_typebox4.Type.String({ maxLength: ACCOUNT_LIMITS.extensionMax })),
  country: StringEnum(COUNTRIES),
  type: StringEnum(EDITABLE_PHONE_TYPES)
});
var MobileConfirmRequest = import_typebox4.Type.Object({
  code: import_typebox4.Type.String({ pattern: ALPHANUMERIC_PATTERN, minLength: 1, maxLength: ACCOUNT_LIMITS.mobileCodeLength })
});
var StoredPhone = import_typebox4.Type.Object({
  number: import_typebox4.Type.String(),
  extension: import_typebox4.Type.Optional(import_typebox4.Type.String()),
  country: StringEnum(COUNTRIES),
  type: StringEnum(EDITABLE_PHONE_TYPES)
});
var PhonesResponse = import_typebox4.Type.Object({ phones: import_typebox4.Type.Array(StoredPhone) });
var CityQuery = import_typebox4.Type.Object({ postcode: import_typebox4.Type.String({ pattern: "^[0-9]{4}$" }) });
var CityMap = import_typebox4.Type.Record(import_typebox4.Type.String(), import_typebox4.Type.String());
var StreetQuery = import_typebox4.Type.Object({
  "city-code": import_typebox4.Type.String({ minLength: 1, maxLength: 40 }),
  query: import_typebox4.Type.Optional(import_typebox4.Type.String({ maxLength: ACCOUNT_LIMITS.streetQueryMax }))
});
var StreetList = import_typebox4.Type.Array(import_typebox4.Type.String());
var ApiTokenGenerateRequest = import_typebox4.Type.Object({
  validForDays: import_typebox4.Type.Integer({ minimum: 0, maximum: ACCOUNT_LIMITS.apiTokenMaxDays })
});
var ApiTokenResponse = import_typebox4.Type.Object({ token: import_typebox4.Type.String() });
var RateLimitedError = import_typebox4.Type.Object({ type: import_typebox4.Type.Literal("RATE_LIMITED"), message: import_typebox4.Type.String() });
var ForbiddenError = import_typebox4.Type.Object({ type: import_typebox4.Type.Literal("FORBIDDEN"), message: import_typebox4.Type.String() });

// service/src/session/session-routes.ts
var import_typebox5 = require("@sinclair/typebox");

// service/src/session/passwords.ts
var import_argon2 = require("@node-rs/argon2");
var ARGON2ID = 2;
function hashPassword(password) {
  return (0, import_argon2.hash)(password, { algorithm: ARGON2ID });
}
var dummyHash = null;
async function verifyPassword(stored, password) {
  if (!stored) {
    dummyHash ??= hashPassword("no such user: constant-time filler");
    await (0, import_argon2.verify)(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await (0, import_argon2.verify)(stored, password);
  } catch {
    return false;
  }
}

// service/src/session/lockout.ts
var NEXT_COUNT = `CASE WHEN locked_until <= now() THEN 1 ELSE failed_logins + 1 END`;
async function claimLoginAttempt(db, userId) {
  const { rows } = await db.query(
    `UPDATE users SET
       failed_logins = ${NEXT_COUNT},
       locked_until = CASE
         WHEN locked_until > now() THEN locked_until
         WHEN ${NEXT_COUNT} > $2 THEN now() + make_interval(mins => $3)
         ELSE NULL END
     WHERE id = $1
     RETURNING coalesce(locked_until > now(), false) AS locked`,
    [userId, MAX_FAILED_LOGINS, LOCKOUT_MINUTES]
  );
  return rows[0]?.locked === false;
}
async function lockIfExhausted(db, userId) {
  await db.query(
    `UPDATE users SET locked_until = now() + make_interval(mins => $3)
      WHERE id = $1 AND failed_logins >= $2 AND (locked_until IS NULL OR locked_until <= now())`,
    [userId, MAX_FAILED_LOGINS, LOCKOUT_MINUTES]
  );
}
async function clearFailedLogins(db, userId) {
  const { rows } = await db.query(
    `UPDATE users SET failed_logins = 0, locked_until = NULL
      WHERE id = $1 AND (locked_until IS NULL OR locked_until <= now())
      RETURNING id`,
    [userId]
  );
  return rows.length === 1;
}

// service/src/session/session-routes.ts
var tags = ["session"];
function sessionRoutes(deps) {
  const { db, config, csrf } = deps;
  const cookieBase = { path: "/", sameSite: "lax", secure: config.cookieSecure };
  async function setXsrfCookie(reply, binding) {
    const token = await csrf.issue(binding);
    reply.setCookie(XSRF_COOKIE, token, { ...cookieBase, httpOnly: false });
    return token;
  }
  const sessionOf = (request) => request.auth?.kind === "session" ? request.auth.session : null;
  return async function plugin(app) {
    app.post(
      "/j_security_check",
      {
        schema: {
          tags,
          summary: "Log in (JSON or form-encoded); sets a new HttpOnly session cookie",
          description: `No CSRF token and no existing session needed. Any previous session id is discarded (rotation). Five failed attempts lock the account for ${LOCKOUT_MINUTES} minutes. Bad credentials, unknown, not activated or locked accounts all answer 401 without details. Too many failed logins from one address answer 429 with Retry-After.`,
          body: LoginBody,
          response: { 200: Session, 400: ErrorArray, 401: import_typebox5.Type.Null(), 429: RateLimitedError }
        }
      },
      async (request, reply) => {
        const { j_username: login, j_password: password } = request.body;
        const ipCheck = [{ limit: LIMITS.loginFailuresPerIp, key: request.ip }];
        const ipWait = await limitReached(db, ipCheck);
        if (ipWait > 0) return sendRateLimited(reply, ipWait);
        const { rows } = await db.query(
          `SELECT id, password_hash, activated, coalesce(locked_until > now(), false) AS locked
             FROM users WHERE lower(login) = lower($1)`,
          [login.trim()]
        );
        const user = rows[0];
        const failed = async () => {
          await countCall(db, ipCheck);
          return reply.code(401).send();
        };
        if (!user || user.locked || !await claimLoginAttempt(db, user.id)) {
          await verifyPassword(null, password);
          return failed();
        }
        if (!await verifyPassword(user.password_hash, password)) {
          await lockIfExhausted(db, user.id);
          return failed();
        }
        if (!await clearFailedLogins(db, user.id)) return failed();
        if (!user.activated) return reply.code(401).send();
        const old = sessionOf(request)?.idHash ?? (request.sessionBinding || null);
        if (old) await deleteSession(db, old);
        await deleteExpiredSessions(db);
        const id = await createSession(db, user.id);
        reply.setCookie(SESSION_COOKIE, id, { ...cookieBase, httpOnly: true });
        await setXsrfCookie(reply, hashSessionId(id));
        const sessionUser = await loadSessionUser(db, user.id);
        return { authenticated: true, user: sessionUser ?? void 0 };
      }
    );
    app.post(
      "/j_security_check/refresh",
      {
        schema: {
          tags,
          summary: "Extend a valid session (401 without one)",
          description: "Needs no CSRF token: it changes nothing but the session expiry.",
          response: { 200: Session, 401: ApiError }
        },
        onRequest: requireAuth
      },
      // The session lookup in the auth hook has already slid the expiry.
      async (request) => ({ authenticated: true, user: sessionOf(request)?.user })
    );
    app.get(
      "/v1.0/session",
      {
        schema: {
          tags,
          summary: "Session check; always sets the XSRF-TOKEN cookie",
          description: "Answers whether the caller is logged in and sets exactly one `XSRF-TOKEN` cookie (Path=/, readable by scripts, hex). Every POST/PUT/PATCH/DELETE except the login must echo it in the `X-XSRF-TOKEN` header; a missing or stale token answers 400 with an empty body: fetch /v1.0/session/csrf and repeat once.",
          response: { 200: Session }
        }
      },
      async (request, reply) => {
        const session = sessionOf(request);
        await setXsrfCookie(reply, session ? session.idHash : "");
        return session ? { authenticated: true, user: session.user } : { authenticated: false };
      }
    );
    app.get(
      "/v1.0/session/csrf",
      {
        schema: {
          tags,
          summary: "A fresh CSRF token (also set as XSRF-TOKEN cookie)",
          response: { 200: CsrfToken }
        }
      },
      async (request, reply) => {
        const session = sessionOf(request);
        const token = await setXsrfCookie(reply, session ? session.idHash : "");
        return { token };
      }
    );
    app.post(
      "/v1.0/session/reset",
      {
        schema: {
          tags,
          summary: "Reset the session cache: user data are read again",
          response: { 200: Session, 401: ApiError }
        },
        onRequest: requireAuth
      },
      async (request) => {
        const session = sessionOf(request);
        const user = session ? await loadSessionUser(db, session.userId) : null;
        return { authenticated: true, user: user ?? void 0 };
      }
    );
    app.get(
      "/logout",
      {
        schema: { tags, summary: "End the session and clear its cookie", response: { 200: Session } }
      },
      async (request, reply) => {
        if (request.sessionBinding) await deleteSession(db, request.sessionBinding);
        reply.clearCookie(SESSION_COOKIE, { ...cookieBase, httpOnly: true });
        return { authenticated: false };
      }
    );
  };
}

// service/src/content/content-routes.ts
var import_typebox7 = require("@sinclair/typebox");

// shared/src/contract/content.ts
var import_typebox6 = require("@sinclair/typebox");
var ContentItem = import_typebox6.Type.Object({
  key: import_typebox6.Type.String(),
  header: import_typebox6.Type.String(),
  body: import_typebox6.Type.String({ description: "HTML" }),
  bodyText: import_typebox6.Type.String({ description: "plain text" })
});
var ContentKey = import_typebox6.Type.String({ pattern: "^[A-Za-z0-9_.-]{1,120}$" });

// service/src/content/content-routes.ts
var Params = import_typebox7.Type.Object({ key: ContentKey });
var tags2 = ["content"];
var toItem = (row) => ({
  key: row.key,
  header: row.header,
  body: row.body,
  bodyText: row.body_text
});
function contentRoutes({ db }) {
  const byKey = async (key) => (await db.query("SELECT key, header, body, body_text FROM contents WHERE key = $1", [key])).rows[0];
  return async function plugin(app) {
    app.get(
      "/v1.0/contents/:key",
      {
        schema: {
          tags: tags2,
          summary: "One content text (header, HTML body, plain body)",
          params: Params,
          response: { 200: ContentItem, 400: ErrorArray, 404: ApiError }
        }
      },
      async (request, reply) => {
        const row = await byKey(request.params.key);
        if (!row) return reply.code(404).send({ type: "NOT_FOUND", message: "Kein Inhalt zu diesem Schl\xFCssel" });
        return toItem(row);
      }
    );
    app.get(
      "/v1.0/contents/plain/:key",
      {
        schema: {
          tags: tags2,
          summary: "One content text with the body as plain text",
          params: Params,
          response: { 200: ContentItem, 400: ErrorArray, 404: ApiError }
        }
      },
      async (request, reply) => {
        const row = await byKey(request.params.key);
        if (!row) return reply.code(404).send({ type: "NOT_FOUND", message: "Kein Inhalt zu diesem Schl\xFCssel" });
        return { ...toItem(row), body: row.body_text };
      }
    );
    app.get(
      "/v1.0/contents/multiple/:key",
      {
        schema: {
          tags: tags2,
          summary: "Every content text whose key starts with the given prefix, ordered by key",
          params: Params,
          response: { 200: import_typebox7.Type.Array(ContentItem), 400: ErrorArray }
        }
      },
      async (request) => {
        const prefix = request.params.key;
        const { rows } = await db.query(
          `SELECT key, header, body, body_text FROM contents WHERE starts_with(key, $1) ORDER BY key`,
          [prefix]
        );
        return rows.map(toItem);
      }
    );
  };
}

// shared/src/contract/dashboard.ts
var import_typebox8 = require("@sinclair/typebox");
var Address = import_typebox8.Type.Object({
  country: import_typebox8.Type.Optional(StringEnum(COUNTRIES)),
  postcode: import_typebox8.Type.String(),
  city: import_typebox8.Type.String(),
  street: import_typebox8.Type.String(),
  housenumber: import_typebox8.Type.String(),
  housenumberAffix: import_typebox8.Type.Optional(import_typebox8.Type.String()),
  floor: import_typebox8.Type.Optional(import_typebox8.Type.String()),
  room: import_typebox8.Type.Optional(import_typebox8.Type.String())
});
var Phone = import_typebox8.Type.Object({
  number: import_typebox8.Type.String(),
  extension: import_typebox8.Type.Optional(import_typebox8.Type.String()),
  country: import_typebox8.Type.Optional(StringEnum(COUNTRIES)),
  type: import_typebox8.Type.Optional(StringEnum(PHONE_TYPES))
});
var BusinessPartner = import_typebox8.Type.Object({
  businessPartnerNumber: DigitString(10),
  entity: import_typebox8.Type.Object({
    fullname: import_typebox8.Type.String(),
    firstname: import_typebox8.Type.Optional(import_typebox8.Type.String()),
    lastname: import_typebox8.Type.Optional(import_typebox8.Type.String()),
    salutation: import_typebox8.Type.Optional(import_typebox8.Type.String()),
    companyName: import_typebox8.Type.Optional(import_typebox8.Type.String()),
    address: Address,
    landline: import_typebox8.Type.Optional(Nullable(Phone)),
    mobile: import_typebox8.Type.Optional(Nullable(Phone))
  }),
  ecommunicationActive: import_typebox8.Type.Boolean(),
  ecommunicationInactive: import_typebox8.Type.Boolean(),
  email: import_typebox8.Type.Optional(Nullable(import_typebox8.Type.String()))
});
var ContractSummary = import_typebox8.Type.Object({
  contractNumber: DigitString(12),
  meterPointAdministrationNumber: MeterPointNumber,
  branch: StringEnum(BRANCHES),
  active: import_typebox8.Type.Boolean(),
  scaleType: import_typebox8.Type.String({ description: 'Tarif/Z\xE4hlwerk, e.g. "Haushalt", "Einspeisung"' }),
  powerGenerationUnit: import_typebox8.Type.Boolean(),
  moveInDate: LocalDate,
  moveOutDate: import_typebox8.Type.Optional(Nullable(LocalDate))
});
var ContractAccountSummary = import_typebox8.Type.Object({
  contractAccountNumber: DigitString(12),
  businessPartnerNumber: DigitString(10),
  active: import_typebox8.Type.Boolean(),
  description: import_typebox8.Type.String(),
  address: import_typebox8.Type.String({ description: "one display string" }),
  branch: StringEnum(BRANCHES),
  numberOfContracts: import_typebox8.Type.Integer(),
  contracts: import_typebox8.Type.Array(ContractSummary)
});
var Dashboard = import_typebox8.Type.Object({
  businessPartners: import_typebox8.Type.Array(BusinessPartner),
  contractAccounts: import_typebox8.Type.Array(ContractAccountSummary),
  totalNumberOfContractAccounts: import_typebox8.Type.Integer(),
  totalNumberOfStromPods: import_typebox8.Type.Integer(),
  totalNumberOfGasPods: import_typebox8.Type.Integer(),
  /** The filter bar is shown only when this is true (many contract accounts). */
  displaySearch: import_typebox8.Type.Boolean(),
  /** Branches present among the customer's contract accounts (the branch filter needs two or more). */
  branches: import_typebox8.Type.Array(StringEnum(BRANCHES))
});
var DashboardHeadersQuery = import_typebox8.Type.Object({
  branch: import_typebox8.Type.Optional(import_typebox8.Type.Union([StringEnum(BRANCHES), import_typebox8.Type.Literal("")])),
  filter: import_typebox8.Type.Optional(import_typebox8.Type.String({ maxLength: 100 })),
  activeOnly: import_typebox8.Type.Optional(import_typebox8.Type.Boolean())
});
var DashboardHeaders = import_typebox8.Type.Array(ContractAccountSummary);

// service/src/db/address-row.ts
function houseNumberOf(address) {
  return [address.housenumber, address.housenumberAffix, address.floor, address.room].filter(Boolean).join("/");
}
var streetAddressOf = (row) => ({
  postcode: row.postcode,
  city: row.city,
  street: row.street,
  housenumber: row.housenumber,
  ...row.housenumber_affix ? { housenumberAffix: row.housenumber_affix } : {},
  ...row.floor ? { floor: row.floor } : {},
  ...row.room ? { room: row.room } : {}
});
function addressOf(row) {
  return { country: row.country, ...streetAddressOf(row) };
}
function displayAddress(row) {
  return `${row.street} ${houseNumberOf(streetAddressOf(row))}, ${row.postcode} ${row.city}`;
}

// service/src/dashboard/dashboard-queries.ts
var SEARCH_THRESHOLD = 10;
var byActiveThenNumber = (a, b) => Number(b.active) - Number(a.active) || a.contractAccountNumber.localeCompare(b.contractAccountNumber);
async function loadPartners(db, userId) {
  const { rows } = await db.query(
    `SELECT business_partner_number, salutation, firstname, lastname, company_name, street, housenumber, postcode,
            city, country, email, ecommunication_active
       FROM business_partners WHERE user_id = $1 ORDER BY business_partner_number`,
    [userId]
  );
  return rows.map((p) => ({
    businessPartnerNumber: p.business_partner_number,
    entity: {
      fullname: p.company_name ?? [p.firstname, p.lastname].filter(Boolean).join(" "),
      ...p.firstname ? { firstname: p.firstname } : {},
      ...p.lastname ? { lastname: p.lastname } : {},
      ...p.salutation ? { salutation: p.salutation } : {},
      ...p.company_name ? { companyName: p.company_name } : {},
      address: {
        country: p.country,
        postcode: p.postcode,
        city: p.city,
        street: p.street,
        housenumber: p.housenumber
      }
    },
    ecommunicationActive: p.ecommunication_active,
    ecommunicationInactive: !p.ecommunication_active,
    email: p.email
  }));
}
async function loadAccountSummaries(db, userId) {
  const accounts = await db.query(
    `SELECT ca.contract_account_number, ca.business_partner_number, ca.description, ca.branch, ca.active,
            ca.street, ca.housenumber, ca.housenumber_affix, ca.floor, ca.room, ca.postcode, ca.city
       FROM contract_accounts ca
       JOIN business_partners bp USING (business_partner_number)
      WHERE bp.user_id = $1`,
    [userId]
  );
  const contracts = await db.query(
    `SELECT c.contract_account_number, c.contract_number, p.meter_point_number, c.branch, c.active, c.scale_type,
            c.power_generation_unit, c.move_in_date::text AS move_in_date, c.move_out_date::text AS move_out_date
       FROM contracts c
       JOIN pods p ON p.id = c.pod_id
       JOIN contract_accounts ca USING (contract_account_number)
       JOIN business_partners bp USING (business_partner_number)
      WHERE bp.user_id = $1
      ORDER BY c.active DESC, c.contract_number`,
    [userId]
  );
  const byAccount = /* @__PURE__ */ new Map();
  for (const c of contracts.rows) {
    const list = byAccount.get(c.contract_account_number) ?? [];
    list.push({
      contractNumber: c.contract_number,
      meterPointAdministrationNumber: c.meter_point_number,
      branch: c.branch,
      active: c.active,
      scaleType: c.scale_type,
      powerGenerationUnit: c.power_generation_unit,
      moveInDate: c.move_in_date,
      moveOutDate: c.move_out_date
    });
    byAccount.set(c.contract_account_number, list);
  }
  return accounts.rows.map((a) => {
    const list = byAccount.get(a.contract_account_number) ?? [];
    return {
      contractAccountNumber: a.contract_account_number,
      businessPartnerNumber: a.business_partner_number,
      active: a.active,
      description: a.description,
      address: displayAddress(a),
      branch: a.branch,
      numberOfContracts: list.length,
      contracts: list
    };
  }).sort(byActiveThenNumber);
}
function filterAccounts(accounts, query) {
  const needle = query.filter?.trim().toLowerCase() ?? "";
  return accounts.filter((a) => {
    if (query.branch && a.branch !== query.branch) return false;
    if (query.activeOnly && !a.active) return false;
    if (!needle) return true;
    const haystack = [
      a.contractAccountNumber,
      a.description,
      a.address,
      ...a.contracts.flatMap((c) => [c.meterPointAdministrationNumber, c.contractNumber])
    ];
    return haystack.some((text) => text.toLowerCase().includes(needle));
  });
}
async function loadDashboard(db, userId) {
  const [businessPartners, contractAccounts] = await Promise.all([
    loadPartners(db, userId),
    loadAccountSummaries(db, userId)
  ]);
  const pods = (branch) => new Set(
    contractAccounts.flatMap(
      (a) => a.contracts.filter((c) => c.branch === branch).map((c) => c.meterPointAdministrationNumber)
    )
  ).size;
  const present = new Set(contractAccounts.map((a) => a.branch));
  return {
    businessPartners,
    contractAccounts,
    totalNumberOfContractAccounts: contractAccounts.length,
    totalNumberOfStromPods: pods("STROM"),
    totalNumberOfGasPods: pods("GAS"),
    displaySearch: contractAccounts.length > SEARCH_THRESHOLD,
    branches: BRANCHES.filter((b) => present.has(b))
  };
}

// service/src/dashboard/dashboard-routes.ts
var tags3 = ["dashboard"];
function dashboardRoutes({ db }) {
  return async function plugin(app) {
    app.addHook("onRequest", requireAuth);
    app.get(
      "/v1.0/dashboard",
      {
        schema: {
          tags: tags3,
          summary: "The customer's business partners and contract accounts (active first)",
          response: { 200: Dashboard, 401: ApiError }
        }
      },
      async (request) => loadDashboard(db, userIdOf(request))
    );
    app.get(
      "/v1.0/dashboard/headers",
      {
        schema: {
          tags: tags3,
          summary: "Contract-account headers filtered by branch, free text and active-only",
          querystring: DashboardHeadersQuery,
          response: { 200: DashboardHeaders, 400: ErrorArray, 401: ApiError }
        }
      },
      async (request) => filterAccounts(await loadAccountSummaries(db, userIdOf(request)), request.query)
    );
  };
}

// service/src/profile/profile-routes.ts
var import_typebox10 = require("@sinclair/typebox");

// shared/src/contract/profile.ts
var import_typebox9 = require("@sinclair/typebox");
var ChangePasswordBody = import_typebox9.Type.Object({
  currentPassword: import_typebox9.Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  newPassword: import_typebox9.Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH })
});

// service/src/profile/password-change.ts
function newPasswordErrors(newPassword, login) {
  const error = (message, number) => ({ path: "newPassword", message, number });
  if (newPassword.length < PASSWORD_MIN_LENGTH)
    return [error(`Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`, ERROR_NUMBERS.TOO_SHORT)];
  const errors = [];
  if (!hasLowercaseLetter(newPassword))
    errors.push(error("Das Passwort muss einen Kleinbuchstaben enthalten.", ERROR_NUMBERS.INVALID_FORMAT));
  if (!hasUppercaseLetter(newPassword))
    errors.push(error("Das Passwort muss einen Gro\xDFbuchstaben enthalten.", ERROR_NUMBERS.INVALID_FORMAT));
  if (!hasSpecialCharacter(newPassword))
    errors.push(error("Das Passwort muss ein Sonderzeichen enthalten.", ERROR_NUMBERS.INVALID_FORMAT));
  if (equalsUsername(newPassword, login))
    errors.push(error("Das Passwort darf nicht dem Benutzernamen entsprechen.", ERROR_NUMBERS.INVALID_VALUE));
  return errors;
}
async function storeNewPassword(db, userId, passwordHash, options = {}) {
  await db.query(
    `UPDATE users SET password_hash = $2, change_password = false, failed_logins = 0, locked_until = NULL,
            activated = activated OR $3
      WHERE id = $1`,
    [userId, passwordHash, options.activate === true]
  );
  await invalidateApiTokens(db, userId);
}

// service/src/profile/profile-routes.ts
function profileRoutes({ db }) {
  return async function plugin(app) {
    app.addHook("onRequest", requireAuth);
    app.put(
      "/v1.0/profiles/password",
      {
        schema: {
          tags: ["profile"],
          summary: "Change the password (also ends a forced password change)",
          description: "Wrong current password \u2192 400 path currentPassword; password rule \u2192 400 path newPassword. Ends every API token and every other session of the user. Rate limited per user, failed attempts included (429 with Retry-After).",
          body: ChangePasswordBody,
          response: { 204: import_typebox10.Type.Null(), 400: ErrorArray, 401: ApiError, 429: RateLimitedError }
        }
      },
      async (request, reply) => {
        if (request.auth?.kind !== "session") return reply.code(401).send({ type: "UNAUTHORIZED", message: "Nicht angemeldet" });
        const userId = userIdOf(request);
        if (await rateLimited(db, reply, [{ limit: LIMITS.passwordChangePerUser, key: String(userId) }])) return reply;
        const { currentPassword, newPassword } = request.body;
        const { rows } = await db.query(
          "SELECT login, password_hash FROM users WHERE id = $1",
          [userId]
        );
        const user = rows[0];
        if (!user) return reply.code(401).send({ type: "UNAUTHORIZED", message: "Nicht angemeldet" });
        if (!await verifyPassword(user.password_hash, currentPassword)) {
          return reply.code(400).send([
            { path: "currentPassword", message: "Das aktuelle Passwort ist nicht korrekt.", number: ERROR_NUMBERS.INVALID_VALUE }
          ]);
        }
        const errors = newPasswordErrors(newPassword, user.login);
        if (errors.length > 0) return reply.code(400).send(errors);
        const passwordHash = await hashPassword(newPassword);
        const current = request.auth.session.idHash;
        await db.transaction(async (tx) => {
          await storeNewPassword(tx, userId, passwordHash);
          await deleteOtherSessions(tx, userId, current);
        });
        return reply.code(204).send();
      }
    );
  };
}

// shared/src/contract/contract-account.ts
var import_typebox11 = require("@sinclair/typebox");
var Profile2 = import_typebox11.Type.Object({
  profileType: StringEnum(PROFILE_TYPES),
  /** Consumption or generation (feed-in): a PV meter point carries ACTIVE_CURRENT in both directions. */
  energyDirection: import_typebox11.Type.Optional(StringEnum(ENERGY_DIRECTIONS)),
  granularity: StringEnum(GRANULARITIES),
  from: LocalDate,
  to: LocalDate,
  unit: import_typebox11.Type.Optional(StringEnum(UNITS))
});
var TrendPeriod = import_typebox11.Type.Object({ from: LocalDate, to: LocalDate, value: import_typebox11.Type.Number() });
var Trend = import_typebox11.Type.Object({
  direction: import_typebox11.Type.Union([import_typebox11.Type.Literal("UP"), import_typebox11.Type.Literal("DOWN")]),
  percentage: import_typebox11.Type.Number(),
  currentPeriod: TrendPeriod,
  previousPeriod: TrendPeriod,
  unit: StringEnum(UNITS),
  changePerDay: import_typebox11.Type.Number()
});
var LastReading = import_typebox11.Type.Object({
  referenceNumber: import_typebox11.Type.String(),
  registernumber: import_typebox11.Type.Optional(import_typebox11.Type.String()),
  decimalPlaces: import_typebox11.Type.Integer(),
  unit: StringEnum(UNITS),
  newResult: import_typebox11.Type.Object({ readingValue: import_typebox11.Type.Number(), timestamp: LocalDateTime })
});
var EnergyCommunityTimeslice = import_typebox11.Type.Object({
  energyCommunityId: import_typebox11.Type.String(),
  energyCommunityName: import_typebox11.Type.String(),
  from: LocalDate,
  to: LocalDate,
  profiles: import_typebox11.Type.Array(Profile2),
  profileDataAvailableFrom: Nullable(LocalDate),
  profileDataAvailableTo: Nullable(LocalDate)
});
var GenerationData = import_typebox11.Type.Object({
  trafficLightColor: StringEnum(TRAFFIC_COLOURS),
  trafficLightReason: import_typebox11.Type.Optional(Nullable(StringEnum(TRAFFIC_LIGHT_REASONS))),
  inFeederInquiryPossible: import_typebox11.Type.Boolean(),
  showAnetteLight: import_typebox11.Type.Boolean(),
  anetteLightPossibleFrom: import_typebox11.Type.Optional(Nullable(LocalDate)),
  smallInFeederActivationPossible: import_typebox11.Type.Boolean(),
  smallInFeederDeactivationPossible: import_typebox11.Type.Boolean(),
  recentlyApprovedInFeed: import_typebox11.Type.Boolean()
});
var PointOfDelivery = import_typebox11.Type.Object({
  meterPointAdministrationNumber: MeterPointNumber,
  meter: import_typebox11.Type.Object({ meterNumber: import_typebox11.Type.String() }),
  profiles: import_typebox11.Type.Array(Profile2),
  minimumDate: Nullable(LocalDate),
  maximumDate: Nullable(LocalDate),
  retroactiveActivationDate: import_typebox11.Type.Optional(Nullable(LocalDate)),
  activationStatus: import_typebox11.Type.Optional(StringEnum(AVAILABILITIES)),
  monthlyTrend: import_typebox11.Type.Optional(Nullable(Trend)),
  yearlyTrend: import_typebox11.Type.Optional(Nullable(Trend)),
  lastReadings: import_typebox11.Type.Optional(import_typebox11.Type.Object({ values: import_typebox11.Type.Array(LastReading) }))
});
var ReadingType = import_typebox11.Type.Union([import_typebox11.Type.Literal("K"), import_typebox11.Type.Literal("N"), import_typebox11.Type.Literal("R")]);
var RegisterReading = import_typebox11.Type.Object({
  registernumber: import_typebox11.Type.String(),
  oldReading: import_typebox11.Type.Number(),
  oldType: ReadingType,
  newReading: import_typebox11.Type.Number(),
  newType: ReadingType
});
var ReadingHistoryEntry = import_typebox11.Type.Object({
  from: LocalDate,
  to: LocalDate,
  /** kWh of the period (gas: Bm3 × state number × calorific value). */
  relevantConsumption: import_typebox11.Type.Number(),
  unit: StringEnum(UNITS),
  nrOfDays: import_typebox11.Type.Integer(),
  consumptionPerDay: import_typebox11.Type.Number(),
  registers: import_typebox11.Type.Optional(import_typebox11.Type.Array(RegisterReading)),
  oldValue: import_typebox11.Type.Optional(import_typebox11.Type.Number()),
  oldType: import_typebox11.Type.Optional(ReadingType),
  newValue: import_typebox11.Type.Optional(import_typebox11.Type.Number()),
  newType: import_typebox11.Type.Optional(ReadingType),
  /** Gas: operating cubic metres (Bm3) between the readings. */
  calculatedConsumption: import_typebox11.Type.Optional(import_typebox11.Type.Number()),
  /** Gas: state number (Zustandszahl). */
  conversionFactor: import_typebox11.Type.Optional(import_typebox11.Type.Number()),
  /** Gas: calorific value (Brennwert) in kWh/m³. */
  caloricValue: import_typebox11.Type.Optional(import_typebox11.Type.Number())
});
var MeterReadings = import_typebox11.Type.Object({ meterNumber: import_typebox11.Type.String(), readings: import_typebox11.Type.Array(ReadingHistoryEntry) });
var ReadingsHistory = import_typebox11.Type.Object({
  readingsPerMeter: import_typebox11.Type.Array(MeterReadings),
  maxConsumptionPerDay: import_typebox11.Type.Number()
});
var BilledConsumption = import_typebox11.Type.Object({
  from: LocalDate,
  to: LocalDate,
  value: import_typebox11.Type.Number(),
  unit: StringEnum(UNITS),
  nrOfDays: import_typebox11.Type.Integer(),
  invoiceNumber: Nullable(import_typebox11.Type.String()),
  consumptionPerDay: import_typebox11.Type.Number()
});
var BilledConsumptions = import_typebox11.Type.Object({ values: import_typebox11.Type.Array(BilledConsumption), largestConsumption: import_typebox11.Type.Number() });
var ContractDetail = import_typebox11.Type.Object({
  contractNumber: DigitString(12),
  branch: StringEnum(BRANCHES),
  active: import_typebox11.Type.Boolean(),
  scaleType: import_typebox11.Type.String(),
  description: import_typebox11.Type.Optional(import_typebox11.Type.String()),
  supplier: import_typebox11.Type.Object({ id: import_typebox11.Type.String(), name: import_typebox11.Type.String() }),
  synthProfile: import_typebox11.Type.Optional(Nullable(import_typebox11.Type.String())),
  pointOfDelivery: PointOfDelivery,
  powerGenerationUnit: import_typebox11.Type.Boolean(),
  smartMeterType: StringEnum(METER_TYPES),
  smartMeterTypeName: import_typebox11.Type.String(),
  smartMeterTypeHelp: import_typebox11.Type.Optional(import_typebox11.Type.String()),
  subStation: import_typebox11.Type.Optional(Nullable(import_typebox11.Type.String())),
  station: import_typebox11.Type.Optional(Nullable(import_typebox11.Type.String())),
  contractPower: import_typebox11.Type.Optional(Nullable(import_typebox11.Type.Number())),
  profileActive: import_typebox11.Type.Boolean(),
  loadCurveActive: import_typebox11.Type.Boolean(),
  monthlyProfileDispatchActive: import_typebox11.Type.Optional(import_typebox11.Type.Boolean()),
  dailyProfileDispatchActive: import_typebox11.Type.Optional(import_typebox11.Type.Boolean()),
  amisMeter: import_typebox11.Type.Optional(import_typebox11.Type.Boolean()),
  deviceKeyStatus: import_typebox11.Type.Optional(StringEnum(DEVICE_KEY_STATUSES)),
  deviceKeyAvailable: import_typebox11.Type.Optional(import_typebox11.Type.Boolean()),
  newReadingPossible: import_typebox11.Type.Optional(import_typebox11.Type.Boolean()),
  optInPossible: import_typebox11.Type.Optional(import_typebox11.Type.Boolean()),
  smartMeterActivationPossible: import_typebox11.Type.Optional(import_typebox11.Type.Boolean()),
  loadProfileActivationPossible: import_typebox11.Type.Optional(import_typebox11.Type.Boolean()),
  infeedStatus: import_typebox11.Type.Optional(StringEnum(ACTIVITY_STATUSES)),
  generationData: import_typebox11.Type.Optional(Nullable(GenerationData)),
  energyCommunityData: import_typebox11.Type.Object({
    energyCommunityActive: import_typebox11.Type.Boolean(),
    timeslices: import_typebox11.Type.Array(EnergyCommunityTimeslice)
  }),
  /** Billed consumptions: the periods closed by an invoice, newest first. */
  consumptions: import_typebox11.Type.Optional(BilledConsumptions),
  /** Readings history per meter, newest period first. */
  readingsHistory: import_typebox11.Type.Optional(ReadingsHistory),
  moveInDate: LocalDate,
  moveOutDate: import_typebox11.Type.Optional(Nullable(LocalDate))
});
var Invoice = import_typebox11.Type.Object({
  invoiceNumber: DigitString(12),
  contractAccountNumber: import_typebox11.Type.Optional(DigitString(12)),
  invoiceDate: LocalDate,
  total: import_typebox11.Type.Number()
});
var InstallmentAgreement = import_typebox11.Type.Object({
  currentAmount: import_typebox11.Type.Number(),
  changeable: import_typebox11.Type.Boolean(),
  minAmount: import_typebox11.Type.Optional(Nullable(import_typebox11.Type.Number())),
  maxAmount: import_typebox11.Type.Optional(Nullable(import_typebox11.Type.Number())),
  currency: import_typebox11.Type.Optional(import_typebox11.Type.String()),
  installments: import_typebox11.Type.Array(import_typebox11.Type.Object({ date: LocalDate, amount: import_typebox11.Type.Number() }))
});
var ContractAccountDetail = import_typebox11.Type.Object({
  businessPartnerNumber: DigitString(10),
  contractAccountNumber: DigitString(12),
  description: import_typebox11.Type.String(),
  branch: StringEnum(BRANCHES),
  address: Address,
  active: import_typebox11.Type.Boolean(),
  editable: import_typebox11.Type.Boolean(),
  billedByProvider: import_typebox11.Type.Boolean(),
  bankAccountIn: import_typebox11.Type.Optional(Nullable(import_typebox11.Type.Object({ iban: import_typebox11.Type.String(), depositor: import_typebox11.Type.Optional(import_typebox11.Type.String()) }))),
  invoices: import_typebox11.Type.Array(Invoice),
  invoiceSettings: import_typebox11.Type.Object({ paperless: StringEnum(PAPERLESS_SETTINGS) }),
  installmentAgreement: import_typebox11.Type.Optional(Nullable(InstallmentAgreement)),
  contracts: import_typebox11.Type.Array(ContractDetail)
});
var ContractAccountParams = import_typebox11.Type.Object({
  businessPartnerNumber: DigitString(10),
  contractAccountNumber: DigitString(12)
});
var InvoiceParams = import_typebox11.Type.Object({
  businessPartnerNumber: DigitString(10),
  contractAccountNumber: DigitString(12),
  invoiceNumber: DigitString(12)
});

// service/src/consumption/readings-history.ts
var round = (value, places) => Math.round(value * 10 ** places) / 10 ** places;
var addDay = (date) => {
  const d = /* @__PURE__ */ new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};
async function loadContractReadings(db, keys) {
  const result = /* @__PURE__ */ new Map();
  if (keys.length === 0) return result;
  const { rows } = await db.query(
    `SELECT pod_id, register_number, energy_direction, prev_on::text AS prev_on, read_on::text AS read_on,
            (read_on - prev_on) AS days, prev_value::float8 AS prev_value, reading_value::float8 AS reading_value,
            prev_type, reading_type, state_number::float8 AS state_number, calorific_value::float8 AS calorific_value,
            invoice_number
       FROM (SELECT r.*, lag(read_on) OVER w AS prev_on, lag(reading_value) OVER w AS prev_value,
                    lag(reading_type) OVER w AS prev_type
               FROM meter_readings r
              WHERE r.pod_id = ANY($1::int[])
             WINDOW w AS (PARTITION BY r.pod_id, r.register_number ORDER BY r.read_on)) p
      WHERE prev_on IS NOT NULL
      ORDER BY read_on DESC, register_number`,
    [keys.map((k) => k.podId)]
  );
  for (const key of keys) {
    const periods = rows.filter((r) => r.pod_id === key.podId && r.energy_direction === key.direction);
    if (periods.length === 0) continue;
    result.set(readingsKey(key.podId, key.direction), toContractReadings(key, periods));
  }
  return result;
}
var readingsKey = (podId, direction) => `${podId}:${direction}`;
function toContractReadings(key, periods) {
  const byPeriod = /* @__PURE__ */ new Map();
  for (const row of periods) {
    const id = `${row.prev_on}/${row.read_on}`;
    byPeriod.set(id, [...byPeriod.get(id) ?? [], row]);
  }
  const entries = [];
  for (const rowsOfPeriod of byPeriod.values()) {
    const first = rowsOfPeriod[0];
    const days = Math.max(1, first.days);
    const from = addDay(first.prev_on);
    if (key.branch === "GAS") {
      const bm3 = first.reading_value - first.prev_value;
      const stateNumber = first.state_number ?? 1;
      const calorificValue = first.calorific_value ?? 0;
      const kwh = round(bm3 * stateNumber * calorificValue, 2);
      entries.push({
        invoiceNumber: first.invoice_number,
        entry: {
          from,
          to: first.read_on,
          relevantConsumption: kwh,
          unit: "KWH",
          nrOfDays: days,
          consumptionPerDay: round(kwh / days, 2),
          oldValue: first.prev_value,
          oldType: first.prev_type,
          newValue: first.reading_value,
          newType: first.reading_type,
          calculatedConsumption: round(bm3, 3),
          conversionFactor: stateNumber,
          caloricValue: calorificValue
        }
      });
    } else {
      const kwh = round(
        rowsOfPeriod.reduce((sum, r) => sum + r.reading_value - r.prev_value, 0),
        3
      );
      entries.push({
        invoiceNumber: rowsOfPeriod.find((r) => r.invoice_number)?.invoice_number ?? null,
        entry: {
          from,
          to: first.read_on,
          relevantConsumption: kwh,
          unit: "KWH",
          nrOfDays: days,
          consumptionPerDay: round(kwh / days, 2),
          registers: rowsOfPeriod.map((r) => ({
            registernumber: r.register_number,
            oldReading: r.prev_value,
            oldType: r.prev_type,
            newReading: r.reading_value,
            newType: r.reading_type
          }))
        }
      });
    }
  }
  const billed = entries.filter((e) => e.invoiceNumber !== null).map(({ entry, invoiceNumber }) => ({
    from: entry.from,
    to: entry.to,
    value: entry.relevantConsumption,
    unit: entry.unit,
    nrOfDays: entry.nrOfDays,
    invoiceNumber,
    consumptionPerDay: entry.consumptionPerDay
  }));
  return {
    readingsHistory: {
      readingsPerMeter: [{ meterNumber: key.meterNumber, readings: entries.map((e) => e.entry) }],
      maxConsumptionPerDay: Math.max(0, ...entries.map((e) => e.entry.consumptionPerDay))
    },
    consumptions: { values: billed, largestConsumption: Math.max(0, ...billed.map((b) => b.value)) }
  };
}

// service/src/consumption/local-dates.ts
var DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isCalendarDate(value) {
  const match = DATE.exec(value);
  if (!match) return false;
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return d.toISOString().slice(0, 10) === value;
}
function viennaToday(now = /* @__PURE__ */ new Date()) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vienna" }).format(now);
}
function addDays(date, days) {
  const d = /* @__PURE__ */ new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
function daysInclusive(from, to) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5) + 1;
}
function germanDate(date) {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}
function monthChunks(from, to) {
  const chunks = [];
  let start = from;
  while (start <= to) {
    const [y, m] = start.split("-").map(Number);
    const nextMonth = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
    const end = addDays(nextMonth, -1) < to ? addDays(nextMonth, -1) : to;
    chunks.push({ from: start, to: end });
    start = addDays(end, 1);
  }
  return chunks;
}

// service/src/consumption/trends.ts
var round2 = (value, places) => Math.round(value * 10 ** places) / 10 ** places;
var trendSeries = (branch, direction) => branch === "GAS" ? 3 : direction === "GENERATION" ? 2 : 1;
function trend(current, previous, days) {
  const change = current.value - previous.value;
  return {
    direction: change >= 0 ? "UP" : "DOWN",
    percentage: previous.value > 0 ? round2(Math.abs(change) / previous.value * 100, 1) : 0,
    currentPeriod: { ...current, value: round2(current.value, 2) },
    previousPeriod: { ...previous, value: round2(previous.value, 2) },
    unit: "KWH",
    changePerDay: round2(change / days, 2)
  };
}
var sumBetween = (from, to) => `sum(value) FILTER (WHERE day BETWEEN ${from} AND ${to})::float8`;
async function periodSums(db, podId, series, periods) {
  const { rows } = await db.query(
    `SELECT ${sumBetween("$3::date", "$4::date")} AS m_cur, ${sumBetween("$5::date", "$6::date")} AS m_prev,
            ${sumBetween("$7::date", "$8::date")} AS y_cur, ${sumBetween("$9::date", "$10::date")} AS y_prev
       FROM meter_day_totals
      WHERE pod_id = $1 AND profile_type = $2 AND day BETWEEN $9::date AND $4::date`,
    [podId, series, periods.mCur.from, periods.mCur.to, periods.mPrev.from, periods.mPrev.to, periods.yCur.from, periods.yCur.to, periods.yPrev.from, periods.yPrev.to]
  );
  return rows[0];
}
var yearBefore = (date) => `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`.replace(/-02-29$/, "-02-28");
async function loadContractTrends(db, key) {
  const series = trendSeries(key.branch, key.direction);
  let monthlyTrend = null;
  let yearlyTrend = null;
  const { minimumDate: min, maximumDate: max } = key;
  if (min && max) {
    const mCur = { from: addDays(max, -29), to: max };
    const mPrev = { from: yearBefore(mCur.from), to: yearBefore(mCur.to) };
    const yCur = { from: addDays(max, -364), to: max };
    const yPrev = { from: addDays(max, -729), to: addDays(max, -365) };
    if (mPrev.from >= min) {
      const sums = await periodSums(db, key.podId, series, { mCur, mPrev, yCur, yPrev });
      if (sums.m_cur !== null && sums.m_prev !== null) monthlyTrend = trend({ ...mCur, value: sums.m_cur }, { ...mPrev, value: sums.m_prev }, 30);
      if (yPrev.from >= min && sums.y_cur !== null && sums.y_prev !== null) {
        yearlyTrend = trend({ ...yCur, value: sums.y_cur }, { ...yPrev, value: sums.y_prev }, 365);
      }
    }
  }
  const [latest, before] = key.readings;
  if (!yearlyTrend && latest && before) {
    const perDayChange = latest.relevantConsumption / latest.nrOfDays - before.relevantConsumption / before.nrOfDays;
    yearlyTrend = {
      ...trend(
        { from: latest.from, to: latest.to, value: latest.relevantConsumption },
        { from: before.from, to: before.to, value: before.relevantConsumption },
        latest.nrOfDays
      ),
      changePerDay: round2(perDayChange, 2)
    };
  }
  return { monthlyTrend, yearlyTrend, lastReadings: { values: await latestReadings(db, key, series) } };
}
async function latestReadings(db, key, series) {
  const { rows } = await db.query(
    `SELECT DISTINCT ON (r.register_number) r.register_number, r.read_on::text AS read_on, r.reading_value::float8 AS reading_value,
            (SELECT sum(d.value)::float8 FROM meter_day_totals d
              WHERE d.pod_id = r.pod_id AND d.profile_type = $3 AND d.day > r.read_on AND d.day <= $4::date) AS since
       FROM meter_readings r
      WHERE r.pod_id = $1 AND r.energy_direction = $2
      ORDER BY r.register_number, r.read_on DESC`,
    [key.podId, key.direction, series, key.maximumDate ?? "1900-01-01"]
  );
  const gas = key.branch === "GAS";
  const singleRegister = rows.length === 1;
  return rows.map((r) => {
    const advanced = !gas && singleRegister && r.since !== null && key.maximumDate !== null && key.maximumDate > r.read_on;
    return {
      referenceNumber: r.register_number,
      registernumber: r.register_number,
      decimalPlaces: advanced ? 3 : 0,
      unit: gas ? "NM3" : "KWH",
      newResult: {
        readingValue: advanced ? round2(r.reading_value + (r.since ?? 0), 3) : r.reading_value,
        timestamp: `${advanced ? addDays(key.maximumDate, 1) : addDays(r.read_on, 1)}T00:00:00`
      }
    };
  });
}

// service/src/content/content-texts.ts
var OPERATOR_NAME = "Musternetz GmbH";
var OPERATOR = OPERATOR_NAME;
var OPERATOR_ADDRESS = "Netzstra\xDFe 1, 4020 Linz";
var FEEDBACK_MAIL = "barrierefreiheit@musternetz.example";
var SUPPORT_MAIL = "kundenservice@musternetz.example";
var smartMeterHelp = {
  SMART_METER: [
    "Smart Meter",
    "Ein intelligentes Messger\xE4t gem\xE4\xDF IME-VO. Es erfasst Ihren Verbrauch t\xE4glich und auf Wunsch viertelst\xFCndlich."
  ],
  NONCONFORM_SMART_METER: [
    "Nicht konformer Smart Meter",
    "Ein digitales Messger\xE4t, das nicht alle Anforderungen der IMA-VO erf\xFCllt (Opt-out). Es \xFCbermittelt nur den f\xFCr die Abrechnung notwendigen Z\xE4hlerstand."
  ],
  ADVANCED_SMART_METER: [
    "Smart Meter (erweiterte Funktionen)",
    "Ein intelligentes Messger\xE4t mit Viertelstundenwerten. Sie sehen Ihren Verbrauch und Ihre Einspeisung im Lastprofil, sobald die Werte vorliegen (in der Regel am Folgetag)."
  ],
  LOAD_PROFILE_METER: [
    "Lastprofilz\xE4hler",
    "Ein Z\xE4hler, der den Leistungsmittelwert jeder Viertelstunde misst. Er wird bei gr\xF6\xDFeren Anlagen eingesetzt."
  ],
  NONSMART_METER: [
    "Konventioneller Z\xE4hler",
    "Ein mechanischer oder elektronischer Z\xE4hler ohne Kommunikationsmodul. Der Z\xE4hlerstand wird abgelesen oder von Ihnen bekannt gegeben."
  ],
  DIGITAL_LOAD_PROFILE_METER: [
    "Digitaler Lastprofilz\xE4hler",
    "Ein fernausgelesener Lastprofilz\xE4hler, dessen Viertelstundenwerte t\xE4glich \xFCbertragen werden."
  ],
  UNKNOWN_METER: ["Z\xE4hlertyp unbekannt", "Zu diesem Z\xE4hler liegen uns derzeit keine Angaben zum Typ vor."]
};
var CONTENT_TEXTS = [
  {
    key: "privacy",
    header: "Datenschutzerkl\xE4rung",
    body: `<p>Der Schutz Ihrer personenbezogenen Daten ist uns wichtig. Wir verarbeiten Ihre Daten ausschlie\xDFlich auf Grundlage der gesetzlichen Bestimmungen (DSGVO, DSG, ElWG, GWG 2011).</p>
<h3>Verantwortlicher</h3>
<p>${OPERATOR}, ${OPERATOR_ADDRESS}. Datenschutzbeauftragte: datenschutz@musternetz.example</p>
<h3>Zwecke der Verarbeitung</h3>
<p>Wir verarbeiten Stammdaten, Vertragsdaten sowie Z\xE4hlerst\xE4nde und Verbrauchswerte, um den Netzzugangsvertrag zu erf\xFCllen (Art. 6 Abs. 1 lit. b und c DSGVO) und Ihnen im Kundenportal Ihre Daten anzuzeigen. Viertelstundenwerte verarbeiten wir nur mit Ihrer Zustimmung oder wenn das Gesetz es vorsieht.</p>
<h3>Cookies</h3>
<p>Das Kundenportal verwendet technisch notwendige Cookies f\xFCr die Anmeldung und den Schutz vor Cross-Site-Request-Forgery. Weitere Cookies setzen wir nur mit Ihrer Einwilligung. Ihre Auswahl k\xF6nnen Sie jederzeit \xE4ndern: <a href="#cookie-settings" data-cookie-settings>Cookie-Einstellungen</a></p>
<h3>Ihre Rechte</h3>
<p>Sie haben das Recht auf Auskunft, Berichtigung, L\xF6schung, Einschr\xE4nkung der Verarbeitung, Daten\xFCbertragbarkeit und Widerspruch. Beschwerden richten Sie an die \xD6sterreichische Datenschutzbeh\xF6rde, Barichgasse 40\u201342, 1030 Wien.</p>`
  },
  {
    key: "impress",
    header: "Impressum",
    body: `<p><strong>${OPERATOR}</strong><br>${OPERATOR_ADDRESS}<br>\xD6sterreich</p>
<p>Firmenbuchnummer: FN 000000x, Landesgericht Linz<br>UID: ATU00000000</p>
<p>Unternehmensgegenstand: Betrieb von Strom- und Gasverteilernetzen<br>Aufsichtsbeh\xF6rde: Energie-Control Austria (E-Control), Rudolfsplatz 13a, 1010 Wien</p>
<p>Kontakt: ${SUPPORT_MAIL}, Kundenservice-Hotline 0800 000 000 (Mo\u2013Fr 07:00\u201319:00)</p>
<p>Postleitzahlen und Orte: GeoNames (CC BY 4.0). Standardlastprofile: VDEW, bereitgestellt \xFCber oemof demandlib (MIT).</p>`
  },
  {
    key: "termsOfService",
    header: "Nutzungsbedingungen",
    body: `<p>Das Kundenportal der ${OPERATOR} steht Netzkundinnen und Netzkunden kostenlos zur Verf\xFCgung.</p>
<ol>
<li>Die Registrierung setzt einen aufrechten Netzzugangsvertrag voraus. Ihre Zugangsdaten sind geheim zu halten.</li>
<li>Nach f\xFCnf fehlgeschlagenen Anmeldeversuchen wird das Benutzerkonto f\xFCr 30 Minuten gesperrt.</li>
<li>Die angezeigten Verbrauchswerte dienen der Information. F\xFCr die Abrechnung sind die Werte der Rechnung ma\xDFgeblich.</li>
<li>Wir d\xFCrfen das Portal f\xFCr Wartungsarbeiten vor\xFCbergehend au\xDFer Betrieb nehmen.</li>
</ol>`
  },
  {
    key: "accessibility",
    header: "Erkl\xE4rung zur Barrierefreiheit",
    body: `<p>Die ${OPERATOR} ist bem\xFCht, ihr Kundenportal im Einklang mit dem Web-Zug\xE4nglichkeits-Gesetz (WZG, BGBl. I Nr. 59/2019) barrierefrei zug\xE4nglich zu machen.</p>
<p>Diese Erkl\xE4rung zur Barrierefreiheit gilt f\xFCr das Kundenportal unter <code>/app</code>.</p>
<h3>Stand der Vereinbarkeit mit den Anforderungen</h3>
<p>Das Kundenportal ist mit den Anforderungen der WCAG 2.1 auf Konformit\xE4tsstufe AA (EN 301 549 V2.1.2) <strong>teilweise vereinbar</strong>. Die nachstehend aufgef\xFChrten Inhalte sind nicht vollst\xE4ndig barrierefrei.</p>
<h3>Nicht barrierefreie Inhalte</h3>
<ul>
<li>Diagramme der Lastprofile: Zu jedem Diagramm steht eine Tabelle bzw. ein CSV-Download mit denselben Werten zur Verf\xFCgung.</li>
<li>\xC4ltere Rechnungen im PDF-Format sind m\xF6glicherweise nicht vollst\xE4ndig getaggt.</li>
</ul>
<h3>Erstellung dieser Erkl\xE4rung</h3>
<p>Diese Erkl\xE4rung wurde am 1. J\xE4nner 2026 erstellt. Die Bewertung beruht auf einer Selbstbewertung mit automatisierten und manuellen Pr\xFCfungen.</p>
<h3>Feedback und Kontaktangaben</h3>
<p>Sind Ihnen M\xE4ngel beim barrierefreien Zugang aufgefallen? Schreiben Sie uns an <a href="mailto:${FEEDBACK_MAIL}">${FEEDBACK_MAIL}</a> oder rufen Sie 0800 000 000 an (Mo\u2013Fr 07:00\u201319:00). Wir antworten innerhalb von zwei Wochen.</p>
<h3>Durchsetzungsverfahren</h3>
<p>Wenn Sie auf Ihre Mitteilung keine zufriedenstellende Antwort erhalten, k\xF6nnen Sie sich mittels Beschwerde an die \xD6sterreichische Forschungsf\xF6rderungsgesellschaft mbH (FFG) als Beschwerdestelle gem\xE4\xDF WZG wenden: <a href="https://www.ffg.at/form/kontaktformular-beschwerdestelle">Kontaktformular der Beschwerdestelle</a>.</p>`
  },
  {
    key: "login.maintenance-banner",
    header: "Wartungsarbeiten",
    body: "<p>Am kommenden Sonntag zwischen 02:00 und 04:00 Uhr ist das Kundenportal wegen Wartungsarbeiten nicht erreichbar. Wir danken f\xFCr Ihr Verst\xE4ndnis.</p>"
  },
  {
    key: "login.help",
    header: "Hilfe zur Anmeldung",
    body: `<p>Melden Sie sich mit Ihrem Benutzernamen und Ihrem Passwort an. Ihr Benutzerkonto muss zuvor \xFCber den Link in der Registrierungs-E-Mail aktiviert worden sein.</p>
<p>Benutzername oder Passwort vergessen? Nutzen Sie \u201EBenutzername vergessen\u201C bzw. \u201EPasswort vergessen\u201C. Nach f\xFCnf Fehlversuchen ist Ihr Konto f\xFCr 30 Minuten gesperrt.</p>`
  },
  {
    key: "dashboard.intro",
    header: "Meine Vertragskonten",
    body: "<p>Hier sehen Sie alle Vertragskonten Ihrer Gesch\xE4ftspartner. Klicken Sie auf eine Zeile, um die Details zu \xF6ffnen.</p>"
  },
  {
    key: "dashboard.ecommunication.banner",
    header: "Elektronische Kommunikation",
    body: "<p>F\xFCr diesen Gesch\xE4ftspartner ist die elektronische Kommunikation nicht aktiv. Aktivieren Sie sie, um Rechnungen und Informationen per E-Mail zu erhalten.</p>"
  },
  {
    key: "dashboard.activation.banner",
    header: "Aktivierung ausstehend",
    body: "<p>F\xFCr mindestens einen Gesch\xE4ftspartner wartet ein Aktivierungscode aus Ihrem Aktivierungsschreiben auf die Eingabe.</p>"
  },
  {
    key: "dashboard.noData",
    header: "Keine Daten",
    body: "<p>Es sind keine Vertragskonten vorhanden.</p>"
  },
  {
    key: "contract.error.general",
    header: "Fehler",
    body: "<p>Die Vertragsdaten konnten nicht geladen werden. Bitte versuchen Sie es sp\xE4ter erneut.</p>"
  },
  // Message keys of my data, letter and e-communication activation and the API token page (portal-processes §5, §8;
  // portal-core §8). remote-account carries the same texts as fallbacks.
  ...[
    ["e_comm.error.accept_conditions.false", "Bitte stimmen Sie der elektronischen Kommunikation zu."],
    ["profile.user.update_email.error.general", "Die E-Mail-Adresse konnte nicht ge\xE4ndert werden. Bitte versuchen Sie es sp\xE4ter erneut."],
    ["password.change.error.general", "Das Passwort konnte nicht ge\xE4ndert werden. Bitte versuchen Sie es sp\xE4ter erneut."],
    ["profile.business_partner.update_address.error.general", "Die Adresse konnte nicht ge\xE4ndert werden. Bitte versuchen Sie es sp\xE4ter erneut."],
    ["profile.business_partner.update_phone.error.general", "Die Telefonnummer konnte nicht ge\xE4ndert werden. Bitte versuchen Sie es sp\xE4ter erneut."],
    [
      "activation.error.general",
      "Das Benutzerkonto konnte nicht erfolgreich aktiviert werden. Bitte \xFCberpr\xFCfen Sie den Aktivierungscode oder versuchen Sie es sp\xE4ter erneut."
    ],
    [
      "activation.error.blocked",
      "Der Aktivierungscode wurde zu oft falsch eingegeben und ist nicht mehr g\xFCltig. Bitte wenden Sie sich an unser Kundenservice, damit wir Ihnen einen neuen Aktivierungscode zusenden."
    ],
    ["api-token.generate.message.error", "Der Token konnte nicht erzeugt werden. Bitte versuchen Sie es sp\xE4ter erneut."],
    ["api-token.invalidate.message.error", "Die Tokens konnten nicht ung\xFCltig gemacht werden. Bitte versuchen Sie es sp\xE4ter erneut."],
    ["api-token.invalidate.message.success", "Alle Ihre API-Tokens wurden ung\xFCltig gemacht."]
  ].map(([key, text]) => ({ key, header: "Hinweis", body: `<p>${text}</p>` })),
  {
    key: "maintenance",
    header: "Wartungsarbeiten",
    body: "<p>Derzeit wird das System gewartet. Bitte haben Sie etwas Geduld und versuchen Sie es in K\xFCrze erneut.</p>"
  },
  ...Object.entries(smartMeterHelp).map(([type, [header, text]]) => ({
    key: `help.smartMeterType.${type}`,
    header,
    body: `<p>${text}</p>`
  }))
];
function toPlainText(html) {
  return html.replace(/<br\s*\/?>/gi, "\n").replace(/<\/(p|h\d|li)>/gi, "\n").replace(/<[^>]+>/g, "").replace(/&nbsp;/g, " ").replace(/&amp;/g, "&").split("\n").map((line) => line.replace(/\s+/g, " ").trim()).filter(Boolean).join("\n");
}
var SMART_METER_TYPE_NAMES = Object.fromEntries(
  Object.entries(smartMeterHelp).map(([type, [name]]) => [type, name])
);

// service/src/contract-accounts/contract-account-queries.ts
var num = (value) => value === null || value === void 0 ? null : Number(value);
async function loadContractAccountDetail(db, userId, businessPartnerNumber, contractAccountNumber, { trends: withTrends = true } = {}) {
  const account = (await db.query(
    `SELECT ca.business_partner_number, ca.contract_account_number, ca.description, ca.branch, ca.active, ca.editable,
              ca.billed_by_provider, ca.street, ca.housenumber, ca.housenumber_affix, ca.floor, ca.room, ca.postcode,
              ca.city, ca.country, ca.iban, ca.depositor, ca.paperless
         FROM contract_accounts ca
         JOIN business_partners bp USING (business_partner_number)
        WHERE bp.user_id = $1 AND ca.business_partner_number = $2 AND ca.contract_account_number = $3`,
    [userId, businessPartnerNumber, contractAccountNumber]
  )).rows[0];
  if (!account) return null;
  const can = [contractAccountNumber];
  const [invoices, agreement, installments, contracts, profiles, memberships] = await Promise.all([
    db.query(
      `SELECT invoice_number, invoice_date::text AS invoice_date, total::text AS total
         FROM invoices WHERE contract_account_number = $1 ORDER BY invoice_date DESC, invoice_number DESC`,
      can
    ),
    db.query(
      `SELECT current_amount::text AS current_amount, changeable, min_amount::text AS min_amount,
              max_amount::text AS max_amount, currency
         FROM installment_agreements WHERE contract_account_number = $1`,
      can
    ),
    db.query(
      `SELECT due_date::text AS due_date, amount::text AS amount
         FROM installments WHERE contract_account_number = $1 ORDER BY due_date`,
      can
    ),
    db.query(
      `SELECT c.contract_number, c.pod_id, c.branch, c.active, c.scale_type, c.description, c.supplier_id,
              c.supplier_name, c.synth_profile, c.move_in_date::text AS move_in_date,
              c.move_out_date::text AS move_out_date, c.power_generation_unit, c.smart_meter_type, c.contract_power,
              c.profile_active, c.load_curve_active, c.monthly_dispatch_active, c.daily_dispatch_active,
              c.device_key_status, c.new_reading_possible, c.opt_in_possible, c.smart_meter_activation_possible,
              c.load_profile_activation_possible, c.activation_status, c.infeed_status, c.generation_data,
              p.meter_point_number, p.meter_number, p.minimum_date::text AS minimum_date,
              p.maximum_date::text AS maximum_date, p.sub_station, p.station
         FROM contracts c JOIN pods p ON p.id = c.pod_id
        WHERE c.contract_account_number = $1
        ORDER BY c.active DESC, c.contract_number`,
      can
    ),
    db.query(
      `SELECT pp.pod_id, s.profile_type, s.energy_direction, s.unit, pp.granularity, pp.valid_from::text AS valid_from,
              pp.valid_to::text AS valid_to, pp.energy_community_id
         FROM pod_profiles pp
         JOIN profile_series s ON s.id = pp.series_id
        WHERE pp.pod_id IN (SELECT pod_id FROM contracts WHERE contract_account_number = $1)
        ORDER BY pp.pod_id, s.id, pp.valid_from`,
      can
    ),
    db.query(
      `SELECT m.pod_id, m.energy_community_id, ec.name, m.valid_from::text AS valid_from, m.valid_to::text AS valid_to
         FROM energy_community_memberships m
         JOIN energy_communities ec ON ec.id = m.energy_community_id
        WHERE m.pod_id IN (SELECT pod_id FROM contracts WHERE contract_account_number = $1)
        ORDER BY m.valid_from`,
      can
    )
  ]);
  const readings = await loadContractReadings(
    db,
    contracts.rows.map((c) => ({
      podId: c.pod_id,
      meterNumber: c.meter_number,
      branch: c.branch,
      direction: c.power_generation_unit ? "GENERATION" : "CONSUMPTION"
    }))
  );
  const today = viennaToday();
  const trends = await Promise.all(
    contracts.rows.map((c) => {
      if (!withTrends) return {};
      const direction = c.power_generation_unit ? "GENERATION" : "CONSUMPTION";
      return loadContractTrends(db, {
        podId: c.pod_id,
        branch: c.branch,
        direction,
        minimumDate: c.minimum_date,
        maximumDate: c.maximum_date,
        readings: readings.get(readingsKey(c.pod_id, direction))?.readingsHistory.readingsPerMeter[0]?.readings ?? []
      });
    })
  );
  const toProfile = (p) => ({
    profileType: p.profile_type,
    energyDirection: p.energy_direction,
    granularity: p.granularity,
    from: p.valid_from,
    to: p.valid_to,
    unit: p.unit
  });
  const agreementRow = agreement.rows[0];
  return {
    businessPartnerNumber: account.business_partner_number,
    contractAccountNumber: account.contract_account_number,
    description: account.description,
    branch: account.branch,
    address: addressOf(account),
    active: account.active,
    editable: account.editable,
    billedByProvider: account.billed_by_provider,
    bankAccountIn: account.iban ? { iban: account.iban, ...account.depositor ? { depositor: account.depositor } : {} } : null,
    invoices: invoices.rows.map((i) => ({
      invoiceNumber: i.invoice_number,
      contractAccountNumber: account.contract_account_number,
      invoiceDate: i.invoice_date,
      total: Number(i.total)
    })),
    invoiceSettings: { paperless: account.paperless },
    installmentAgreement: agreementRow ? {
      currentAmount: Number(agreementRow.current_amount),
      changeable: agreementRow.changeable,
      minAmount: num(agreementRow.min_amount),
      maxAmount: num(agreementRow.max_amount),
      currency: agreementRow.currency,
      installments: installments.rows.map((i) => ({ date: i.due_date, amount: Number(i.amount) }))
    } : null,
    contracts: contracts.rows.map((c, index) => {
      const direction = c.power_generation_unit ? "GENERATION" : "CONSUMPTION";
      const podProfiles = profiles.rows.filter((p) => p.pod_id === c.pod_id);
      const timeslices = memberships.rows.filter((m) => m.pod_id === c.pod_id && !c.power_generation_unit).map((m) => {
        const ecProfiles = podProfiles.filter((p) => p.energy_community_id === m.energy_community_id);
        const froms = ecProfiles.map((p) => p.valid_from).sort();
        const tos = ecProfiles.map((p) => p.valid_to).sort();
        return {
          energyCommunityId: m.energy_community_id,
          energyCommunityName: m.name,
          from: m.valid_from,
          to: m.valid_to,
          profiles: ecProfiles.map(toProfile),
          profileDataAvailableFrom: froms[0] ?? null,
          profileDataAvailableTo: tos[tos.length - 1] ?? null
        };
      });
      const history = readings.get(readingsKey(c.pod_id, direction));
      return {
        contractNumber: c.contract_number,
        branch: c.branch,
        active: c.active,
        scaleType: c.scale_type,
        ...c.description ? { description: c.description } : {},
        supplier: { id: c.supplier_id, name: c.supplier_name },
        synthProfile: c.synth_profile,
        pointOfDelivery: {
          meterPointAdministrationNumber: c.meter_point_number,
          meter: { meterNumber: c.meter_number },
          profiles: podProfiles.filter((p) => p.energy_community_id === null && p.energy_direction === direction).map(toProfile),
          minimumDate: c.minimum_date,
          maximumDate: c.maximum_date,
          ...c.activation_status ? { activationStatus: c.activation_status } : {},
          ...trends[index]
        },
        powerGenerationUnit: c.power_generation_unit,
        smartMeterType: c.smart_meter_type,
        smartMeterTypeName: SMART_METER_TYPE_NAMES[c.smart_meter_type] ?? c.smart_meter_type,
        // A content key: the front end loads the help text by it.
        smartMeterTypeHelp: `help.smartMeterType.${c.smart_meter_type}`,
        subStation: c.sub_station,
        station: c.station,
        contractPower: c.contract_power,
        profileActive: c.profile_active,
        loadCurveActive: c.load_curve_active,
        monthlyProfileDispatchActive: c.monthly_dispatch_active,
        dailyProfileDispatchActive: c.daily_dispatch_active,
        amisMeter: c.smart_meter_type !== "NONSMART_METER" && c.smart_meter_type !== "UNKNOWN_METER",
        deviceKeyStatus: c.device_key_status,
        deviceKeyAvailable: c.device_key_status === "ACTIVE",
        newReadingPossible: c.new_reading_possible,
        optInPossible: c.opt_in_possible,
        smartMeterActivationPossible: c.smart_meter_activation_possible,
        loadProfileActivationPossible: c.load_profile_activation_possible,
        ...c.infeed_status ? { infeedStatus: c.infeed_status } : {},
        generationData: c.generation_data,
        energyCommunityData: {
          energyCommunityActive: timeslices.some((t) => t.from <= today && t.to >= today),
          timeslices
        },
        ...history ? { consumptions: history.consumptions, readingsHistory: history.readingsHistory } : {},
        moveInDate: c.move_in_date,
        moveOutDate: c.move_out_date
      };
    })
  };
}

// service/src/contract-accounts/contract-account-routes.ts
function contractAccountRoutes({ db }) {
  return async function plugin(app) {
    app.addHook("onRequest", requireAuth);
    app.get(
      "/v1.0/contract-accounts/:businessPartnerNumber/:contractAccountNumber",
      {
        schema: {
          tags: ["contract-accounts"],
          summary: "Contract account detail",
          description: "Another customer's numbers and unknown numbers both answer 404; non-digit numbers answer 400.",
          params: ContractAccountParams,
          response: { 200: ContractAccountDetail, 400: ErrorArray, 401: ApiError, 404: ApiError }
        }
      },
      async (request, reply) => {
        const { businessPartnerNumber, contractAccountNumber } = request.params;
        const detail = await loadContractAccountDetail(db, userIdOf(request), businessPartnerNumber, contractAccountNumber);
        if (!detail) return reply.code(404).send({ type: "NOT_FOUND", message: "Vertragskonto nicht gefunden" });
        return detail;
      }
    );
  };
}

// service/src/contract-accounts/invoice-routes.ts
var import_typebox12 = require("@sinclair/typebox");

// shared/src/contract/country-names.ts
var COUNTRY_NAMES = {
  AT: "\xD6sterreich",
  DE: "Deutschland",
  CH: "Schweiz",
  IT: "Italien",
  CZ: "Tschechien",
  SK: "Slowakei",
  HU: "Ungarn",
  SI: "Slowenien",
  HR: "Kroatien",
  LI: "Liechtenstein"
};

// service/src/format/postal-address.ts
function postalAddressLines(address) {
  const lines = [`${address.street} ${houseNumberOf(address)}`.trim(), `${address.postcode} ${address.city}`.trim()];
  if (address.country && address.country !== "AT") lines.push(COUNTRY_NAMES[address.country].toUpperCase());
  return lines;
}

// service/src/contract-accounts/invoice-pdf.ts
var import_pdf_lib = require("pdf-lib");

// service/src/format/de-at-number.ts
function formatDecimal(value, places = 2) {
  const [whole, fraction] = Math.abs(value).toFixed(places).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${value < 0 ? "-" : ""}${grouped}${fraction ? `,${fraction}` : ""}`;
}

// service/src/contract-accounts/demo-network-tariffs.ts
var perKwh = (cents2, places = 2) => ({ value: cents2, unit: "ct/kWh", places });
var perYear = (euros2) => ({ value: euros2, unit: "\u20AC/Jahr", places: 2 });
var perMonth = (euros2) => ({ value: euros2, unit: "\u20AC/Monat", places: 2 });
var STROM_CHARGES = [
  { label: "Netznutzungsentgelt Arbeitspreis", basis: "energy", price: perKwh(5.22) },
  { label: "Netznutzungsentgelt Leistungspauschale", basis: "days", price: perYear(36) },
  { label: "Netzverlustentgelt", basis: "energy", price: perKwh(0.651, 3) },
  { label: "Messentgelt", basis: "days", price: perMonth(2.4) },
  // Elektrizitätsabgabegesetz: 1,5 ct/kWh for households.
  { label: "Elektrizit\xE4tsabgabe", basis: "energy", price: perKwh(1.5) },
  { label: "Erneuerbaren-F\xF6rderpauschale", basis: "days", price: perYear(19.02) }
];
var GAS_CHARGES = [
  { label: "Netznutzungsentgelt Arbeitspreis", basis: "energy", price: perKwh(1.89) },
  { label: "Netznutzungsentgelt Grundpauschale", basis: "days", price: perYear(54) },
  { label: "Messentgelt", basis: "days", price: perMonth(2.65) },
  // Erdgasabgabegesetz: 0,066 € per standard cubic metre.
  { label: "Erdgasabgabe", basis: "normCubicMetres", price: { value: 0.066, unit: "\u20AC/Nm\xB3", places: 3 } }
];
var VAT_RATE = 0.2;
var DEFAULT_CALORIFIC_VALUE = 11.2;
var PAYMENT_TERM_DAYS = 14;
var OPERATOR_IBAN = "AT611904300234573201";

// service/src/contract-accounts/pdf-fonts.ts
var import_promises = require("node:fs/promises");
var import_fontkit = __toESM(require("@pdf-lib/fontkit"));
var FONT_FILES = {
  regular: "@expo-google-fonts/open-sans/400Regular/OpenSans_400Regular.ttf",
  bold: "@expo-google-fonts/open-sans/700Bold/OpenSans_700Bold.ttf"
};
var cache = /* @__PURE__ */ new Map();
function fontBytes(weight) {
  let bytes = cache.get(weight);
  if (!bytes) {
    bytes = (0, import_promises.readFile)(require.resolve(FONT_FILES[weight]));
    cache.set(weight, bytes);
  }
  return bytes;
}
async function embedPdfFonts(doc) {
  doc.registerFontkit(import_fontkit.default);
  const [regular, bold] = await Promise.all([fontBytes("regular"), fontBytes("bold")]);
  return {
    regular: await doc.embedFont(regular, { subset: true }),
    bold: await doc.embedFont(bold, { subset: true })
  };
}
var characterSets = /* @__PURE__ */ new WeakMap();
function characterSet(font) {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}
function drawable(font, text) {
  const supported = characterSet(font);
  return Array.from(text.normalize("NFC").replace(/\s/g, " "), (char) => supported.has(char.codePointAt(0)) ? char : "?").join("");
}

// service/src/contract-accounts/invoice-pdf.ts
var READING_TYPE_WORDS = {
  K: "Kundenablesung",
  N: "Ablesung Netzbetreiber",
  R: "rechnerisch ermittelt"
};
var A4 = [595.28, 841.89];
var MARGIN = 56;
var INK = (0, import_pdf_lib.rgb)(0.1, 0.12, 0.16);
var MUTED = (0, import_pdf_lib.rgb)(0.35, 0.38, 0.42);
var ACCENT = (0, import_pdf_lib.rgb)(0, 0.32, 0.6);
var Writer = class {
  constructor(doc, regular, bold) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  doc;
  regular;
  bold;
  page;
  y;
  ensure(height) {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  /**
   * Every text of the documents is drawn here: what the font has no glyph for becomes '?', so a stored string (a name,
   * an address) can never make the PDF fail. Right-aligned when `right` is given.
   */
  draw(text, at) {
    const font = at.bold ? this.bold : this.regular;
    const safe = drawable(font, text);
    const x = at.right !== void 0 ? at.right - font.widthOfTextAtSize(safe, at.size) : at.x;
    this.page.drawText(safe, { x, y: at.y, size: at.size, font, color: at.color ?? INK });
  }
  text(text, options = {}) {
    const size = options.size ?? 10;
    this.ensure(size + 4);
    this.draw(text, { x: options.x ?? MARGIN, y: this.y - size, size, bold: options.bold, color: options.color });
    this.y -= size + (options.gap ?? 4);
  }
  /** Cells at fixed x positions on one line; numbers right-aligned at their column's right edge. */
  row(cells, size = 9) {
    this.ensure(size + 4);
    for (const cell of cells) this.draw(cell.text, { x: cell.x, right: cell.right, y: this.y - size, size, bold: cell.bold });
    this.y -= size + 5;
  }
  rule() {
    this.ensure(8);
    this.page.drawLine({ start: { x: MARGIN, y: this.y - 2 }, end: { x: A4[0] - MARGIN, y: this.y - 2 }, thickness: 0.5, color: MUTED });
    this.y -= 8;
  }
  space(height) {
    this.y -= height;
  }
};
async function newDocument(title, operator) {
  const doc = await import_pdf_lib.PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(operator);
  doc.setLanguage("de-AT");
  doc.setCreationDate(/* @__PURE__ */ new Date(0));
  doc.setModificationDate(/* @__PURE__ */ new Date(0));
  const fonts = await embedPdfFonts(doc);
  const writer = new Writer(doc, fonts.regular, fonts.bold);
  return { doc, writer };
}
async function renderInvoicePdf(invoice) {
  const { doc, writer: w } = await newDocument(`Rechnung ${invoice.invoiceNumber}`, invoice.operator);
  w.text(invoice.operator, { size: 16, bold: true, color: ACCENT, gap: 2 });
  w.text(`${invoice.operatorAddress} \xB7 Rechnung \xFCber die Netznutzung`, { size: 9, color: MUTED, gap: 18 });
  w.text(invoice.customer.name, { bold: true });
  for (const line of invoice.customer.lines) w.text(line);
  w.space(14);
  w.text(`Rechnung ${invoice.invoiceNumber}`, { size: 14, bold: true, gap: 8 });
  const facts = [
    ["Rechnungsdatum", germanDate(invoice.invoiceDate)],
    ["Gesch\xE4ftspartner", invoice.businessPartnerNumber],
    ["Vertragskonto", invoice.contractAccountNumber]
  ];
  for (const [label, value] of facts) w.row([{ text: label, x: MARGIN }, { text: value, x: MARGIN + 130 }], 10);
  w.space(8);
  for (const position of invoice.positions) writePosition(w, position);
  writeAmounts(w, invoice.amounts);
  writePayment(w, invoice);
  w.space(16);
  w.text("Die Ablesearten: Kundenablesung (K), Ablesung Netzbetreiber (N), rechnerisch ermittelt (R).", { size: 8, color: MUTED });
  w.text("Angaben gem\xE4\xDF \xA7 42 ElWG: Z\xE4hlpunkt, Lastprofil, Z\xE4hlerst\xE4nde und deren Ermittlung, Vergleich mit dem Vorjahr.", { size: 8, color: MUTED });
  return doc.save();
}
function writePosition(w, p) {
  w.ensure(220);
  w.text(`${p.branch === "GAS" ? "Gas" : "Strom"}: ${p.description}`, { size: 12, bold: true, gap: 6 });
  const facts = [
    ["Z\xE4hlpunkt", p.meterPointAdministrationNumber],
    ["Z\xE4hler", p.meterNumber],
    ["Lastprofil", p.loadProfile],
    ["Abrechnungszeitraum", `${germanDate(p.from)} \u2013 ${germanDate(p.to)} (${p.nrOfDays} Tage)`]
  ];
  for (const [label, value] of facts) w.row([{ text: label, x: MARGIN }, { text: value, x: MARGIN + 130 }], 10);
  w.space(4);
  const cols = { register: MARGIN, old: MARGIN + 190, oldType: MARGIN + 200, fresh: MARGIN + 370, newType: MARGIN + 380 };
  w.row(
    [
      { text: "Z\xE4hlwerk", x: cols.register, bold: true },
      { text: `Z\xE4hlerstand ${germanDate(p.from)}`, x: 0, right: cols.old, bold: true },
      { text: `Z\xE4hlerstand ${germanDate(p.to)}`, x: 0, right: cols.fresh, bold: true }
    ],
    9
  );
  for (const r of p.readings) {
    w.row([
      { text: r.register, x: cols.register },
      { text: `${formatDecimal(r.oldValue, 0)} ${r.unit}`, x: 0, right: cols.old },
      { text: READING_TYPE_WORDS[r.oldType] ?? r.oldType, x: cols.oldType },
      { text: `${formatDecimal(r.newValue, 0)} ${r.unit}`, x: 0, right: cols.fresh },
      { text: READING_TYPE_WORDS[r.newType] ?? r.newType, x: cols.newType }
    ]);
  }
  if (p.gas) {
    w.row([
      {
        text: `${formatDecimal(p.gas.bm3, 0)} m\xB3 (Betrieb) \xD7 Zustandszahl ${formatDecimal(p.gas.stateNumber, 4)} \xD7 Brennwert ${formatDecimal(p.gas.calorificValue, 3)} kWh/m\xB3`,
        x: MARGIN
      }
    ]);
  }
  w.row([
    { text: p.generation ? "Einspeisung im Zeitraum" : "Verbrauch im Zeitraum", x: MARGIN, bold: true },
    { text: `${formatDecimal(p.consumption)} kWh`, x: 0, right: cols.fresh, bold: true }
  ]);
  w.space(6);
  writeComparison(w, p);
}
function writeComparison(w, p) {
  w.text("Vergleich mit dem Vorjahreszeitraum", { size: 10, bold: true, gap: 6 });
  const bars = [
    ["Vorjahr", p.previousConsumption],
    ["Abrechnungszeitraum", p.consumption]
  ];
  const largest = Math.max(...bars.map(([, v]) => v ?? 0), 1);
  const width = 260;
  for (const [label, value] of bars) {
    w.ensure(18);
    const y = w.y - 12;
    w.draw(label, { x: MARGIN, y: y + 2, size: 9 });
    if (value === null) {
      w.draw("keine Daten", { x: MARGIN + 120, y: y + 2, size: 9, color: MUTED });
    } else {
      w.page.drawRectangle({ x: MARGIN + 120, y, width: Math.max(1, value / largest * width), height: 11, color: label === "Vorjahr" ? MUTED : ACCENT });
      w.draw(`${formatDecimal(value)} kWh`, { x: MARGIN + 126 + value / largest * width, y: y + 2, size: 9 });
    }
    w.y -= 16;
  }
  w.space(10);
}
var AMOUNT_COLUMNS = { label: MARGIN, quantity: MARGIN + 290, price: MARGIN + 385, amount: A4[0] - MARGIN };
var TOTALS_HEIGHT = 80;
var quantityText = (line) => `${formatDecimal(line.quantity, line.quantityPlaces)} ${line.quantityUnit}`;
var priceText = (line) => `${formatDecimal(line.price.value, line.price.places)} ${line.price.unit}`;
var euros = (value) => `${formatDecimal(value)} \u20AC`;
function writeAmounts(w, amounts) {
  const c = AMOUNT_COLUMNS;
  w.space(6);
  const lineCount = amounts.groups.reduce((n, g) => n + 1 + g.lines.length, 0);
  w.ensure(Math.min(TOTALS_HEIGHT + 40 + lineCount * 14, 400));
  w.text("Netzentgelte und Abgaben", { size: 12, bold: true, gap: 6 });
  w.row([
    { text: "Position", x: c.label, bold: true },
    { text: "Menge", x: 0, right: c.quantity, bold: true },
    { text: "Preis", x: 0, right: c.price, bold: true },
    { text: "Betrag", x: 0, right: c.amount, bold: true }
  ]);
  for (const group of amounts.groups) {
    w.ensure(20 + group.lines.length * 14);
    w.text(group.title, { size: 9, color: MUTED, gap: 3 });
    for (const line of group.lines) {
      w.row([
        { text: line.label, x: c.label },
        { text: quantityText(line), x: 0, right: c.quantity },
        { text: priceText(line), x: 0, right: c.price },
        { text: euros(line.amount), x: 0, right: c.amount }
      ]);
    }
  }
  if (amounts.groups.length === 0) w.text("Keine Netzentgelte im Abrechnungszeitraum.", { size: 9, color: MUTED });
  w.ensure(TOTALS_HEIGHT);
  w.rule();
  w.row([{ text: "Summe netto", x: c.label }, { text: euros(amounts.net), x: 0, right: c.amount }], 10);
  w.row([{ text: `Umsatzsteuer ${VAT_RATE * 100} %`, x: c.label }, { text: euros(amounts.vat), x: 0, right: c.amount }], 10);
  w.rule();
  w.row([{ text: "Gesamtbetrag", x: c.label, bold: true }, { text: euros(amounts.gross), x: 0, right: c.amount, bold: true }], 11);
  w.text("Preise ohne Umsatzsteuer; Jahres- und Monatspreise anteilig nach Tagen (Jahr = 365 Tage).", { size: 8, color: MUTED });
}
function writePayment(w, invoice) {
  const { payment } = invoice;
  w.space(8);
  w.ensure(50);
  w.row([{ text: "F\xE4llig am", x: MARGIN }, { text: germanDate(payment.dueDate), x: MARGIN + 130 }], 10);
  if (payment.method === "DIRECT_DEBIT") {
    w.row([{ text: "Zahlung", x: MARGIN }, { text: `SEPA-Lastschrift von Ihrem Konto ${payment.iban}`, x: MARGIN + 130 }], 10);
  } else {
    w.row([{ text: "Zahlung", x: MARGIN }, { text: `\xDCberweisung auf unser Konto ${payment.iban}`, x: MARGIN + 130 }], 10);
    w.row([{ text: "Verwendungszweck", x: MARGIN }, { text: `Rechnung ${invoice.invoiceNumber}`, x: MARGIN + 130 }], 10);
  }
}
async function renderInvoiceDetailPdf(detail) {
  const { doc, writer: w } = await newDocument(`Rechnungsdetail ${detail.invoiceNumber}`, detail.operator);
  w.text(detail.operator, { size: 16, bold: true, color: ACCENT, gap: 12 });
  w.text(`Rechnungsdetail zur Rechnung ${detail.invoiceNumber}`, { size: 14, bold: true, gap: 6 });
  w.row([{ text: "Rechnungsdatum", x: MARGIN }, { text: germanDate(detail.invoiceDate), x: MARGIN + 130 }], 10);
  w.row([{ text: "Vertragskonto", x: MARGIN }, { text: detail.contractAccountNumber, x: MARGIN + 130 }], 10);
  w.space(10);
  for (const section of detail.sections) {
    w.ensure(60);
    w.text(section.title, { size: 12, bold: true, gap: 6 });
    w.row([{ text: "Monat", x: MARGIN, bold: true }, { text: `${section.measure} (${section.unit})`, x: 0, right: MARGIN + 260, bold: true }]);
    for (const row of section.rows) {
      w.row([{ text: row.label, x: MARGIN }, { text: row.value === null ? "\u2013" : formatDecimal(row.value), x: 0, right: MARGIN + 260 }]);
    }
    if (section.note) w.text(section.note, { size: 8, color: MUTED });
    w.space(10);
  }
  return doc.save();
}

// service/src/contract-accounts/invoice-lines.ts
var cents = (value) => Math.round(Number((value * 100).toPrecision(12))) / 100;
var roundTo = (value, places) => Math.round(value * 10 ** places) / 10 ** places;
function normCubicMetres(period) {
  return period.gas ? period.gas.bm3 * period.gas.stateNumber : period.consumption / DEFAULT_CALORIFIC_VALUE;
}
function quantityOf(basis, period) {
  if (basis === "days") return { quantity: period.nrOfDays, quantityUnit: "Tage", quantityPlaces: 0 };
  if (basis === "normCubicMetres") return { quantity: roundTo(normCubicMetres(period), 2), quantityUnit: "Nm\xB3", quantityPlaces: 2 };
  return { quantity: roundTo(period.consumption, 2), quantityUnit: "kWh", quantityPlaces: 2 };
}
function lineAmount(quantity, price) {
  switch (price.unit) {
    case "ct/kWh":
      return cents(quantity * price.value / 100);
    case "\u20AC/Jahr":
      return cents(price.value * quantity / 365);
    case "\u20AC/Monat":
      return cents(price.value * 12 * quantity / 365);
    case "\u20AC/Nm\xB3":
      return cents(quantity * price.value);
  }
}
function lineOf(charge, period) {
  const quantity = quantityOf(charge.basis, period);
  return { label: charge.label, ...quantity, price: charge.price, amount: lineAmount(quantity.quantity, charge.price) };
}
function invoiceAmounts(periods) {
  const groups = periods.filter((p) => !p.generation).map((p) => ({ title: p.title, lines: (p.branch === "GAS" ? GAS_CHARGES : STROM_CHARGES).map((charge) => lineOf(charge, p)) }));
  const net = cents(groups.flatMap((g) => g.lines).reduce((sum, line) => sum + line.amount, 0));
  const vat = cents(net * VAT_RATE);
  return { groups, net, vat, gross: cents(net + vat) };
}

// service/src/contract-accounts/invoice-positions.ts
function positionsOf(detail, invoiceNumber) {
  return detail.contracts.flatMap((contract) => {
    const billed = contract.consumptions?.values ?? [];
    const index = billed.findIndex((b) => b.invoiceNumber === invoiceNumber);
    if (index < 0) return [];
    const period = billed[index];
    const entry = contract.readingsHistory?.readingsPerMeter.flatMap((m) => m.readings).find((r) => r.from === period.from && r.to === period.to);
    const previous = billed[index + 1] ?? null;
    const unit = contract.branch === "GAS" ? "m\xB3" : "kWh";
    const readings = entry?.registers ? entry.registers.map((r) => ({ register: r.registernumber, oldValue: r.oldReading, oldType: r.oldType, newValue: r.newReading, newType: r.newType, unit })) : entry && entry.oldValue !== void 0 && entry.newValue !== void 0 ? [{ register: "1", oldValue: entry.oldValue, oldType: entry.oldType ?? "R", newValue: entry.newValue, newType: entry.newType ?? "R", unit }] : [];
    const position = {
      branch: contract.branch,
      generation: contract.powerGenerationUnit,
      description: contract.description ?? detail.description,
      meterPointAdministrationNumber: contract.pointOfDelivery.meterPointAdministrationNumber,
      meterNumber: contract.pointOfDelivery.meter.meterNumber,
      loadProfile: contract.synthProfile ? `Standardlastprofil ${contract.synthProfile}` : "gemessenes Lastprofil",
      from: period.from,
      to: period.to,
      nrOfDays: period.nrOfDays,
      consumption: period.value,
      previousConsumption: previous ? previous.value : null,
      readings,
      ...entry?.calculatedConsumption !== void 0 && entry.conversionFactor !== void 0 && entry.caloricValue !== void 0 ? { gas: { bm3: entry.calculatedConsumption, stateNumber: entry.conversionFactor, calorificValue: entry.caloricValue } } : {}
    };
    return [{ contract, position }];
  });
}
function billedPeriodOf(position) {
  return {
    branch: position.branch,
    generation: position.generation,
    title: `${position.description} \u2013 Z\xE4hlpunkt ${position.meterPointAdministrationNumber}`,
    consumption: position.consumption,
    nrOfDays: position.nrOfDays,
    ...position.gas ? { gas: position.gas } : {}
  };
}
function billedPeriodsOf(detail, invoiceNumber) {
  return positionsOf(detail, invoiceNumber).map(({ position }) => billedPeriodOf(position));
}
function maskIban(iban) {
  const compact = iban.replace(/\s/g, "").toUpperCase();
  return groupIban(compact.slice(0, 4) + "*".repeat(Math.max(0, compact.length - 8)) + compact.slice(-4));
}
function groupIban(iban) {
  return (iban.match(/.{1,4}/g) ?? []).join(" ");
}
function paymentOf(detail, invoiceDate) {
  const dueDate = addDays(invoiceDate, PAYMENT_TERM_DAYS);
  const iban = detail.bankAccountIn?.iban;
  return iban ? { dueDate, method: "DIRECT_DEBIT", iban: maskIban(iban) } : { dueDate, method: "TRANSFER", iban: groupIban(OPERATOR_IBAN) };
}

// service/src/contract-accounts/invoice-routes.ts
var NOT_FOUND = { type: "NOT_FOUND", message: "Rechnung nicht gefunden" };
var PdfFile = import_typebox12.Type.Unsafe({ type: "string", format: "binary", description: "application/pdf" });
async function loadInvoice(db, userId, params2) {
  const detail = await loadContractAccountDetail(db, userId, params2.businessPartnerNumber, params2.contractAccountNumber, { trends: false });
  const invoice = detail?.invoices.find((i) => i.invoiceNumber === params2.invoiceNumber);
  return detail && invoice ? { detail, invoice } : null;
}
async function customerOf(db, businessPartnerNumber) {
  const { rows } = await db.query(
    `SELECT coalesce(company_name, concat_ws(' ', salutation, firstname, lastname)) AS name,
            country, street, housenumber, housenumber_affix, floor, room, postcode, city
       FROM business_partners WHERE business_partner_number = $1`,
    [businessPartnerNumber]
  );
  const row = rows[0];
  return row ? { name: row.name, lines: postalAddressLines(addressOf(row)) } : { name: "", lines: [] };
}
async function monthlyValues(db, contract, from, to) {
  const series = contract.branch === "GAS" ? 3 : contract.powerGenerationUnit ? 2 : 1;
  const { rows } = await db.query(
    `SELECT to_char(date_trunc('month', v.ts, 'Europe/Vienna') AT TIME ZONE 'Europe/Vienna', 'MM.YYYY') AS month,
            sum(v.value)::float8 AS total
       FROM meter_values v JOIN pods p ON p.id = v.pod_id
      WHERE p.meter_point_number = $1 AND v.profile_type = $2
        AND v.ts >= $3::date::timestamp AT TIME ZONE 'Europe/Vienna'
        AND v.ts < ($4::date + 1)::timestamp AT TIME ZONE 'Europe/Vienna'
      GROUP BY date_trunc('month', v.ts, 'Europe/Vienna') ORDER BY date_trunc('month', v.ts, 'Europe/Vienna')`,
    [contract.pointOfDelivery.meterPointAdministrationNumber, series, from, to]
  );
  return rows.map((r) => ({ label: r.month, value: r.total === null ? null : Math.round(r.total * 100) / 100 }));
}
function sendPdf(reply, fileName, pdf) {
  return reply.type("application/pdf").header("content-disposition", `attachment; filename="${fileName}"`).header("cache-control", "private, no-store").send(Buffer.from(pdf));
}
function withInvoice(db, handle) {
  return async (request, reply) => {
    const found = await loadInvoice(db, userIdOf(request), request.params);
    if (!found) return reply.code(404).send(NOT_FOUND);
    return handle(found, reply);
  };
}
function invoiceRoutes({ db }) {
  return async function plugin(app) {
    app.addHook("onRequest", requireAuth);
    app.get(
      "/v1.0/invoices/:businessPartnerNumber/:contractAccountNumber/:invoiceNumber",
      {
        schema: {
          tags: ["contract-accounts"],
          summary: "Invoice as PDF, named Rechnung_<invoice date>_<invoice number>.pdf",
          description: "Another customer's numbers and unknown numbers both answer 404; non-digit numbers answer 400.",
          params: InvoiceParams,
          response: { 200: PdfFile, 400: ErrorArray, 401: ApiError, 404: ApiError }
        }
      },
      withInvoice(db, async ({ detail, invoice }, reply) => {
        const positions = positionsOf(detail, invoice.invoiceNumber).map((p) => p.position);
        const pdf = await renderInvoicePdf({
          operator: OPERATOR_NAME,
          operatorAddress: OPERATOR_ADDRESS,
          invoiceNumber: invoice.invoiceNumber,
          invoiceDate: invoice.invoiceDate,
          customer: await customerOf(db, detail.businessPartnerNumber),
          businessPartnerNumber: detail.businessPartnerNumber,
          contractAccountNumber: detail.contractAccountNumber,
          positions,
          // The same computation gave the stored total (demo seed), so the items add up to the listed amount.
          amounts: invoiceAmounts(positions.map(billedPeriodOf)),
          payment: paymentOf(detail, invoice.invoiceDate)
        });
        return sendPdf(reply, `Rechnung_${invoice.invoiceDate}_${invoice.invoiceNumber}.pdf`, pdf);
      })
    );
    app.get(
      "/v1.0/invoices/:businessPartnerNumber/:contractAccountNumber/:invoiceNumber/detail",
      {
        schema: {
          tags: ["contract-accounts"],
          summary: "Invoice detail as PDF (consumption per month of the billed period), named Rechnungsdetail_<invoice number>.pdf",
          params: InvoiceParams,
          response: { 200: PdfFile, 400: ErrorArray, 401: ApiError, 404: ApiError }
        }
      },
      withInvoice(db, async ({ detail, invoice }, reply) => {
        const sections = [];
        for (const { contract, position } of positionsOf(detail, invoice.invoiceNumber)) {
          const rows = await monthlyValues(db, contract, position.from, position.to);
          sections.push({
            title: `${position.description} \u2013 Z\xE4hlpunkt ${position.meterPointAdministrationNumber}`,
            measure: position.generation ? "Einspeisung" : "Verbrauch",
            unit: "kWh",
            rows: rows.length > 0 ? rows : [{ label: `${position.from.slice(5, 7)}.${position.from.slice(0, 4)} \u2013 ${position.to.slice(5, 7)}.${position.to.slice(0, 4)}`, value: position.consumption }],
            note: rows.length > 0 ? "Summen der gemessenen Viertelstundenwerte." : "Keine Viertelstundenwerte f\xFCr diesen Zeitraum: verrechnet nach Z\xE4hlerst\xE4nden."
          });
        }
        const pdf = await renderInvoiceDetailPdf({
          operator: OPERATOR_NAME,
          invoiceNumber: invoice.invoiceNumber,
          invoiceDate: invoice.invoiceDate,
          contractAccountNumber: detail.contractAccountNumber,
          sections
        });
        return sendPdf(reply, `Rechnungsdetail_${invoice.invoiceNumber}.pdf`, pdf);
      })
    );
  };
}

// service/src/contract-accounts/email-routes.ts
var import_typebox14 = require("@sinclair/typebox");

// shared/src/contract/messages.ts
var import_typebox13 = require("@sinclair/typebox");
var PROCESS_DATA_LIMITS = { entries: 50, keyLength: 60, valueLength: 500, processTypeLength: 60 };
var NetworkDataEmailRequest = import_typebox13.Type.Object({
  businessPartnerNumber: DigitString(10),
  contractAccountNumber: DigitString(12),
  contractNumber: DigitString(12)
});
var ProcessDataEmailRequest = import_typebox13.Type.Object({
  businessPartnerNumber: DigitString(10),
  contractAccountNumber: DigitString(12),
  contractNumber: DigitString(12),
  /** What kind of process the data belong to, e.g. "Einspeiseantrag"; shown as the mail's heading. */
  processType: import_typebox13.Type.Optional(import_typebox13.Type.String({ minLength: 1, maxLength: PROCESS_DATA_LIMITS.processTypeLength })),
  data: import_typebox13.Type.Optional(
    import_typebox13.Type.Record(import_typebox13.Type.String(), import_typebox13.Type.String({ maxLength: PROCESS_DATA_LIMITS.valueLength }), {
      maxProperties: PROCESS_DATA_LIMITS.entries,
      propertyNames: { minLength: 1, maxLength: PROCESS_DATA_LIMITS.keyLength },
      description: `label \u2192 value, at most ${PROCESS_DATA_LIMITS.entries} entries; labels 1\u2013${PROCESS_DATA_LIMITS.keyLength}, values up to ${PROCESS_DATA_LIMITS.valueLength} characters`
    })
  )
});
var PartnerMessage = import_typebox13.Type.Object({
  id: import_typebox13.Type.Integer(),
  businessPartnerNumber: DigitString(10),
  subject: import_typebox13.Type.String(),
  /** Plain text; paragraphs separated by blank lines. */
  body: import_typebox13.Type.String(),
  createdAt: LocalDateTime,
  read: import_typebox13.Type.Boolean()
});
var PartnerMessageList = import_typebox13.Type.Object({ partnerMessages: import_typebox13.Type.Array(PartnerMessage) });
var PartnerMessageParams = import_typebox13.Type.Object({ id: import_typebox13.Type.Integer({ minimum: 1, maximum: 2147483647 }) });

// service/src/mail/outbox.ts
var import_nodemailer = require("nodemailer");
var Mailer = class {
  constructor(config, transport) {
    this.config = config;
    this.transport = transport ?? (config.smtpUrl ? (0, import_nodemailer.createTransport)(config.smtpUrl) : null);
  }
  config;
  transport;
  /** Writes the mail to the outbox and delivers it (see queue and deliver). */
  async send(db, mail) {
    const id = await this.queue(db, mail);
    await this.deliver(db, id, mail);
    return id;
  }
  /**
   * Writes the mail to the outbox only. Called inside a transaction, the mail exists exactly when the change it tells
   * about commits; deliver it after the commit (an SMTP round trip must not hold the transaction open).
   */
  async queue(db, mail) {
    const { rows } = await db.query(
      `INSERT INTO mail_outbox (recipient, subject, text_body, html_body) VALUES ($1, $2, $3, $4) RETURNING id`,
      [mail.to, mail.subject, mail.text, mail.html]
    );
    return rows[0].id;
  }
  /** Sends a queued mail over SMTP when configured and notes the outcome on its outbox row. */
  async deliver(db, id, mail) {
    if (!this.transport) return;
    try {
      await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
      await db.query("UPDATE mail_outbox SET sent_at = now() WHERE id = $1", [id]);
    } catch (error) {
      await db.query("UPDATE mail_outbox SET error = $2 WHERE id = $1", [id, String(error).slice(0, 500)]);
    }
  }
};
async function readOutbox(db, options = {}) {
  const { rows } = await db.query(
    `SELECT id, recipient, subject, text_body, html_body, created_at, sent_at, error FROM mail_outbox
      WHERE ($1::text IS NULL OR lower(recipient) = lower($1)) ORDER BY id DESC LIMIT $2`,
    [options.to ?? null, options.limit ?? 50]
  );
  return rows.map((r) => ({
    id: r.id,
    to: r.recipient,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    createdAt: new Date(r.created_at).toISOString(),
    sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
    error: r.error
  }));
}
var HTML_ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
function escapeHtml(value) {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

// service/src/accounts/per-user-limit.ts
function perUserLimit(db, limit) {
  return async function countPerUser(request, reply) {
    return await rateLimited(db, reply, [{ limit, key: String(userIdOf(request)) }]) ? reply : void 0;
  };
}

// service/src/contract-accounts/email-routes.ts
var NOT_FOUND2 = { type: "NOT_FOUND", message: "Vertrag nicht gefunden" };
var UNAUTHORIZED = { type: "UNAUTHORIZED", message: "Nicht angemeldet" };
var NO_EMAIL = [
  { path: "general", message: "F\xFCr Ihr Benutzerkonto ist keine E-Mail-Adresse hinterlegt.", number: ERROR_NUMBERS.INVALID_VALUE }
];
var ONLY_STROM = [
  { path: "contractNumber", message: "Netzdaten gibt es nur f\xFCr Strom-Vertr\xE4ge.", number: ERROR_NUMBERS.INVALID_VALUE }
];
var SENT_NOTE = `Diese E-Mail wurde auf Ihren Wunsch \xFCber das Kundenportal der ${OPERATOR_NAME} versandt.`;
var MAIL_LIMITS = {
  networkData: { bucket: "network-data-mail-user", max: 10, windowSeconds: 3600 },
  processData: { bucket: "process-data-mail-user", max: 10, windowSeconds: 3600 }
};
async function loadContract(db, userId, ref) {
  const detail = await loadContractAccountDetail(db, userId, ref.businessPartnerNumber, ref.contractAccountNumber, { trends: false });
  const contract = detail?.contracts.find((c) => c.contractNumber === ref.contractNumber);
  return detail && contract ? { detail, contract } : null;
}
async function emailOf(db, userId) {
  const { rows } = await db.query("SELECT email FROM users WHERE id = $1", [userId]);
  const email = rows[0]?.email?.trim();
  return email ? email : null;
}
function addressLine(address) {
  const number = [address.housenumber, address.housenumberAffix, address.floor, address.room].filter(Boolean).join("/");
  return `${address.street} ${number}, ${address.postcode} ${address.city}`;
}
var orDash = (value) => value === null || value === void 0 || value === "" ? "\u2013" : value;
function render(rows) {
  const text = rows.map(([label, value]) => `${label}: ${value}`).join("\n");
  const cells = rows.map(
    ([label, value]) => `<tr><th align="left" valign="top" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th><td style="padding:2px 0">${escapeHtml(value).replace(/\r?\n/g, "<br>")}</td></tr>`
  ).join("");
  return { text, html: `<table cellspacing="0" cellpadding="0">${cells}</table>` };
}
function mailBodies(intro, rows) {
  const table = render(rows);
  const text = ["Guten Tag,", intro, table.text, SENT_NOTE].join("\n\n");
  const html = `<p>Guten Tag,</p><p>${escapeHtml(intro)}</p>${table.html}<p style="color:#555">${escapeHtml(SENT_NOTE)}</p>`;
  return { text, html };
}
function networkDataRows(detail, contract) {
  return [
    ["Z\xE4hlpunktbezeichnung", contract.pointOfDelivery.meterPointAdministrationNumber],
    ["Z\xE4hlernummer", contract.pointOfDelivery.meter.meterNumber],
    ["Z\xE4hlertyp", orDash(contract.smartMeterTypeName)],
    ["Umspannwerk", orDash(contract.subStation)],
    ["Trafostation", orDash(contract.station)],
    ["Vertragsleistung", contract.contractPower === null || contract.contractPower === void 0 ? "\u2013" : `${formatDecimal(contract.contractPower)} kW`],
    ["Anlagenadresse", addressLine(detail.address)]
  ];
}
function networkDataMail(to, detail, contract) {
  const pod = contract.pointOfDelivery.meterPointAdministrationNumber;
  const intro = `hier sind die Netzdaten Ihres Vertrags ${contract.contractNumber} (Vertragskonto ${detail.contractAccountNumber}, ${detail.description}):`;
  return { to, subject: `Ihre Netzdaten \u2013 Z\xE4hlpunkt ${pod}`, ...mailBodies(intro, networkDataRows(detail, contract)) };
}
function processDataMail(to, detail, contract, request) {
  const pod = contract.pointOfDelivery.meterPointAdministrationNumber;
  const rows = [
    ...Object.entries(request.data ?? {}).map(([label, value]) => [label, value]),
    ...networkDataRows(detail, contract)
  ];
  const what = request.processType ? `Ihres Antrags \u201E${request.processType}\u201C` : "Ihres Antrags";
  const intro = `hier sind die Daten ${what} zum Vertrag ${contract.contractNumber} (Vertragskonto ${detail.contractAccountNumber}, ${detail.description}) mit den Netzdaten des Vertrags:`;
  return { to, subject: `Ihre Antragsdaten \u2013 Z\xE4hlpunkt ${pod}`, ...mailBodies(intro, rows) };
}
function sessionOnly(request, reply) {
  return request.auth?.kind === "session" ? null : reply.code(401).send(UNAUTHORIZED);
}
function emailRoutes({ db, mailer }) {
  return async function plugin(app) {
    app.addHook("onRequest", requireAuth);
    app.post(
      "/v1.0/emails/network-data",
      {
        schema: {
          tags: ["emails"],
          summary: "E-mail the network data of one of the user's STROM contracts to the user's address; answers 204 without a body",
          description: "Meter point, meter number, smart-meter type, substation, station, contract power and address of the contract account. Another customer's numbers, unknown numbers and a contract number not in that account answer 404; a GAS contract answers 400 (path contractNumber); non-digit numbers answer 400. Needs a session and X-XSRF-TOKEN. At most 10 calls per user and hour, then 429 {type: RATE_LIMITED} with Retry-After.",
          body: NetworkDataEmailRequest,
          response: { 204: import_typebox14.Type.Null(), 400: ErrorArray, 401: ApiError, 404: ApiError, 429: ApiError }
        },
        // Counted before anything else: a limited call sends no mail.
        preHandler: perUserLimit(db, MAIL_LIMITS.networkData)
      },
      async (request, reply) => {
        const denied = sessionOnly(request, reply);
        if (denied) return denied;
        const userId = userIdOf(request);
        const found = await loadContract(db, userId, request.body);
        if (!found) return reply.code(404).send(NOT_FOUND2);
        if (found.contract.branch !== "STROM") return reply.code(400).send(ONLY_STROM);
        const to = await emailOf(db, userId);
        if (!to) return reply.code(400).send(NO_EMAIL);
        await mailer.send(db, networkDataMail(to, found.detail, found.contract));
        return reply.code(204).send();
      }
    );
    app.post(
      "/v1.0/emails/process-data",
      {
        schema: {
          tags: ["emails"],
          summary: "E-mail the application data of a process (e.g. in-feed or solar application) to the user's address; answers 204 without a body",
          description: "The mail lists the given label \u2192 value pairs (at most 50; labels up to 60, values up to 500 characters, else 400) and the contract's network data as in the network-data mail. Another customer's or unknown numbers answer 404. Needs a session and X-XSRF-TOKEN. At most 10 calls per user and hour, then 429 {type: RATE_LIMITED} with Retry-After.",
          body: ProcessDataEmailRequest,
          response: { 204: import_typebox14.Type.Null(), 400: ErrorArray, 401: ApiError, 404: ApiError, 429: ApiError }
        },
        preHandler: perUserLimit(db, MAIL_LIMITS.processData)
      },
      async (request, reply) => {
        const denied = sessionOnly(request, reply);
        if (denied) return denied;
        const userId = userIdOf(request);
        const body = request.body;
        const found = await loadContract(db, userId, body);
        if (!found) return reply.code(404).send(NOT_FOUND2);
        const to = await emailOf(db, userId);
        if (!to) return reply.code(400).send(NO_EMAIL);
        await mailer.send(db, processDataMail(to, found.detail, found.contract, body));
        return reply.code(204).send();
      }
    );
  };
}

// service/src/contract-accounts/partner-message-routes.ts
var NOT_FOUND3 = { type: "NOT_FOUND", message: "Nachricht nicht gefunden" };
var COLUMNS = `m.id, m.business_partner_number, m.subject, m.body, m.read,
  to_char(m.created_at AT TIME ZONE 'Europe/Vienna', 'YYYY-MM-DD"T"HH24:MI:SS') AS created_at`;
var toMessage = (row) => ({
  id: row.id,
  businessPartnerNumber: row.business_partner_number,
  subject: row.subject,
  body: row.body,
  createdAt: row.created_at,
  read: row.read
});
function partnerMessageRoutes({ db }) {
  return async function plugin(app) {
    app.addHook("onRequest", requireAuth);
    app.get(
      "/partner-messages",
      {
        schema: {
          tags: ["messages"],
          summary: "Messages to the user's business partners, newest first",
          response: { 200: PartnerMessageList, 401: ApiError }
        }
      },
      async (request) => {
        const { rows } = await db.query(
          `SELECT ${COLUMNS}
             FROM partner_messages m
             JOIN business_partners bp USING (business_partner_number)
            WHERE bp.user_id = $1
            ORDER BY m.created_at DESC, m.id DESC`,
          [userIdOf(request)]
        );
        return { partnerMessages: rows.map(toMessage) };
      }
    );
    app.put(
      "/partner-messages/:id/read",
      {
        schema: {
          tags: ["messages"],
          summary: "Mark one message as read (repeatable); answers the message",
          description: "Another customer's and unknown ids both answer 404; a non-numeric id answers 400.",
          params: PartnerMessageParams,
          response: { 200: PartnerMessage, 400: ErrorArray, 401: ApiError, 404: ApiError }
        }
      },
      async (request, reply) => {
        const { id } = request.params;
        const { rows } = await db.query(
          `UPDATE partner_messages m SET read = true
             FROM business_partners bp
            WHERE m.id = $1 AND bp.business_partner_number = m.business_partner_number AND bp.user_id = $2
            RETURNING ${COLUMNS}`,
          [id, userIdOf(request)]
        );
        const row = rows[0];
        if (!row) return reply.code(404).send(NOT_FOUND3);
        return toMessage(row);
      }
    );
  };
}

// service/src/contract-accounts/contract-account-area.ts
function contractAccountArea(deps) {
  return async function plugin(app) {
    await app.register(contractAccountRoutes({ db: deps.db }));
    await app.register(invoiceRoutes({ db: deps.db }));
    await app.register(emailRoutes({ db: deps.db, mailer: deps.mailer }));
    await app.register(partnerMessageRoutes({ db: deps.db }));
  };
}

// service/src/accounts/api-token-routes.ts
var import_typebox15 = require("@sinclair/typebox");
function apiTokenRoutes({ db }) {
  return async function plugin(app) {
    app.addHook("onRequest", requireAuth);
    app.put(
      "/api-tokens/generate",
      {
        schema: {
          tags: ["api-tokens"],
          summary: "Generate an API token (shown once; the service keeps only its hash)",
          description: "validForDays: 0 = valid forever, else 1\u20133650 days. The token authorises `Authorization: Bearer <token>` on the read-only data API of its owner until it expires, is invalidated or the password changes. Needs a session and X-XSRF-TOKEN. Rate limited per user (429 with Retry-After).",
          body: ApiTokenGenerateRequest,
          response: { 200: ApiTokenResponse, 400: ErrorArray, 401: ApiError, 429: RateLimitedError }
        }
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        if (await rateLimited(db, reply, [{ limit: LIMITS.tokenPerUser, key: String(userId) }])) return reply;
        const { validForDays } = request.body;
        const token = apiToken();
        await db.query(
          `INSERT INTO api_tokens (user_id, token_hash, expires_at)
           VALUES ($1, $2, CASE WHEN $3::int = 0 THEN NULL ELSE now() + make_interval(days => $3::int) END)`,
          [userId, sha256(token), validForDays]
        );
        return { token };
      }
    );
    app.put(
      "/api-tokens/invalidate-all",
      {
        schema: {
          tags: ["api-tokens"],
          summary: "Invalidate every API token of the user at once; answers 204",
          description: "Needs a session and X-XSRF-TOKEN. Rate limited per user (429 with Retry-After).",
          response: { 204: import_typebox15.Type.Null(), 401: ApiError, 429: RateLimitedError }
        },
        preHandler: perUserLimit(db, LIMITS.tokenInvalidatePerUser)
      },
      async (request, reply) => {
        await invalidateApiTokens(db, userIdOf(request));
        return reply.code(204).send();
      }
    );
  };
}

// service/src/accounts/postcodes.ts
var import_node_fs3 = require("node:fs");

// service/src/demo/load-profile-data.ts
var import_node_fs2 = require("node:fs");
var import_node_path2 = __toESM(require("node:path"));
function dataFile(name) {
  const candidates = [
    import_node_path2.default.join(__dirname, "data", name),
    import_node_path2.default.join(__dirname, "..", "data", name),
    import_node_path2.default.join(__dirname, "..", "..", "data", name)
  ];
  const found = candidates.find((candidate) => (0, import_node_fs2.existsSync)(candidate));
  if (!found) throw new Error(`data file ${name} not found (looked in ${candidates.join(", ")})`);
  return found;
}
function readH0Profile() {
  const lines = (0, import_node_fs2.readFileSync)(dataFile("vdew-h0.csv"), "utf8").trim().split(/\r?\n/).slice(1);
  const rows = { period: [], weekday: [], quarterHour: [], value: [] };
  for (const line of lines) {
    const [period, weekday, quarterHour, value] = line.split(",");
    rows.period.push(period);
    rows.weekday.push(Number(weekday));
    rows.quarterHour.push(Number(quarterHour));
    rows.value.push(Number(value));
  }
  return rows;
}

// service/src/accounts/postcodes.ts
var byPostcode = null;
function splitCsvLine(line) {
  const fields = [];
  let field2 = "";
  let quoted2 = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoted2) {
      if (c === '"' && line[i + 1] === '"') {
        field2 += '"';
        i += 1;
      } else if (c === '"') quoted2 = false;
      else field2 += c;
    } else if (c === '"') quoted2 = true;
    else if (c === ",") {
      fields.push(field2);
      field2 = "";
    } else field2 += c;
  }
  fields.push(field2);
  return fields;
}
var UMLAUTS = { \u00E4: "ae", \u00F6: "oe", \u00FC: "ue", \u00DF: "ss" };
function slug(name) {
  return name.toLowerCase().replace(/[äöüß]/g, (c) => UMLAUTS[c]).normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}
function parsePostcodes(csv) {
  const lines = csv.split(/\r?\n/).filter((l) => l.trim() !== "");
  const header = splitCsvLine(lines[0]);
  const col = (name) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`at-postcodes.csv: column ${name} missing`);
    return index;
  };
  const [zip, place, community, communityCode] = [col("zipcode"), col("place"), col("community"), col("community_code")];
  const result = /* @__PURE__ */ new Map();
  for (const line of lines.slice(1)) {
    const f = splitCsvLine(line);
    const postcode = f[zip];
    const cities = result.get(postcode) ?? /* @__PURE__ */ new Map();
    result.set(postcode, cities);
    const municipality = { code: `${postcode}-${f[communityCode]}`, postcode, name: f[community] };
    cities.set(municipality.code, municipality);
    if (f[place] !== f[community]) {
      const code = `${municipality.code}-${slug(f[place])}`;
      cities.set(code, { code, postcode, name: f[place] });
    }
  }
  const sorted = /* @__PURE__ */ new Map();
  for (const [postcode, cities] of result) {
    const municipalities = [...cities.values()].filter((c) => c.code.split("-").length === 2);
    const places = [...cities.values()].filter((c) => c.code.split("-").length > 2);
    const byName = (a, b) => a.name.localeCompare(b.name, "de-AT");
    sorted.set(postcode, [...municipalities.sort(byName), ...places.sort(byName)]);
  }
  return sorted;
}
function lookup() {
  byPostcode ??= parsePostcodes((0, import_node_fs3.readFileSync)(dataFile("at-postcodes.csv"), "utf8"));
  return byPostcode;
}
function citiesOf(postcode) {
  return lookup().get(postcode.trim()) ?? [];
}
function cityByCode(code) {
  const postcode = code.split("-")[0];
  return citiesOf(postcode).find((c) => c.code === code) ?? null;
}

// service/src/accounts/autocomplete-routes.ts
function autocompleteRoutes({ db }) {
  return async function plugin(app) {
    app.addHook("onRequest", requireAuth);
    app.get(
      "/autocomplete/city",
      {
        schema: {
          tags: ["account"],
          summary: "Places of an Austrian postcode: city code \u2192 name (GeoNames postal code data, CC BY 4.0)",
          description: "Codes: `<postcode>-<Gemeindekennzahl>` for a municipality, `<postcode>-<Gemeindekennzahl>-<place>` for a further place; municipalities first. An unknown postcode answers {}.",
          querystring: CityQuery,
          response: { 200: CityMap, 400: ErrorArray, 401: ApiError, 429: RateLimitedError }
        }
      },
      async (request, reply) => {
        if (await rateLimited(db, reply, [{ limit: LIMITS.autocompletePerUser, key: String(userIdOf(request)) }])) return reply;
        const { postcode } = request.query;
        return Object.fromEntries(citiesOf(postcode).map((c) => [c.code, c.name]));
      }
    );
    app.get(
      "/autocomplete/street",
      {
        schema: {
          tags: ["account"],
          summary: "Streets known for a place (from customers\u2019 and contract accounts\u2019 addresses), at most 20",
          description: "Matches streets starting with the query first, then streets containing it (case-insensitive). An unknown city code answers []. A street not in the list may still be used.",
          querystring: StreetQuery,
          response: { 200: StreetList, 400: ErrorArray, 401: ApiError, 429: RateLimitedError }
        }
      },
      async (request, reply) => {
        if (await rateLimited(db, reply, [{ limit: LIMITS.autocompletePerUser, key: String(userIdOf(request)) }])) return reply;
        const query = request.query;
        const city = cityByCode(query["city-code"]);
        if (!city) return [];
        const text = (query.query ?? "").trim().toLowerCase();
        const { rows } = await db.query(
          `SELECT street FROM (
             SELECT street, postcode, city FROM business_partners
             UNION SELECT street, postcode, city FROM contract_accounts
           ) s
           WHERE postcode = $1 AND lower(city) = lower($2) AND strpos(lower(street), $3) > 0
           GROUP BY street
           ORDER BY (strpos(lower(street), $3) = 1) DESC, street
           LIMIT $4`,
          [city.postcode, city.name, text, ACCOUNT_LIMITS.streetSuggestionsMax]
        );
        return rows.map((r) => r.street);
      }
    );
  };
}

// service/src/accounts/business-partner-routes.ts
var import_typebox16 = require("@sinclair/typebox");

// shared/src/contract/account-rules.ts
var needsContractAccountAndPostcode = (type) => type === "COMPANY_NAME" || type === "LAST_NAME";
function isoDateYearsBefore(isoDate, years) {
  const [year, month, day] = isoDate.split("-").map(Number);
  const target = year - years;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${String(target).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(Math.min(day, lastDay)).padStart(2, "0")}`;
}
function dateOfBirthBounds(today) {
  return {
    earliest: isoDateYearsBefore(today, ACCOUNT_LIMITS.maxAge),
    latest: isoDateYearsBefore(today, ACCOUNT_LIMITS.adultAge)
  };
}
function isDateOfBirthInRange(dateOfBirth, today) {
  const { earliest, latest } = dateOfBirthBounds(today);
  return dateOfBirth >= earliest && dateOfBirth <= latest;
}
var phonePattern = new RegExp(PHONE_PATTERN);
var isPhoneNumber = (value) => phonePattern.test(value) && /[0-9]/.test(value);
var isPhoneExtension = (value) => /^[0-9]+$/.test(value);
var CODE_BLOCKED_ERROR_NUMBER = 7;

// service/src/accounts/codes.ts
var CODE_TTL_MINUTES = {
  REGISTRATION: 48 * 60,
  PASSWORD_RESET: 60,
  MOBILE: 15,
  LETTER_ACTIVATION: 90 * 24 * 60
};
var MAX_FAILED_ATTEMPTS = 5;
var MOBILE_CODE_LENGTH = 6;
async function issueCode(db, purpose, owner) {
  const code = purpose === "MOBILE" ? shortCode(MOBILE_CODE_LENGTH) : linkCode();
  await revokeCodes(db, purpose, owner);
  await db.query(
    `INSERT INTO account_codes (purpose, code_hash, user_id, business_partner_number, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
    [purpose, sha256(purpose === "MOBILE" ? normalizeShortCode(code) : code), owner.userId ?? null, owner.businessPartnerNumber ?? null, CODE_TTL_MINUTES[purpose]]
  );
  return code;
}
async function storeShortCode(db, purpose, owner, code, ttlMinutes = CODE_TTL_MINUTES[purpose]) {
  await revokeCodes(db, purpose, owner);
  await db.query(
    `INSERT INTO account_codes (purpose, code_hash, user_id, business_partner_number, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
    [purpose, sha256(normalizeShortCode(code)), owner.userId ?? null, owner.businessPartnerNumber ?? null, ttlMinutes]
  );
}
async function revokeCodes(db, purpose, owner) {
  if (owner.businessPartnerNumber) {
    await db.query(
      `UPDATE account_codes SET used_at = now() WHERE purpose = $1 AND business_partner_number = $2 AND used_at IS NULL`,
      [purpose, owner.businessPartnerNumber]
    );
  } else if (owner.userId) {
    await db.query(`UPDATE account_codes SET used_at = now() WHERE purpose = $1 AND user_id = $2 AND used_at IS NULL`, [
      purpose,
      owner.userId
    ]);
  }
}
async function findLinkCode(db, purpose, code) {
  const { rows } = await db.query(
    `SELECT id, user_id, business_partner_number FROM account_codes
      WHERE purpose = $1 AND code_hash = $2 AND used_at IS NULL AND expires_at > now()`,
    [purpose, sha256(code)]
  );
  return rows[0] ?? null;
}
async function useCode(db, id) {
  const { rows } = await db.query(
    "UPDATE account_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id",
    [id]
  );
  return rows.length === 1;
}
async function redeemShortCode(db, purpose, businessPartnerNumber, typed) {
  const { rows } = await db.query(
    `SELECT id, code_hash, failed_attempts FROM account_codes
      WHERE purpose = $1 AND business_partner_number = $2 AND used_at IS NULL AND expires_at > now()
      ORDER BY id DESC LIMIT 1`,
    [purpose, businessPartnerNumber]
  );
  const row = rows[0];
  if (!row) return "missing";
  if (row.failed_attempts >= MAX_FAILED_ATTEMPTS) return "blocked";
  if (!sameHash(row.code_hash, sha256(normalizeShortCode(typed)))) {
    await db.query("UPDATE account_codes SET failed_attempts = failed_attempts + 1 WHERE id = $1", [row.id]);
    return row.failed_attempts + 1 >= MAX_FAILED_ATTEMPTS ? "blocked" : "wrong";
  }
  return await useCode(db, row.id) ? "redeemed" : "missing";
}

// service/src/accounts/account-mails.ts
var SIGNATURE = `Ihr Kundenservice der ${OPERATOR_NAME}`;
var NOT_YOU = "Falls Sie diese Anfrage nicht gestellt haben, k\xF6nnen Sie diese E-Mail ignorieren.";
function compose(to, subject, paragraphs, link) {
  const textParts = ["Guten Tag,", ...paragraphs];
  if (link) textParts.splice(2, 0, link.url);
  const text = [...textParts, SIGNATURE].join("\n\n");
  const htmlParagraphs = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  if (link) {
    htmlParagraphs.splice(
      1,
      0,
      `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p><p style="color:#555">Falls der Link nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:<br>${escapeHtml(link.url)}</p>`
    );
  }
  const html = `<p>Guten Tag,</p>${htmlParagraphs.join("")}<p>${escapeHtml(SIGNATURE)}</p>`;
  return { to, subject, text, html };
}
var hours = (minutes) => minutes === 60 ? "eine Stunde" : minutes % 60 === 0 ? `${minutes / 60} Stunden` : `${minutes} Minuten`;
function registrationMail(to, publicUrl, login, code) {
  const url = `${publicUrl}/app/registration/confirm?code=${encodeURIComponent(code)}`;
  return compose(
    to,
    `Bitte best\xE4tigen Sie Ihre Registrierung im Kundenportal der ${OPERATOR_NAME}`,
    [
      `vielen Dank f\xFCr Ihre Registrierung mit dem Benutzernamen \u201E${login}\u201C. Bitte best\xE4tigen Sie sie mit diesem Link:`,
      `Der Link ist ${hours(CODE_TTL_MINUTES.REGISTRATION)} g\xFCltig und kann einmal verwendet werden. Danach k\xF6nnen Sie sich anmelden.`,
      "Falls Sie sich nicht registriert haben, k\xF6nnen Sie diese E-Mail ignorieren: ohne Best\xE4tigung wird kein Benutzerkonto aktiv."
    ],
    { label: "Registrierung best\xE4tigen", url }
  );
}
function passwordResetMail(to, publicUrl, login, code) {
  const url = `${publicUrl}/app/password/change?code=${encodeURIComponent(code)}`;
  return compose(
    to,
    "Neues Passwort f\xFCr Ihr Kundenportal",
    [
      `f\xFCr den Benutzernamen \u201E${login}\u201C wurde ein neues Passwort angefordert. Mit diesem Link vergeben Sie es:`,
      `Der Link ist ${hours(CODE_TTL_MINUTES.PASSWORD_RESET)} g\xFCltig und kann einmal verwendet werden.`,
      NOT_YOU
    ],
    { label: "Neues Passwort vergeben", url }
  );
}
function usernameMail(to, publicUrl, logins, meterPoint) {
  const names = logins.map((l) => `\u201E${l}\u201C`).join(", ");
  return compose(
    to,
    "Ihr Benutzername f\xFCr das Kundenportal",
    [
      `Sie haben Ihren Benutzernamen f\xFCr den Z\xE4hlpunkt ${meterPoint} angefordert. Er lautet: ${names}`,
      `Hier melden Sie sich an: ${publicUrl}/app/login`,
      NOT_YOU
    ]
  );
}
function mobileCodeSms(code) {
  return `${OPERATOR_NAME}: Ihr Best\xE4tigungscode lautet ${code}. Er ist ${CODE_TTL_MINUTES.MOBILE} Minuten g\xFCltig.`;
}

// service/src/accounts/partners.ts
var COLUMNS2 = `business_partner_number, salutation, firstname, lastname, company_name, street, housenumber,
  housenumber_affix, floor, room, postcode, city, country, email, landline, landline_extension, landline_country,
  mobile, mobile_country, mobile_pending, mobile_pending_country, ecommunication_active, activation_pending`;
var optional = (key, value) => value ? { [key]: value } : {};
function toProfilePartner(p) {
  return {
    businessPartnerNumber: p.business_partner_number,
    entity: {
      fullname: p.company_name ?? [p.firstname, p.lastname].filter(Boolean).join(" "),
      ...optional("salutation", p.salutation),
      ...optional("firstname", p.firstname),
      ...optional("lastname", p.lastname),
      ...optional("companyName", p.company_name),
      address: addressOf(p),
      ...p.landline ? { landline: { number: p.landline, ...optional("extension", p.landline_extension), country: p.landline_country } } : {},
      ...p.mobile ? { mobile: { number: p.mobile, country: p.mobile_country } } : {}
    },
    email: p.email,
    ecommunicationActive: p.ecommunication_active,
    ecommunicationInactive: !p.ecommunication_active,
    activationPending: p.activation_pending,
    ...p.mobile_pending ? { mobilePending: { number: p.mobile_pending, country: p.mobile_pending_country ?? "AT" } } : {}
  };
}
async function loadProfilePartners(db, userId) {
  const { rows } = await db.query(
    `SELECT ${COLUMNS2} FROM business_partners WHERE user_id = $1 ORDER BY business_partner_number`,
    [userId]
  );
  return rows.map(toProfilePartner);
}
async function loadProfilePartner(db, userId, bpn) {
  const { rows } = await db.query(
    `SELECT ${COLUMNS2} FROM business_partners WHERE business_partner_number = $1 AND user_id = $2`,
    [bpn, userId]
  );
  return rows[0] ? toProfilePartner(rows[0]) : null;
}
var PARTNER_NOT_FOUND = { type: "NOT_FOUND", message: "Gesch\xE4ftspartner nicht gefunden" };

// service/src/accounts/business-partner-routes.ts
var field = (path5, message, number = ERROR_NUMBERS.INVALID_VALUE) => [
  { path: path5, message, number }
];
var NO_ACTIVATION_PENDING = field("activationCode", "F\xFCr diesen Gesch\xE4ftspartner ist keine Aktivierung offen.");
var WRONG_ACTIVATION_CODE = field("activationCode", "Der Aktivierungscode ist nicht korrekt.");
var ACTIVATION_REFUSED = {
  "not-pending": NO_ACTIVATION_PENDING,
  wrong: WRONG_ACTIVATION_CODE,
  // An expired (or replaced) code answers like a wrong one, as before.
  missing: WRONG_ACTIVATION_CODE,
  blocked: field(
    "activationCode",
    "Der Aktivierungscode wurde zu oft falsch eingegeben und ist nicht mehr g\xFCltig.",
    CODE_BLOCKED_ERROR_NUMBER
  )
};
var WRONG_MOBILE_CODE = { type: "NOT_FOUND", message: "Bitte \xFCberpr\xFCfen Sie den Aktivierungscode." };
var ACCEPT_CONDITIONS = field("acceptConditions", "Bitte stimmen Sie der elektronischen Kommunikation zu.", ERROR_NUMBERS.REQUIRED);
var params = { params: BusinessPartnerParams };
var partnerAnswer = { 200: ProfileBusinessPartner, 400: ErrorArray, 401: ApiError, 404: ApiError, 429: RateLimitedError };
async function owns(db, userId, bpn) {
  const { rows } = await db.query("SELECT 1 FROM business_partners WHERE business_partner_number = $1 AND user_id = $2", [
    bpn,
    userId
  ]);
  return rows.length === 1;
}
function austrianAddress(body) {
  if (body.country !== "AT") return { errors: [], city: body.city.trim() };
  if (!/^[0-9]{4}$/.test(body.postcode)) {
    return { errors: field("postcode", "Eine \xF6sterreichische Postleitzahl hat 4 Ziffern.", ERROR_NUMBERS.INVALID_FORMAT), city: body.city };
  }
  const cities = citiesOf(body.postcode);
  if (cities.length === 0) return { errors: field("postcode", "Diese Postleitzahl ist nicht bekannt."), city: body.city };
  const city = cities.find((c) => c.code === body.city.trim() || c.name.toLowerCase() === body.city.trim().toLowerCase());
  if (!city) return { errors: field("city", "Der Ort passt nicht zur Postleitzahl."), city: body.city };
  return { errors: [], city: city.name };
}
function businessPartnerRoutes({ db }) {
  return async function plugin(app) {
    app.addHook("onRequest", requireAuth);
    const readLimit = perUserLimit(db, LIMITS.profileReadPerUser);
    app.get(
      "/v1.0/business-partners/pending-activations",
      {
        schema: {
          tags: ["account"],
          summary: "The user's business partner numbers waiting for letter activation",
          description: "Rate limited per user (generously).",
          response: { 200: PendingActivations, 401: ApiError, 429: RateLimitedError }
        },
        preHandler: readLimit
      },
      async (request) => {
        const { rows } = await db.query(
          `SELECT business_partner_number FROM business_partners WHERE user_id = $1 AND activation_pending
            ORDER BY business_partner_number`,
          [userIdOf(request)]
        );
        return rows.map((r) => r.business_partner_number);
      }
    );
    app.get(
      "/v1.0/business-partners/:bpn",
      {
        schema: {
          tags: ["account"],
          summary: "One of the user\u2019s business partners",
          description: "Another user's or an unknown number \u2192 404; not digits or longer than 10 \u2192 400. Rate limited per user (generously).",
          ...params,
          response: { 200: ProfileBusinessPartner, 400: ErrorArray, 401: ApiError, 404: ApiError, 429: RateLimitedError }
        },
        preHandler: readLimit
      },
      async (request, reply) => {
        const { bpn } = request.params;
        const partner = await loadProfilePartner(db, userIdOf(request), bpn);
        return partner ?? reply.code(404).send(PARTNER_NOT_FOUND);
      }
    );
    app.put(
      "/v1.0/business-partners/:bpn/activation",
      {
        schema: {
          tags: ["account"],
          summary: "Letter activation: the code from the letter activates the business partner; answers 204",
          description: "Wrong code \u2192 400 path activationCode; the fifth wrong entry and every entry after it \u2192 400 path activationCode with number 7 (code blocked: the customer service sends a new letter); no activation open \u2192 400 path activationCode; another user\u2019s partner \u2192 404. Rate limited per user.",
          ...params,
          body: LetterActivationRequest,
          response: { 204: import_typebox16.Type.Null(), 400: ErrorArray, 401: ApiError, 404: ApiError, 429: RateLimitedError }
        }
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const { bpn } = request.params;
        if (!await owns(db, userId, bpn)) return reply.code(404).send(PARTNER_NOT_FOUND);
        if (await rateLimited(db, reply, [{ limit: LIMITS.letterActivationPerUser, key: String(userId) }])) return reply;
        const { activationCode } = request.body;
        const outcome = await db.transaction(async (tx) => {
          const { rows } = await tx.query(
            "SELECT activation_pending FROM business_partners WHERE business_partner_number = $1 FOR UPDATE",
            [bpn]
          );
          if (!rows[0]?.activation_pending) return "not-pending";
          const redemption = await redeemShortCode(tx, "LETTER_ACTIVATION", bpn, activationCode);
          if (redemption !== "redeemed") return redemption;
          await tx.query("UPDATE business_partners SET activation_pending = false WHERE business_partner_number = $1", [bpn]);
          await tx.query(
            `UPDATE users SET roles = array_remove(roles, 'show-activation') WHERE id = $1 AND NOT EXISTS (
               SELECT 1 FROM business_partners WHERE user_id = $1 AND activation_pending)`,
            [userId]
          );
          return "done";
        });
        if (outcome === "done") return reply.code(204).send();
        return reply.code(400).send(ACTIVATION_REFUSED[outcome]);
      }
    );
    app.put(
      "/v1.0/business-partners/:bpn/address",
      {
        schema: {
          tags: ["account"],
          summary: "Change the address of one of the user\u2019s business partners; answers the updated partner",
          description: "Austria (AT): the postcode must be a known 4-digit postcode and city one of its places (name, or the city code of /autocomplete/city); other countries free text.",
          ...params,
          body: AddressUpdateRequest,
          response: partnerAnswer
        }
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const { bpn } = request.params;
        if (!await owns(db, userId, bpn)) return reply.code(404).send(PARTNER_NOT_FOUND);
        if (await rateLimited(db, reply, [{ limit: LIMITS.profileChangePerUser, key: String(userId) }])) return reply;
        const body = request.body;
        const blanks = ["postcode", "city", "street", "housenumber"].filter((name) => body[name].trim() === "").map((name) => ({ path: name, message: "Pflichtfeld", number: ERROR_NUMBERS.REQUIRED }));
        if (blanks.length > 0) return reply.code(400).send(blanks);
        const { errors, city } = austrianAddress(body);
        if (errors.length > 0) return reply.code(400).send(errors);
        const blank = (value) => value?.trim() ? value.trim() : null;
        await db.query(
          `UPDATE business_partners SET country = $3, postcode = $4, city = $5, street = $6, housenumber = $7,
                  housenumber_affix = $8, floor = $9, room = $10
            WHERE business_partner_number = $1 AND user_id = $2`,
          [
            bpn,
            userId,
            body.country,
            body.postcode.trim(),
            city,
            body.street.trim(),
            body.housenumber.trim(),
            blank(body.housenumberAffix),
            blank(body.floor),
            blank(body.room)
          ]
        );
        return loadProfilePartner(db, userId, bpn);
      }
    );
    app.put(
      "/v1.0/business-partners/:bpn/e-comm",
      {
        schema: {
          tags: ["account"],
          summary: "Activate electronic communication for one of the user\u2019s business partners; answers the partner",
          description: "acceptConditions false \u2192 400 path acceptConditions (e_comm.error.accept_conditions.false).",
          ...params,
          body: ECommunicationRequest,
          response: partnerAnswer
        }
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const { bpn } = request.params;
        if (!await owns(db, userId, bpn)) return reply.code(404).send(PARTNER_NOT_FOUND);
        const body = request.body;
        if (!body.acceptConditions) return reply.code(400).send(ACCEPT_CONDITIONS);
        if (await rateLimited(db, reply, [{ limit: LIMITS.profileChangePerUser, key: String(userId) }])) return reply;
        await db.query(
          `UPDATE business_partners bp SET ecommunication_active = true,
                  email = coalesce(bp.email, (SELECT u.email FROM users u WHERE u.id = bp.user_id))
            WHERE business_partner_number = $1 AND user_id = $2`,
          [bpn, userId]
        );
        return loadProfilePartner(db, userId, bpn);
      }
    );
    app.put(
      "/v1.0/business-partners/:bpn/phone",
      {
        schema: {
          tags: ["account"],
          summary: "Change the landline (at once) or the mobile number (after confirmation by code); answers the partner",
          description: "LANDLINE is stored at once (extension up to 4 characters). MOBILE is kept as mobilePending and a 6-character code is sent to it by SMS (written to the outbox; valid 15 minutes); confirm it with PUT \u2026/phone/confirm. An extension with MOBILE \u2192 400 path extension. Rate limited per user.",
          ...params,
          body: PhoneUpdateRequest,
          response: partnerAnswer
        }
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const { bpn } = request.params;
        if (!await owns(db, userId, bpn)) return reply.code(404).send(PARTNER_NOT_FOUND);
        const body = request.body;
        const number = body.number.trim().replace(/\s+/g, " ");
        if (!isPhoneNumber(number)) {
          return reply.code(400).send(field("number", "Bitte geben Sie eine Telefonnummer ein.", ERROR_NUMBERS.REQUIRED));
        }
        const extension = body.extension?.trim() ? body.extension.trim() : null;
        if (body.type === "LANDLINE") {
          if (extension && !isPhoneExtension(extension)) {
            return reply.code(400).send(field("extension", "Die Durchwahl besteht aus Ziffern.", ERROR_NUMBERS.INVALID_FORMAT));
          }
          if (await rateLimited(db, reply, [{ limit: LIMITS.profileChangePerUser, key: String(userId) }])) return reply;
          await db.query(
            `UPDATE business_partners SET landline = $3, landline_extension = $4, landline_country = $5
              WHERE business_partner_number = $1 AND user_id = $2`,
            [bpn, userId, number, extension, body.country]
          );
          return loadProfilePartner(db, userId, bpn);
        }
        if (extension) return reply.code(400).send(field("extension", "Eine Durchwahl gibt es nur bei Festnetznummern."));
        if (await rateLimited(db, reply, [{ limit: LIMITS.mobileCodePerUser, key: String(userId) }])) return reply;
        await db.transaction(async (tx) => {
          await tx.query(
            `UPDATE business_partners SET mobile_pending = $3, mobile_pending_country = $4
              WHERE business_partner_number = $1 AND user_id = $2`,
            [bpn, userId, number, body.country]
          );
          const code = await issueCode(tx, "MOBILE", { userId, businessPartnerNumber: bpn });
          await writeSms(tx, number, mobileCodeSms(code));
        });
        return loadProfilePartner(db, userId, bpn);
      }
    );
    app.put(
      "/v1.0/business-partners/:bpn/phone/confirm",
      {
        schema: {
          tags: ["account"],
          summary: "Confirm the new mobile number with the code of the SMS; activates electronic communication",
          description: "Wrong, expired or used code (or no pending number) \u2192 404; five wrong entries make the code invalid. Rate limited per user.",
          ...params,
          body: MobileConfirmRequest,
          response: partnerAnswer
        }
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const { bpn } = request.params;
        if (!await owns(db, userId, bpn)) return reply.code(404).send(PARTNER_NOT_FOUND);
        if (await rateLimited(db, reply, [{ limit: LIMITS.mobileConfirmPerUser, key: String(userId) }])) return reply;
        const { code } = request.body;
        const confirmed = await db.transaction(async (tx) => {
          const { rows } = await tx.query(
            "SELECT mobile_pending FROM business_partners WHERE business_partner_number = $1 FOR UPDATE",
            [bpn]
          );
          if (!rows[0]?.mobile_pending) return false;
          if (await redeemShortCode(tx, "MOBILE", bpn, code) !== "redeemed") return false;
          await tx.query(
            `UPDATE business_partners SET mobile = mobile_pending, mobile_country = coalesce(mobile_pending_country, 'AT'),
                    mobile_pending = NULL, mobile_pending_country = NULL, ecommunication_active = true,
                    email = coalesce(email, (SELECT u.email FROM users u WHERE u.id = user_id))
              WHERE business_partner_number = $1`,
            [bpn]
          );
          return true;
        });
        if (!confirmed) return reply.code(404).send(WRONG_MOBILE_CODE);
        return loadProfilePartner(db, userId, bpn);
      }
    );
  };
}
async function writeSms(db, number, text) {
  await db.query(
    `INSERT INTO mail_outbox (recipient, subject, text_body, html_body) VALUES ($1, 'SMS', $2, '')`,
    [`sms:${number.replace(/[\s/-]/g, "")}`, text]
  );
}

// service/src/accounts/dev-mailbox-routes.ts
var import_typebox17 = require("@sinclair/typebox");
function devMailboxRoutes({ db }) {
  return async function plugin(app) {
    app.get(
      "/dev/mailbox",
      {
        schema: {
          hide: true,
          querystring: import_typebox17.Type.Object({
            to: import_typebox17.Type.Optional(import_typebox17.Type.String({ maxLength: 254 })),
            limit: import_typebox17.Type.Optional(import_typebox17.Type.Integer({ minimum: 1, maximum: 200 }))
          })
        }
      },
      async (request) => {
        const { to, limit } = request.query;
        return readOutbox(db, { to, limit: limit ?? 50 });
      }
    );
  };
}

// service/src/accounts/my-data-routes.ts
var import_typebox18 = require("@sinclair/typebox");
var UNAUTHORIZED2 = { type: "UNAUTHORIZED", message: "Nicht angemeldet" };
function myDataRoutes({ db }) {
  return async function plugin(app) {
    app.addHook("onRequest", requireAuth);
    const readLimit = perUserLimit(db, LIMITS.profileReadPerUser);
    app.get(
      "/v1.0/profiles",
      {
        schema: {
          tags: ["account"],
          summary: "The user (login, e-mail, roles) and all business partners with address, phones and states",
          description: "Rate limited per user (generously).",
          response: { 200: Profile, 401: ApiError, 429: RateLimitedError }
        },
        preHandler: readLimit
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const { rows } = await db.query(
          "SELECT login, email, roles FROM users WHERE id = $1",
          [userId]
        );
        if (!rows[0]) return reply.code(401).send(UNAUTHORIZED2);
        return { user: rows[0], businessPartners: await loadProfilePartners(db, userId) };
      }
    );
    app.put(
      "/v1.0/profiles/email",
      {
        schema: {
          tags: ["account"],
          summary: "Change the e-mail address of the account (needs the password); answers 204",
          description: "Wrong password \u2192 400 path currentPassword. The address is also the contact address of the user\u2019s business partners. Rate limited per user.",
          body: UpdateEmailRequest,
          response: { 204: import_typebox18.Type.Null(), 400: ErrorArray, 401: ApiError, 429: RateLimitedError }
        }
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        if (await rateLimited(db, reply, [{ limit: LIMITS.emailChangePerUser, key: String(userId) }])) return reply;
        const { currentPassword, email } = request.body;
        const { rows } = await db.query(
          "SELECT password_hash, email FROM users WHERE id = $1",
          [userId]
        );
        if (!rows[0]) return reply.code(401).send(UNAUTHORIZED2);
        if (!await verifyPassword(rows[0].password_hash, currentPassword)) {
          return reply.code(400).send([{ path: "currentPassword", message: "Das Passwort ist nicht korrekt.", number: ERROR_NUMBERS.INVALID_VALUE }]);
        }
        const newEmail = email.trim();
        await db.transaction(async (tx) => {
          await tx.query("UPDATE users SET email = $2 WHERE id = $1", [userId, newEmail]);
          await tx.query(
            `UPDATE business_partners SET email = $2 WHERE user_id = $1 AND (email IS NULL OR lower(email) = lower($3))`,
            [userId, newEmail, rows[0].email ?? ""]
          );
        });
        return reply.code(204).send();
      }
    );
    app.get(
      "/v1.0/phones",
      {
        schema: {
          tags: ["account"],
          summary: "The user's stored phone numbers (landlines and confirmed mobiles of all business partners)",
          description: "Rate limited per user (generously).",
          response: { 200: PhonesResponse, 401: ApiError, 429: RateLimitedError }
        },
        preHandler: readLimit
      },
      async (request) => {
        const partners = await loadProfilePartners(db, userIdOf(request));
        const phones = [];
        const seen = /* @__PURE__ */ new Set();
        const add = (phone) => {
          const key = `${phone.type}|${phone.number.replace(/\D/g, "")}|${phone.extension ?? ""}`;
          if (seen.has(key)) return;
          seen.add(key);
          phones.push(phone);
        };
        for (const { entity } of partners) {
          if (entity.landline) add({ ...entity.landline, type: "LANDLINE" });
          if (entity.mobile) add({ ...entity.mobile, type: "MOBILE" });
        }
        return { phones };
      }
    );
  };
}

// service/src/accounts/password-routes.ts
var import_typebox19 = require("@sinclair/typebox");
var BLIND_ANSWER_MS = 400;
var sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function blindly(log, work) {
  const started = Date.now();
  const running = work().catch((error) => log.error({ err: error }, "account mail failed"));
  await Promise.race([running, sleep(BLIND_ANSWER_MS)]);
  await sleep(Math.max(0, BLIND_ANSWER_MS - (Date.now() - started)));
}
var CODE_NOT_FOUND = { type: "NOT_FOUND", message: "Der Link ist ung\xFCltig, abgelaufen oder wurde bereits verwendet." };
async function accountsOfMeter(db, meterPoint, meterNumber) {
  const { rows } = await db.query(
    `SELECT DISTINCT u.login, u.email
       FROM pods p
       JOIN contracts c ON c.pod_id = p.id AND c.active
       JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
       JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
       JOIN users u ON u.id = bp.user_id
      WHERE p.meter_point_number = $1 AND upper(right(p.meter_number, 10)) = upper($2)
        AND u.activated AND u.email IS NOT NULL`,
    [meterPoint, meterNumber.trim()]
  );
  return rows;
}
function passwordRoutes({ db, config, mailer }) {
  return async function plugin(app) {
    app.post(
      "/v1.0/username/retrieve",
      {
        schema: {
          tags: ["account"],
          summary: "E-mail the login of the account registered for a meter point; always answers 204",
          description: "meterNumber is the last 10 digits of the meter number. The answer (and its timing) is the same whether or not an account exists. Rate limited per IP and per meter point.",
          body: UsernameRetrievalRequest,
          response: { 204: import_typebox19.Type.Null(), 400: ErrorArray, 429: RateLimitedError }
        }
      },
      async (request, reply) => {
        const body = request.body;
        if (await rateLimited(db, reply, [
          { limit: LIMITS.retrievalPerIp, key: request.ip },
          { limit: LIMITS.retrievalPerMeterPoint, key: body.meterPointAdministrationNumber }
        ])) return reply;
        await blindly(request.log, async () => {
          const accounts = await accountsOfMeter(db, body.meterPointAdministrationNumber, body.meterNumber);
          const byEmail = /* @__PURE__ */ new Map();
          for (const a of accounts) byEmail.set(a.email, [...byEmail.get(a.email) ?? [], a.login]);
          for (const [email, logins] of byEmail) {
            await mailer.send(db, usernameMail(email, config.publicUrl, logins, body.meterPointAdministrationNumber));
          }
        });
        return reply.code(204).send();
      }
    );
    app.post(
      "/v1.0/password/reset",
      {
        schema: {
          tags: ["account"],
          summary: "E-mail a link to set a new password; always answers 204",
          description: "When the login exists, its e-mail address receives `/app/password/change?code=\u2026` (valid one hour, once; a newer request replaces it). The answer (and its timing) is the same whether or not the login exists. Rate limited per IP and per login.",
          body: PasswordResetRequest,
          response: { 204: import_typebox19.Type.Null(), 400: ErrorArray, 429: RateLimitedError }
        }
      },
      async (request, reply) => {
        const { login } = request.body;
        if (await rateLimited(db, reply, [
          { limit: LIMITS.resetPerIp, key: request.ip },
          { limit: LIMITS.resetPerLogin, key: login.trim() }
        ])) return reply;
        await blindly(request.log, async () => {
          const { rows } = await db.query(
            "SELECT id, login, email FROM users WHERE lower(login) = lower($1)",
            [login.trim()]
          );
          const user = rows[0];
          if (!user?.email) return;
          const code = await issueCode(db, "PASSWORD_RESET", { userId: user.id });
          await mailer.send(db, passwordResetMail(user.email, config.publicUrl, user.login, code));
        });
        return reply.code(204).send();
      }
    );
    app.post(
      "/v1.0/password/change",
      {
        schema: {
          tags: ["account"],
          summary: "Set a new password with the code of the e-mailed link; answers 204",
          description: "Unknown, expired or used code \u2192 404; password rule \u2192 400 path password. Ends every session and every API token of the user and the login lockout; an account not yet confirmed becomes active (the link proves the e-mail address). Rate limited per IP.",
          body: PasswordChangeByCodeRequest,
          response: { 204: import_typebox19.Type.Null(), 400: ErrorArray, 404: ApiError, 429: RateLimitedError }
        }
      },
      async (request, reply) => {
        if (await rateLimited(db, reply, [{ limit: LIMITS.passwordChangePerIp, key: request.ip }])) return reply;
        const { code, password } = request.body;
        const found = await findLinkCode(db, "PASSWORD_RESET", code);
        if (!found?.user_id) return reply.code(404).send(CODE_NOT_FOUND);
        const userId = found.user_id;
        const { rows } = await db.query("SELECT login FROM users WHERE id = $1", [userId]);
        if (!rows[0]) return reply.code(404).send(CODE_NOT_FOUND);
        const errors = newPasswordErrors(password, rows[0].login).map((e) => ({ ...e, path: "password" }));
        if (errors.length > 0) return reply.code(400).send(errors);
        const passwordHash = await hashPassword(password);
        const changed = await db.transaction(async (tx) => {
          if (!await useCode(tx, found.id)) return false;
          await storeNewPassword(tx, userId, passwordHash, { activate: true });
          await tx.query("DELETE FROM sessions WHERE user_id = $1", [userId]);
          return true;
        });
        if (!changed) return reply.code(404).send(CODE_NOT_FOUND);
        return reply.code(204).send();
      }
    );
  };
}

// service/src/accounts/registration-routes.ts
var import_typebox20 = require("@sinclair/typebox");
var NO_MATCH = [
  {
    path: "general",
    message: "Die Angaben passen zu keinem Kunden ohne Benutzerkonto. Bitte pr\xFCfen Sie Z\xE4hlpunkt, Z\xE4hlernummer und die gew\xE4hlte Angabe.",
    number: ERROR_NUMBERS.INVALID_VALUE
  }
];
var LOGIN_TAKEN = [
  { path: "login", message: "Dieser Benutzername ist bereits vergeben.", number: ERROR_NUMBERS.INVALID_VALUE }
];
var CODE_NOT_FOUND2 = { type: "NOT_FOUND", message: "Der Best\xE4tigungslink ist ung\xFCltig, abgelaufen oder wurde bereits verwendet." };
var IDENTIFIER_FIELD = {
  BUSINESS_PARTNER_NUMBER: "businessPartnerNumber",
  COMMERCIAL_REGISTER: "commercialRegister",
  COMPANY_NAME: "companyName",
  DATE_OF_BIRTH: "dateOfBirth",
  LAST_NAME: "lastName"
};
var normalizeName = (value) => value.trim().replace(/\s+/g, " ").toLowerCase();
var normalizeRegister = (value) => value.replace(/\s+/g, "").toLowerCase();
async function findCustomer(db, body) {
  const { rows } = await db.query(
    `SELECT bp.business_partner_number, bp.firstname, bp.lastname, bp.company_name, bp.commercial_register,
            bp.date_of_birth::text AS date_of_birth, bp.user_id, ca.contract_account_number,
            ca.postcode AS account_postcode, bp.postcode AS partner_postcode
       FROM pods p
       JOIN contracts c ON c.pod_id = p.id AND c.active
       JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
       JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
       LEFT JOIN users u ON u.id = bp.user_id
      WHERE p.meter_point_number = $1 AND upper(p.meter_number) = upper($2)
        AND (bp.user_id IS NULL OR (NOT u.activated AND NOT EXISTS (
              SELECT 1 FROM account_codes ac WHERE ac.user_id = u.id AND ac.purpose = 'REGISTRATION'
                 AND ac.used_at IS NULL AND ac.expires_at > now())))`,
    [body.meterPointAdministrationNumber, body.meterNumber.trim()]
  );
  return rows.find((row) => {
    if (body.contractAccountNumber !== void 0 && row.contract_account_number !== body.contractAccountNumber) return false;
    if (body.postcode !== void 0 && ![row.account_postcode, row.partner_postcode].includes(body.postcode.trim())) return false;
    switch (body.additionalInformationType) {
      case "BUSINESS_PARTNER_NUMBER":
        return row.business_partner_number === body.businessPartnerNumber;
      case "COMMERCIAL_REGISTER":
        return !!row.commercial_register && normalizeRegister(row.commercial_register) === normalizeRegister(body.commercialRegister ?? "");
      case "COMPANY_NAME":
        return !!row.company_name && normalizeName(row.company_name) === normalizeName(body.companyName ?? "");
      case "DATE_OF_BIRTH":
        return !!row.date_of_birth && row.date_of_birth === body.dateOfBirth;
      case "LAST_NAME":
        return !!row.lastname && normalizeName(row.lastname) === normalizeName(body.lastName ?? "");
      default:
        return false;
    }
  }) ?? null;
}
var required = (path5) => ({ path: path5, message: "Pflichtfeld", number: ERROR_NUMBERS.REQUIRED });
function dateOfBirthErrors(dateOfBirth, today) {
  const date = /* @__PURE__ */ new Date(`${dateOfBirth}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== dateOfBirth) {
    return [{ path: "dateOfBirth", message: "Ung\xFCltiges Datum", number: ERROR_NUMBERS.INVALID_FORMAT }];
  }
  if (isDateOfBirthInRange(dateOfBirth, today)) return [];
  const { earliest, latest } = dateOfBirthBounds(today);
  return [
    {
      path: "dateOfBirth",
      message: `Das Geburtsdatum muss zwischen ${germanDate(earliest)} und ${germanDate(latest)} liegen.`,
      number: ERROR_NUMBERS.OUT_OF_RANGE
    }
  ];
}
function registrationErrors(body, today) {
  const errors = [];
  const field2 = IDENTIFIER_FIELD[body.additionalInformationType];
  const value = body[field2];
  if (typeof value !== "string" || value.trim() === "") errors.push(required(field2));
  if (needsContractAccountAndPostcode(body.additionalInformationType)) {
    for (const path5 of ["contractAccountNumber", "postcode"]) {
      if (!body[path5]?.trim()) errors.push(required(path5));
    }
  }
  if (body.dateOfBirth !== void 0 && body.additionalInformationType === "DATE_OF_BIRTH") {
    errors.push(...dateOfBirthErrors(body.dateOfBirth, today));
  }
  if (body.login.trim() !== body.login || /\s/.test(body.login)) {
    errors.push({ path: "login", message: "Der Benutzername darf keine Leerzeichen enthalten.", number: ERROR_NUMBERS.INVALID_FORMAT });
  }
  errors.push(...newPasswordErrors(body.password, body.login).map((e) => ({ ...e, path: "password" })));
  return errors;
}
function registrationRoutes({ db, config, mailer }) {
  return async function plugin(app) {
    app.post(
      "/v1.0/registrations",
      {
        schema: {
          tags: ["account"],
          summary: "Register a portal account for an existing customer; e-mails a confirmation link; answers 204",
          description: "Matches meter point, meter number and the identifier chosen by additionalInformationType (with LAST_NAME and COMPANY_NAME also contract account number and postcode, then required) against the stored customers without a portal account, creates an inactive user linked to that business partner and e-mails `/app/registration/confirm?code=\u2026` (valid 48 hours, once). No match \u2192 400 path general; login taken \u2192 400 path login; password rule \u2192 400 path password; a date of birth less than 18 or more than 120 years back \u2192 400 path dateOfBirth. Rate limited per IP and per meter point (429 with Retry-After).",
          body: RegistrationRequest,
          response: { 204: import_typebox20.Type.Null(), 400: ErrorArray, 429: RateLimitedError }
        }
      },
      async (request, reply) => {
        const body = request.body;
        if (await rateLimited(db, reply, [
          { limit: LIMITS.registrationPerIp, key: request.ip },
          { limit: LIMITS.registrationPerMeterPoint, key: body.meterPointAdministrationNumber }
        ])) return reply;
        const errors = registrationErrors(body, viennaToday());
        if (errors.length > 0) return reply.code(400).send(errors);
        const customer = await findCustomer(db, body);
        if (!customer) return reply.code(400).send(NO_MATCH);
        const passwordHash = await hashPassword(body.password);
        const outcome = await registerCustomer(db, customer, body, passwordHash, (tx, code) => {
          const mail = registrationMail(body.email, config.publicUrl, body.login, code);
          return mailer.queue(tx, mail).then((id) => ({ id, mail }));
        });
        if (outcome === "login-taken") return reply.code(400).send(LOGIN_TAKEN);
        if (outcome === "no-match") return reply.code(400).send(NO_MATCH);
        await mailer.deliver(db, outcome.id, outcome.mail);
        return reply.code(204).send();
      }
    );
    app.post(
      "/v1.0/registrations/confirm",
      {
        schema: {
          tags: ["account"],
          summary: "Confirm a registration with the code of the e-mailed link; the account becomes active; answers 204",
          description: "Unknown, expired or already used code \u2192 404. Rate limited per IP.",
          body: RegistrationConfirmRequest,
          response: { 204: import_typebox20.Type.Null(), 400: ErrorArray, 404: ApiError, 429: RateLimitedError }
        }
      },
      async (request, reply) => {
        if (await rateLimited(db, reply, [{ limit: LIMITS.confirmPerIp, key: request.ip }])) return reply;
        const { code } = request.body;
        const activated = await db.transaction(async (tx) => {
          const row = await findLinkCode(tx, "REGISTRATION", code);
          if (!row?.user_id || !await useCode(tx, row.id)) return false;
          await tx.query("UPDATE users SET activated = true WHERE id = $1", [row.user_id]);
          return true;
        });
        if (!activated) return reply.code(404).send(CODE_NOT_FOUND2);
        return reply.code(204).send();
      }
    );
  };
}
async function registerCustomer(db, customer, body, passwordHash, queueMail) {
  return db.transaction(async (tx) => {
    const taken = await tx.query("SELECT 1 FROM users WHERE lower(login) = lower($1) AND id IS DISTINCT FROM $2", [
      body.login,
      customer.user_id
    ]);
    if (taken.rows.length > 0) return "login-taken";
    if (customer.user_id !== null) {
      await tx.query("UPDATE business_partners SET user_id = NULL WHERE user_id = $1", [customer.user_id]);
      await tx.query("DELETE FROM users WHERE id = $1 AND NOT activated", [customer.user_id]);
    }
    const { rows } = await tx.query(
      `INSERT INTO users (login, password_hash, email, firstname, lastname, activated, roles)
       VALUES ($1, $2, $3, $4, $5, false, '{customer}') RETURNING id`,
      [body.login, passwordHash, body.email, customer.company_name ? null : customer.firstname, customer.company_name ?? customer.lastname]
    );
    const userId = rows[0].id;
    const linked = await tx.query(
      `UPDATE business_partners SET user_id = $1, email = coalesce(email, $3)
        WHERE business_partner_number = $2 AND user_id IS NULL RETURNING business_partner_number`,
      [userId, customer.business_partner_number, body.email]
    );
    if (linked.rows.length !== 1) throw new RegistrationRace();
    return queueMail(tx, await issueCode(tx, "REGISTRATION", { userId }));
  }).catch((error) => {
    if (error instanceof RegistrationRace) return "no-match";
    if (String(error.code) === "23505") return "login-taken";
    throw error;
  });
}
var RegistrationRace = class extends Error {
};

// service/src/accounts/account-area.ts
function accountArea(deps) {
  return async function plugin(app) {
    await app.register(registrationRoutes(deps));
    await app.register(passwordRoutes(deps));
    await app.register(myDataRoutes(deps));
    await app.register(businessPartnerRoutes(deps));
    await app.register(autocompleteRoutes(deps));
    await app.register(apiTokenRoutes(deps));
    if (deps.config.devMailbox) await app.register(devMailboxRoutes(deps));
  };
}

// shared/src/contract/consumption.ts
var import_typebox21 = require("@sinclair/typebox");
var Timerange = import_typebox21.Type.Object({ from: LocalDate, to: LocalDate });
var ProfileRequestPod = import_typebox21.Type.Object({
  contractNumber: import_typebox21.Type.Optional(DigitString(12)),
  contractAccountNumber: DigitString(12),
  meterPointAdministrationNumber: MeterPointNumber,
  /**
   * Profile type of the series. Omitted: every type the meter point has in the range (for the community when
   * energyCommunityId is given), in PROFILE_TYPES priority order, minus typesToExclude. `COMPARISON` asks for the
   * standard load profile of the meter point scaled to its annual consumption (see comparisonProfile).
   */
  type: import_typebox21.Type.Optional(StringEnum(PROFILE_TYPES)),
  /**
   * Consumption or generation. Omitted: GENERATION when contractNumber names a feed-in (power generation) contract,
   * otherwise CONSUMPTION. (Not in the live portal's request; an addition for meter points with PV.)
   */
  energyDirection: import_typebox21.Type.Optional(StringEnum(ENERGY_DIRECTIONS)),
  energyCommunityId: import_typebox21.Type.Optional(import_typebox21.Type.String({ maxLength: 40 })),
  energyCommunityName: import_typebox21.Type.Optional(import_typebox21.Type.String({ maxLength: 200 })),
  timerange: Timerange,
  /** The finest granularity wanted; honoured for ranges up to one year (366 days), lowered beyond. Default: finest. */
  bestAvailableGranularity: import_typebox21.Type.Optional(StringEnum(GRANULARITIES)),
  /** For type COMPARISON: the standard load profile id (a key of GET /v1.0/constants/compare-values). Default: the contract's synthProfile, else H0. */
  comparisonProfile: import_typebox21.Type.Optional(import_typebox21.Type.String({ maxLength: 10 }))
});
var ProfileRequest = import_typebox21.Type.Object({
  dimension: StringEnum(DIMENSIONS),
  pods: import_typebox21.Type.Array(ProfileRequestPod, { minItems: 1, maxItems: 20 }),
  comparisonType: import_typebox21.Type.Optional(StringEnum(COMPARISON_TYPES)),
  /** In energy-community requests: also return the member's own load profiles (consumption, generation). */
  displayLoadProfiles: import_typebox21.Type.Optional(import_typebox21.Type.Boolean()),
  typesToExclude: import_typebox21.Type.Optional(import_typebox21.Type.Array(StringEnum(PROFILE_TYPES), { maxItems: PROFILE_TYPES.length }))
});
var ProfileDownloadQuery = import_typebox21.Type.Object({
  timestamps: import_typebox21.Type.Optional(import_typebox21.Type.Union([import_typebox21.Type.Literal("local"), import_typebox21.Type.Literal("iso")]))
});
var ProfileValue = import_typebox21.Type.Object({
  /** Start of the interval, ISO instant in UTC with `Z`. */
  datetime: import_typebox21.Type.String({ description: "interval start, UTC instant, e.g. 2026-03-19T23:00:00Z" }),
  /** Null when MISSING (no part of the interval has a value). */
  value: Nullable(import_typebox21.Type.Number()),
  /** For aggregates: the worst status of its parts (VALUE_STATUSES order, MISSING worst). */
  status: StringEnum(VALUE_STATUSES)
});
var SummaryValue = import_typebox21.Type.Object({ value: import_typebox21.Type.Number(), unit: StringEnum(UNITS) });
var SummaryValueAt = import_typebox21.Type.Object({ value: import_typebox21.Type.Number(), unit: StringEnum(UNITS), dateTime: import_typebox21.Type.String() });
var ProfileResult = import_typebox21.Type.Object({
  type: StringEnum(PROFILE_TYPES),
  energyDirection: StringEnum(ENERGY_DIRECTIONS),
  energyCommunityId: import_typebox21.Type.Optional(Nullable(import_typebox21.Type.String())),
  energyCommunityName: import_typebox21.Type.Optional(Nullable(import_typebox21.Type.String())),
  contractAccountNumber: DigitString(12),
  contractNumber: import_typebox21.Type.Optional(Nullable(DigitString(12))),
  meterPointAdministrationNumber: MeterPointNumber,
  /** Equal to the requested range: `YYYY-MM-DDT00:00:00` and `YYYY-MM-DDT23:59:59`, local without offset. */
  from: LocalDateTime,
  to: LocalDateTime,
  dimension: StringEnum(DIMENSIONS),
  unit: StringEnum(UNITS),
  /** What was returned (may be coarser than bestAvailableGranularity: then remark says so). */
  granularity: StringEnum(GRANULARITIES),
  profileValues: import_typebox21.Type.Array(ProfileValue),
  minimum: Nullable(SummaryValueAt),
  maximum: Nullable(SummaryValueAt),
  average: Nullable(SummaryValue),
  /** Energy dimension only (null for power). */
  sum: Nullable(SummaryValue),
  /** kW of the contract (performance-monitoring line); null when unknown. */
  contractPower: Nullable(import_typebox21.Type.Number()),
  /** For COMPARISON: the standard load profile id used (e.g. H0). */
  comparisonProfile: import_typebox21.Type.Optional(Nullable(import_typebox21.Type.String())),
  /** German note shown as an error above the chart (lowered granularity, no data, …); null when all is well. */
  remark: Nullable(import_typebox21.Type.String()),
  profileTypeContent: import_typebox21.Type.Object({ header: import_typebox21.Type.String() })
});
var ProfileResults = import_typebox21.Type.Array(ProfileResult);
var ProfileListQuery = import_typebox21.Type.Object({
  branch: import_typebox21.Type.Optional(StringEnum(BRANCHES)),
  activeOnly: import_typebox21.Type.Optional(import_typebox21.Type.Boolean()),
  /** Free text: matches meter point, contract account number, description or address (case-insensitive). */
  filter: import_typebox21.Type.Optional(import_typebox21.Type.String({ maxLength: 100 }))
});
var ProfileListEntry = import_typebox21.Type.Object({
  businessPartnerNumber: DigitString(10),
  contractAccountNumber: DigitString(12),
  contractNumber: DigitString(12),
  meterPointAdministrationNumber: MeterPointNumber,
  branch: StringEnum(BRANCHES),
  active: import_typebox21.Type.Boolean(),
  description: import_typebox21.Type.String(),
  /** One display string, as in the dashboard. */
  address: import_typebox21.Type.String(),
  powerGenerationUnit: import_typebox21.Type.Boolean(),
  profileActive: import_typebox21.Type.Boolean(),
  energyCommunityActive: import_typebox21.Type.Boolean(),
  minimumDate: Nullable(LocalDate),
  maximumDate: Nullable(LocalDate),
  profiles: import_typebox21.Type.Array(Profile2)
});
var ProfileList = import_typebox21.Type.Array(ProfileListEntry);
var ProfileActivationRequest = import_typebox21.Type.Object({
  businessPartnerNumber: DigitString(10),
  contractAccountNumber: DigitString(12),
  contractNumber: DigitString(12),
  acceptConditions: import_typebox21.Type.Boolean(),
  /** Activate from the pod's retroactiveActivationDate instead of today. */
  retroactiveActivation: import_typebox21.Type.Optional(import_typebox21.Type.Boolean())
});
var ProfileActivationResponse = import_typebox21.Type.Object({
  contractNumber: DigitString(12),
  activationStatus: import_typebox21.Type.Literal("LOAD_PROFILE_PENDING"),
  activationDate: LocalDate
});
var DISPATCH_TYPES = ["PROFILE_MONTHLY_DISPATCH", "PROFILE_DAILY_DISPATCH"];
var PodParams = import_typebox21.Type.Object({
  businessPartnerNumber: DigitString(10),
  contractAccountNumber: DigitString(12),
  pod: MeterPointNumber
});
var DispatchSettingsRequest = import_typebox21.Type.Object({ type: StringEnum(DISPATCH_TYPES), action: StringEnum(ACTIONS) });
var DispatchSettingsResponse = import_typebox21.Type.Object({
  monthlyProfileDispatchActive: import_typebox21.Type.Boolean(),
  dailyProfileDispatchActive: import_typebox21.Type.Boolean(),
  /** Where the profile data are sent: the logged-in user's e-mail. */
  email: Nullable(import_typebox21.Type.String())
});
var ReadingTypes = import_typebox21.Type.Record(import_typebox21.Type.String(), import_typebox21.Type.String());
var CompareValues = import_typebox21.Type.Record(import_typebox21.Type.String(), import_typebox21.Type.Object({ text: import_typebox21.Type.String(), branch: StringEnum(BRANCHES) }));
var MeterReasons = import_typebox21.Type.Record(import_typebox21.Type.String(), import_typebox21.Type.String());
var PROFILE_TYPE_LABELS = {
  ACTIVE_CURRENT: "Wirkenergie",
  REACTIVE_CURRENT: "Blindenergie",
  JOINT_GENERATING_PLANT_CONSUMPTION: "Gemeinschaftliche Erzeugungsanlage \u2013 Verbrauch",
  JOINT_GENERATING_PLANT_GENERATION: "Gemeinschaftliche Erzeugungsanlage \u2013 Erzeugung",
  COMPARISON: "Vergleich mit Standardlastprofil",
  GAS_IN_KWH: "Gasverbrauch in kWh",
  GAS_IN_CUBIC_METERS: "Gasverbrauch in m\xB3",
  ENERGY_COMMUNITY_OWN_COVERAGE: "Eigendeckung",
  ENERGY_COMMUNITY_OWN_COVERAGE_TOTAL: "Eigendeckung gesamt",
  ENERGY_COMMUNITY_REMAINING_GRID_USAGE: "Restnetzbezug",
  ENERGY_COMMUNITY_OVER_COVERAGE: "Gemeinschafts\xFCberschuss",
  ENERGY_COMMUNITY_ALLOCATED_PLANT_PRODUCTION: "Zugeteilte Erzeugung",
  ENERGY_COMMUNITY_OWN_COVERAGE_CONTRIBUTION_FACTOR: "Eigendeckung (Teilnahmefaktor)",
  ENERGY_COMMUNITY_REMAINING_GRID_USAGE_CONTRIBUTION_FACTOR: "Restnetzbezug (Teilnahmefaktor)",
  ENERGY_COMMUNITY_OVER_COVERAGE_CONTRIBUTION_FACTOR: "Gemeinschafts\xFCberschuss (Teilnahmefaktor)"
};
var ENERGY_COMMUNITY_PROFILE_TYPES = PROFILE_TYPES.filter((t) => t.startsWith("ENERGY_COMMUNITY_"));
var MAX_DAYS_AT_BEST_GRANULARITY = 366;

// service/src/consumption/activation-routes.ts
function activationRoutes({ db }) {
  return async function plugin(app) {
    app.addHook("onRequest", requireAuth);
    app.post(
      "/v1.0/consumptions/profile/activate",
      {
        schema: {
          tags: ["consumptions"],
          summary: "Activate the load profile of a contract",
          body: ProfileActivationRequest,
          response: { 200: ProfileActivationResponse, 400: ErrorArray, 401: ApiError, 404: ApiError }
        }
      },
      async (request, reply) => {
        if (request.auth?.kind !== "session") return reply.code(401).send({ type: "UNAUTHORIZED", message: "Nicht angemeldet" });
        const body = request.body;
        if (!body.acceptConditions) {
          return reply.code(400).send([{ path: "acceptConditions", message: "Bitte akzeptieren Sie die Bedingungen.", number: ERROR_NUMBERS.REQUIRED }]);
        }
        const { rows } = await db.query(
          `SELECT c.load_profile_activation_possible AS possible, c.move_in_date::text AS move_in_date,
                  (now() AT TIME ZONE 'Europe/Vienna')::date::text AS today
             FROM contracts c
             JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
             JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
            WHERE bp.user_id = $1 AND ca.business_partner_number = $2 AND ca.contract_account_number = $3
              AND c.contract_number = $4`,
          [userIdOf(request), body.businessPartnerNumber, body.contractAccountNumber, body.contractNumber]
        );
        const contract = rows[0];
        if (!contract) return reply.code(404).send({ type: "NOT_FOUND", message: "Vertrag nicht gefunden" });
        if (!contract.possible) {
          return reply.code(400).send([
            { path: "general", message: "F\xFCr diesen Vertrag ist keine Lastprofil-Aktivierung m\xF6glich.", number: ERROR_NUMBERS.INVALID_VALUE }
          ]);
        }
        await db.query(
          `UPDATE contracts SET activation_status = 'LOAD_PROFILE_PENDING', load_profile_activation_possible = false
            WHERE contract_number = $1`,
          [body.contractNumber]
        );
        return {
          contractNumber: body.contractNumber,
          activationStatus: "LOAD_PROFILE_PENDING",
          activationDate: body.retroactiveActivation ? contract.move_in_date : contract.today
        };
      }
    );
  };
}

// service/src/consumption/constants.ts
var READING_TYPES = {
  K: "Ablesung durch den Kunden",
  N: "Ablesung durch den Netzbetreiber",
  R: "Rechnerisch ermittelt",
  Bm3: "Betriebskubikmeter: am Gasz\xE4hler gemessenes Volumen im Betriebszustand",
  Zustandszahl: "Zustandszahl: rechnet Betriebskubikmeter auf Normkubikmeter um (Druck und Temperatur)",
  Brennwert: "Brennwert: Energieinhalt eines Normkubikmeters Gas in kWh/m\xB3",
  kWh: "Energie in kWh = Normkubikmeter \xD7 Brennwert"
};
var COMPARE_VALUES = {
  H0: { text: "Standardlastprofil Haushalt (H0)", branch: "STROM" }
};
var METER_REASONS = {
  "01": "Turnusablesung",
  "02": "Zwischenablesung",
  "03": "Ablesung bei Ein- oder Auszug",
  "06": "Ablesung bei Lieferantenwechsel",
  "09": "Kontrollablesung",
  "12": "Ablesung bei Z\xE4hlerwechsel"
};

// service/src/consumption/request-cost.ts
var MAX_VALUES_PER_REQUEST = 2e5;
var VALUES_PER_DAY = {
  QUARTER_OF_AN_HOUR: 96,
  HOUR: 24,
  DAY: 1,
  MONTH: 1 / 28,
  YEAR: 1 / 365
};
function seriesValues({ from, to, granularity }) {
  const days = daysInclusive(from, to);
  return granularity === "QUARTER_OF_AN_HOUR" || granularity === "HOUR" ? Math.ceil(days * VALUES_PER_DAY[granularity] * (25 / 24)) : Math.ceil(days * VALUES_PER_DAY[granularity]);
}
var formatted = (n) => n.toLocaleString("de-AT").replace(/\s/g, ".");
function requestCostErrors(series) {
  const total = series.reduce((sum, s) => sum + seriesValues(s), 0);
  if (total <= MAX_VALUES_PER_REQUEST) return [];
  return [
    {
      path: "general",
      message: `Die Anfrage umfasst ${formatted(total)} Werte, erlaubt sind h\xF6chstens ${formatted(MAX_VALUES_PER_REQUEST)}. Bitte w\xE4hlen Sie einen k\xFCrzeren Zeitraum, eine gr\xF6bere Aufl\xF6sung oder weniger Z\xE4hlpunkte.`,
      number: ERROR_NUMBERS.OUT_OF_RANGE
    }
  ];
}

// service/src/consumption/profile-csv.ts
var import_node_stream = require("node:stream");

// service/src/consumption/community-totals.ts
var COMMUNITY_SERIES = { ownCoverage: 10, remainingGridUsage: 11, overCoverage: 12, allocated: 13, ownCoverageTotal: 14 };
async function refreshCommunityTotals(db, podId, consumptionSeries = 1) {
  const { ownCoverage, remainingGridUsage, ownCoverageTotal } = COMMUNITY_SERIES;
  await db.query("DELETE FROM community_values WHERE pod_id = $1 AND profile_type IN ($2::smallint, $3::smallint)", [podId, remainingGridUsage, ownCoverageTotal]);
  await db.query(
    `INSERT INTO community_values (pod_id, energy_community_id, profile_type, ts, value, status)
     SELECT o.pod_id, o.energy_community_id, x.series, o.ts,
            CASE WHEN x.series = $4 THEN t.total ELSE (c.value::numeric - t.total::numeric)::float8 END, c.status
       FROM community_values o
       JOIN (SELECT ts, CASE WHEN count(value) = count(*) THEN round(sum(value::numeric), 4)::float8 END AS total
               FROM community_values WHERE pod_id = $1 AND profile_type = $3 GROUP BY ts) t ON t.ts = o.ts
       JOIN meter_values c ON c.pod_id = $1 AND c.profile_type = $2 AND c.ts = o.ts
       CROSS JOIN (VALUES ($4::smallint), ($5::smallint)) AS x(series)
      WHERE o.pod_id = $1 AND o.profile_type = $3`,
    [podId, consumptionSeries, ownCoverage, ownCoverageTotal, remainingGridUsage]
  );
}

// service/src/demo/meter-values-sql.ts
var hash01 = (expr) => `(abs(sin((${expr}) * 12.9898 + 78.233)) * 43758.5453 - floor(abs(sin((${expr}) * 12.9898 + 78.233)) * 43758.5453))`;
function slpKeyColumns(lt) {
  return `${lt}::date AS ld,
                CASE WHEN to_char(${lt}, 'MMDD') >= '1101' OR to_char(${lt}, 'MMDD') <= '0320' THEN 'winter'
                     WHEN to_char(${lt}, 'MMDD') BETWEEN '0515' AND '0914' THEN 'summer'
                     ELSE 'transition' END AS period,
                CASE WHEN to_char(${lt}, 'MMDD') IN ('0101', '0106', '0501', '0815', '1026', '1101', '1208', '1225', '1226')
                     THEN 7 ELSE extract(isodow FROM ${lt})::int END AS weekday,
                (extract(hour FROM ${lt}) * 4 + extract(minute FROM ${lt}) / 15)::int AS qh,
                -- BDEW dynamisation of H0 over the day of the year
                (-3.92e-10 * extract(doy FROM ${lt}) ^ 4 + 3.2e-7 * extract(doy FROM ${lt}) ^ 3
                  - 7.02e-5 * extract(doy FROM ${lt}) ^ 2 + 2.1e-3 * extract(doy FROM ${lt}) + 1.24) AS dyn`;
}
var instants = `generate_series(
    ($2::date)::timestamp AT TIME ZONE 'Europe/Vienna',
    (($3::date + 1)::timestamp AT TIME ZONE 'Europe/Vienna') - interval '15 minutes',
    interval '15 minutes') AS g(ts)`;
async function insertHouseholdConsumption(db, range) {
  await db.query(
    `INSERT INTO meter_values (pod_id, profile_type, ts, value, status)
     SELECT $1, $4, g.ts,
            CASE WHEN k.missing THEN NULL ELSE round((slp.value * k.dyn * k.dayf * k.noise * $5 / 4000.0)::numeric, 4)::float8 END,
            CASE WHEN k.missing THEN 5 WHEN k.ld = $7::date THEN 1 ELSE 0 END
       FROM ${instants}
       CROSS JOIN LATERAL (SELECT g.ts AT TIME ZONE 'Europe/Vienna' AS lt) l
       CROSS JOIN LATERAL (
         SELECT ${slpKeyColumns("l.lt")},
                0.8 + 0.4 * ${hash01(`(l.lt::date - date '2000-01-01') + $1 * 1000`)} AS dayf,
                0.7 + 0.6 * ${hash01(`extract(epoch FROM g.ts) / 900 + $1`)} AS noise,
                (l.lt::date = $6::date AND extract(hour FROM l.lt) BETWEEN 9 AND 14) AS missing
       ) k
       JOIN standard_load_profiles slp
         ON slp.profile = 'H0' AND slp.period = k.period AND slp.weekday = k.weekday AND slp.quarter_hour = k.qh`,
    [range.podId, range.fromDate, range.toDate, range.seriesId, range.annualKwh, range.missingDay, range.calculatedDay]
  );
}
async function insertPvGeneration(db, range) {
  await db.query(
    `INSERT INTO meter_values (pod_id, profile_type, ts, value, status)
     SELECT $1, $4, g.ts, round(greatest(0, k.kw / 4)::numeric, 4)::float8, 0
       FROM ${instants}
       CROSS JOIN LATERAL (
         SELECT extract(doy FROM g.ts AT TIME ZONE 'Europe/Vienna') AS doy,
                (extract(epoch FROM g.ts)::bigint % 86400) / 3600.0 + 0.125 AS utc_hour
       ) d
       CROSS JOIN LATERAL (
         SELECT 12 + 3.85 * cos(2 * pi() * (d.doy - 172) / 365.25) AS daylen,
                0.55 + 0.45 * cos(2 * pi() * (d.doy - 172) / 365.25) AS season,
                0.2 + 0.8 * ${hash01(`((g.ts AT TIME ZONE 'Europe/Vienna')::date - date '2000-01-01') + 7`)} AS sky
       ) s
       CROSS JOIN LATERAL (
         -- solar noon near Linz (14.3\xB0 E) is about 11:03 UTC
         SELECT (d.utc_hour - (11.05 - s.daylen / 2)) / s.daylen AS x
       ) p
       CROSS JOIN LATERAL (
         SELECT CASE WHEN p.x > 0 AND p.x < 1 THEN $5 * s.season * s.sky * power(sin(pi() * p.x), 1.3) ELSE 0 END AS kw
       ) k`,
    [range.podId, range.fromDate, range.toDate, range.seriesId, range.peakKw]
  );
}
async function insertEnergyCommunitySeries(db, range) {
  const from = `($2::date)::timestamp AT TIME ZONE 'Europe/Vienna'`;
  const to = `($3::date + 1)::timestamp AT TIME ZONE 'Europe/Vienna'`;
  const allocation = range.allocation ?? { kind: "STATIC", factor: 2.5 };
  const dynamic = allocation.kind === "DYNAMIC";
  const allocated = dynamic ? `CASE WHEN c.value IS NULL THEN NULL
            ELSE round((coalesce(g.value, 0) * c.value / nullif(c.value + $9, 0))::numeric, 4)::float8 END` : `round(($9 * coalesce(g.value, 0))::numeric, 4)::float8`;
  const { ownCoverage, overCoverage, allocated: allocatedSeries } = COMMUNITY_SERIES;
  await db.query("ANALYZE community_values");
  await db.query(
    `INSERT INTO community_values (pod_id, energy_community_id, profile_type, ts, value, status)
     SELECT c.pod_id, $11, x.series, c.ts,
            CASE x.kind WHEN 'a' THEN k.a WHEN 'o' THEN k.o ELSE (k.a::numeric - k.o::numeric)::float8 END,
            CASE WHEN x.kind = 'a' AND k.a IS NOT NULL THEN 0 ELSE c.status END
       FROM meter_values c
       LEFT JOIN meter_values g ON g.pod_id = $10 AND g.profile_type = $5 AND g.ts = c.ts
       LEFT JOIN (SELECT ts, sum(value) AS covered FROM community_values
                   WHERE pod_id = $1 AND profile_type = $6 AND energy_community_id <> $11 GROUP BY ts) p ON p.ts = c.ts
       CROSS JOIN LATERAL (SELECT coalesce(${allocated}, ${dynamic ? "NULL" : "0"}) AS a) ka
       -- least() skips NULLs: a MISSING consumption must not become a coverage
       CROSS JOIN LATERAL (SELECT ka.a, CASE WHEN c.value IS NULL THEN NULL
                                   ELSE round(least(c.value - coalesce(p.covered, 0), ka.a)::numeric, 4)::float8 END AS o) k
       CROSS JOIN (VALUES ($6::smallint, 'o'), ($7::smallint, 'v'), ($8::smallint, 'a')) AS x(series, kind)
      WHERE c.pod_id = $1 AND c.profile_type = $4 AND c.ts >= ${from} AND c.ts < ${to}`,
    [
      range.podId,
      range.fromDate,
      range.toDate,
      range.consumptionSeries,
      range.generationSeries,
      ownCoverage,
      overCoverage,
      allocatedSeries,
      dynamic ? allocation.othersKwh : allocation.factor,
      dynamic ? allocation.plantPodId : range.podId,
      range.energyCommunityId
    ]
  );
}
async function insertGasConsumption(db, range) {
  await db.query(
    `INSERT INTO meter_values (pod_id, profile_type, ts, value, status)
     SELECT $1, x.series, g.ts,
            CASE WHEN x.volume THEN round((k.kwh / $7)::numeric, 4) ELSE round(k.kwh::numeric, 4) END::float8, 0
       FROM ${instants}
       CROSS JOIN LATERAL (SELECT g.ts AT TIME ZONE 'Europe/Vienna' AS lt) l
       CROSS JOIN LATERAL (
         SELECT greatest(0, 15 - (9 - 10 * cos(2 * pi() * (extract(doy FROM l.lt) - 15) / 365.25))) AS degrees,
                CASE WHEN extract(hour FROM l.lt) BETWEEN 5 AND 8 OR extract(hour FROM l.lt) BETWEEN 17 AND 21 THEN 1.5
                     WHEN extract(hour FROM l.lt) < 5 THEN 0.6 ELSE 1 END AS daytime,
                0.85 + 0.3 * ${hash01(`(l.lt::date - date '2000-01-01') + $1 * 1000`)} AS dayf
       ) w
       CROSS JOIN LATERAL (SELECT ($6 / 35040.0) * (0.25 + w.degrees / 8.5 * w.daytime * w.dayf) AS kwh) k
       CROSS JOIN (VALUES ($4::smallint, false), ($5::smallint, true)) AS x(series, volume)`,
    [range.podId, range.fromDate, range.toDate, range.kwhSeries, range.volumeSeries, range.annualKwh, range.kwhPerCubicMetre]
  );
}

// service/src/consumption/profile-values-sql.ts
var TZ = `'Europe/Vienna'`;
var RANGE_START = `($3::date)::timestamp AT TIME ZONE ${TZ}`;
var RANGE_END = `($4::date + 1)::timestamp AT TIME ZONE ${TZ}`;
function bucketExpr(granularity, ts = "ts") {
  switch (granularity) {
    case "QUARTER_OF_AN_HOUR":
      return ts;
    case "HOUR":
      return `date_trunc('hour', ${ts})`;
    case "DAY":
      return `date_trunc('day', ${ts}, ${TZ})`;
    case "MONTH":
      return `date_trunc('month', ${ts}, ${TZ})`;
    case "YEAR":
      return `date_trunc('year', ${ts}, ${TZ})`;
  }
}
function aggregateExpr(plan) {
  if (plan.unit === "KW") return plan.granularity === "QUARTER_OF_AN_HOUR" ? "value * 4" : "avg(value) * 4";
  return plan.granularity === "QUARTER_OF_AN_HOUR" ? "value" : "sum(value)";
}
var isCommunityPlan = (plan) => plan.seriesId !== null && plan.energyCommunityId !== null;
function sourceSql(plan) {
  if (plan.seriesId !== null) {
    const value = plan.factor === 1 ? "value" : `round((value * ${Number(plan.factor)})::numeric, 4)::float8 AS value`;
    const table = isCommunityPlan(plan) ? "community_values" : "meter_values";
    const community = isCommunityPlan(plan) ? " AND energy_community_id = $5" : "";
    return `src AS (
      SELECT ts, ${value}, status FROM ${table}
       WHERE pod_id = $1${community} AND profile_type = $2 AND ts >= ${RANGE_START} AND ts < ${RANGE_END})`;
  }
  const profile = plan.comparisonProfile ?? "H0";
  if (!/^[A-Z][A-Z0-9]{0,9}$/.test(profile)) throw new Error(`bad comparison profile ${profile}`);
  const slpAt = (ts, alias) => `
       CROSS JOIN LATERAL (SELECT ${slpKeyColumns(`(${ts} AT TIME ZONE ${TZ})`)}) ${alias}k
       JOIN standard_load_profiles ${alias}s ON ${alias}s.profile = '${profile}' AND ${alias}s.period = ${alias}k.period
        AND ${alias}s.weekday = ${alias}k.weekday AND ${alias}s.quarter_hour = ${alias}k.qh`;
  return `scale AS (
      SELECT CASE WHEN sum(ys.value * yk.dyn) > 0 THEN sum(m.value) / sum(ys.value * yk.dyn) END AS factor
        FROM meter_values m ${slpAt("m.ts", "y")}
       WHERE m.pod_id = $1 AND m.profile_type = $2 AND m.value IS NOT NULL
         AND m.ts >= ((SELECT maximum_date FROM pods WHERE id = $1) - 364)::timestamp AT TIME ZONE ${TZ}
         AND m.ts < ((SELECT maximum_date FROM pods WHERE id = $1) + 1)::timestamp AT TIME ZONE ${TZ}),
    src AS (
      SELECT g.ts, round((gs.value * gk.dyn * (SELECT factor FROM scale))::numeric, 4)::float8 AS value, 0 AS status
        FROM generate_series(${RANGE_START}, ${RANGE_END} - interval '15 minutes', interval '15 minutes') AS g(ts)
        ${slpAt("g.ts", "g")})`;
}
function seriesArraysSql(plan) {
  const grouped = plan.granularity !== "QUARTER_OF_AN_HOUR";
  return `WITH ${sourceSql(plan)},
    b AS (
      SELECT ${bucketExpr(plan.granularity)} AS t, ${aggregateExpr(plan)} AS v, ${grouped ? "max(status)" : "status"} AS s
        FROM src ${grouped ? "GROUP BY 1" : ""} ORDER BY 1)
    SELECT array_agg(extract(epoch FROM t)::int8)::text AS t, array_agg(v)::text AS v, array_agg(s)::text AS s
      FROM b`;
}
function seriesParams(plan, from, to) {
  const params2 = [plan.contract.podId, plan.seriesId ?? seriesIdOfComparisonBase, from, to];
  if (isCommunityPlan(plan)) params2.push(plan.energyCommunityId);
  return params2;
}
var seriesIdOfComparisonBase = 1;
var elements = (text) => text ? text.slice(1, -1).split(",") : [];
var round4 = (x) => Math.round(x * 1e4) / 1e4;
var pad2 = (x) => (x < 10 ? "0" : "") + String(x);
var QUARTER_TIMES = Array.from({ length: 96 }, (_, q) => `${pad2(Math.floor(q / 4))}:${pad2(q % 4 * 15)}:00Z`);
function isoInstants(epochSeconds) {
  const out = new Array(epochSeconds.length);
  let lastDay = -1;
  let prefix = "";
  for (let i = 0; i < epochSeconds.length; i += 1) {
    const seconds = Number(epochSeconds[i]);
    const day = Math.floor(seconds / 86400);
    const rest = seconds - day * 86400;
    if (day !== lastDay) {
      lastDay = day;
      prefix = new Date(day * 864e5).toISOString().slice(0, 11);
    }
    out[i] = prefix + (rest % 900 === 0 ? QUARTER_TIMES[rest / 900] : `${new Date(seconds * 1e3).toISOString().slice(11, 19)}Z`);
  }
  return out;
}
async function querySeriesJson(db, plan) {
  const { rows } = await db.query(seriesArraysSql(plan), seriesParams(plan, plan.from, plan.to));
  const times = isoInstants(elements(rows[0].t));
  const values = elements(rows[0].v);
  const statuses = elements(rows[0].s);
  const parts = new Array(times.length);
  let count = 0;
  let sum = 0;
  let min = -1;
  let max = -1;
  const numbers = new Array(times.length);
  for (let i = 0; i < times.length; i += 1) {
    const raw = values[i];
    const datetime = times[i];
    if (raw === "NULL") {
      parts[i] = `{"datetime":"${datetime}","value":null,"status":"MISSING"}`;
      continue;
    }
    const value = round4(Number(raw));
    numbers[i] = value;
    count += 1;
    sum += value;
    if (min < 0 || value < numbers[min]) min = i;
    if (max < 0 || value > numbers[max]) max = i;
    parts[i] = `{"datetime":"${datetime}","value":${value},"status":"${VALUE_STATUSES[Number(statuses[i])]}"}`;
  }
  const unit = JSON.stringify(plan.unit);
  const at = (i) => i < 0 ? "null" : `{"value":${numbers[i]},"unit":${unit},"dateTime":"${times[i]}"}`;
  const summary = (value) => count === 0 ? "null" : `{"value":${round4(value)},"unit":${unit}}`;
  const body = `{"profileValues":[${parts.join(",")}],"minimum":${at(min)},"maximum":${at(max)},"average":${summary(sum / count)},"sum":${plan.unit === "KW" ? "null" : summary(sum)}}`;
  return { body, valueCount: count };
}

// service/src/consumption/profile-csv.ts
var TZ2 = `'Europe/Vienna'`;
var STATUS_ARRAY = `ARRAY[${VALUE_STATUSES.map((s) => `'${s}'`).join(", ")}]`;
var BOM = "\uFEFF";
var EOL = "\r\n";
var quoted = (sql) => `'"' || ${sql} || '"'`;
var decimal = (sql) => `coalesce(replace(trim_scale(${sql})::text, '.', ','), '')`;
function endExpr(plan) {
  switch (plan.granularity) {
    case "QUARTER_OF_AN_HOUR":
      return `t + interval '15 minutes'`;
    case "HOUR":
      return `t + interval '1 hour'`;
    case "DAY":
      return `((t AT TIME ZONE ${TZ2}) + interval '1 day') AT TIME ZONE ${TZ2}`;
    case "MONTH":
      return `((t AT TIME ZONE ${TZ2}) + interval '1 month') AT TIME ZONE ${TZ2}`;
    case "YEAR":
      return `((t AT TIME ZONE ${TZ2}) + interval '1 year') AT TIME ZONE ${TZ2}`;
  }
}
var isoWithOffset = (t) => `to_char(${t} AT TIME ZONE ${TZ2}, 'YYYY-MM-DD"T"HH24:MI:SS') || '+' || to_char((${t} AT TIME ZONE ${TZ2}) - (${t} AT TIME ZONE 'UTC'), 'HH24:MI')`;
function lineSql(plan, style, withLabel, sourceParams) {
  const grouped = plan.granularity !== "QUARTER_OF_AN_HOUR";
  const time = style === "iso" ? `${quoted(isoWithOffset("t"))} || ';' || ${quoted(isoWithOffset(`(${endExpr(plan)})`))}` : quoted(`to_char(t AT TIME ZONE ${TZ2}, 'DD.MM.YYYY HH24:MI')`);
  const unit = `$${sourceParams + 1}::text`;
  const label = withLabel ? ` || ';' || ${quoted(`$${sourceParams + 2}::text`)}` : "";
  const values = `CASE WHEN ${unit} = 'NM3' THEN ${decimal("e")} ELSE ${decimal("e")} || ';' || ${decimal("p")} END`;
  return `WITH ${sourceSql(plan)},
    b AS (
      SELECT ${bucketExpr(plan.granularity)} AS t,
             round((${grouped ? "sum(value)" : "value"})::numeric, 4) AS e,
             round((${grouped ? "avg(value) * 4" : "value * 4"})::numeric, 4) AS p,
             ${grouped ? "max(status)" : "status"} AS s
        FROM src ${grouped ? "GROUP BY 1" : ""})
    SELECT t, ${time}${label} || ';' || (${values}) || ';'
           || ${quoted(`CASE WHEN e IS NULL THEN 'MISSING' ELSE (${STATUS_ARRAY})[s + 1] END`)} || ';' AS line
      FROM b ORDER BY t`;
}
function csvHeader(plans, style) {
  const time = style === "iso" ? '"Beginn";"Ende"' : '"Datum"';
  const multi = plans.length > 1;
  const volume = !multi && plans[0].unit === "NM3";
  return `${time};${multi ? '"Profiltyp";' : ""}${volume ? '"m\xB3";' : '"kWh";"kW";'}"Status";`;
}
function csvFileName(plans) {
  const first = plans[0];
  const compact = (d) => d.replace(/-/g, "");
  return `${first.contract.meterPointAdministrationNumber}_${compact(first.from)}-${compact(first.to)}.csv`;
}
async function* csvLines(db, plans, style) {
  yield `${BOM}${csvHeader(plans, style)}${EOL}`;
  const multi = plans.length > 1;
  const severalCommunities = new Set(plans.map((p) => p.energyCommunityId ?? "")).size > 1;
  for (const chunk of monthChunks(plans[0].from, plans[0].to)) {
    const perSeries = await Promise.all(
      plans.map(async (plan) => {
        const source = seriesParams(plan, chunk.from, chunk.to);
        const params2 = [...source, plan.unit];
        if (multi) params2.push(rowLabel(plan, severalCommunities));
        const { rows } = await db.query(lineSql(plan, style, multi, source.length), params2);
        return rows;
      })
    );
    const merged = multi ? mergeByInterval(perSeries) : perSeries[0].map((r) => r.line);
    if (merged.length > 0) yield merged.join(EOL) + EOL;
  }
}
var rowLabel = (plan, severalCommunities) => severalCommunities && plan.energyCommunityName ? `${plan.header} (${plan.energyCommunityName})` : plan.header;
function mergeByInterval(perSeries) {
  const all = perSeries.flatMap((rows, order) => rows.map((r) => ({ time: new Date(r.t).getTime(), order, line: r.line })));
  all.sort((a, b) => a.time - b.time || a.order - b.order);
  return all.map((r) => r.line);
}
function profileCsvStream(db, plans, style) {
  return import_node_stream.Readable.from(csvLines(db, plans, style), { objectMode: false });
}

// service/src/consumption/profile-list.ts
async function loadProfileList(db, userId, query) {
  const text = query.filter?.trim().toLowerCase().replace(/[\\%_]/g, "\\$&");
  const filter = text ? `%${text}%` : null;
  const { rows } = await db.query(
    `SELECT ca.business_partner_number, c.contract_account_number, c.contract_number, p.meter_point_number, c.branch,
            c.active, coalesce(c.description, ca.description) AS description, ca.street, ca.housenumber,
            ca.housenumber_affix, ca.floor, ca.room, ca.postcode, ca.city, c.power_generation_unit, c.profile_active,
            EXISTS (SELECT 1 FROM energy_community_memberships m
                     WHERE m.pod_id = p.id AND NOT c.power_generation_unit
                       AND m.valid_from <= current_date AND m.valid_to >= current_date) AS energy_community_active,
            p.minimum_date::text AS minimum_date, p.maximum_date::text AS maximum_date,
            coalesce((SELECT json_agg(json_build_object('profileType', s.profile_type, 'energyDirection', s.energy_direction,
                        'granularity', pp.granularity, 'from', pp.valid_from, 'to', pp.valid_to, 'unit', s.unit)
                        ORDER BY s.id, pp.valid_from)
                        FROM pod_profiles pp JOIN profile_series s ON s.id = pp.series_id
                       WHERE pp.pod_id = p.id
                         AND CASE WHEN pp.energy_community_id IS NULL
                                  THEN s.energy_direction = CASE WHEN c.power_generation_unit THEN 'GENERATION' ELSE 'CONSUMPTION' END
                                  ELSE NOT c.power_generation_unit END), '[]'::json) AS profiles
       FROM contracts c
       JOIN pods p ON p.id = c.pod_id
       JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
       JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
      WHERE bp.user_id = $1
        AND ($2::text IS NULL OR c.branch = $2)
        AND (NOT $3::boolean OR c.active)
        AND ($4::text IS NULL OR lower(p.meter_point_number || ' ' || c.contract_account_number || ' ' || ca.description
             || ' ' || ca.street || ' ' || ca.postcode || ' ' || ca.city) LIKE $4)
      ORDER BY c.active DESC, c.contract_account_number, c.power_generation_unit, c.contract_number`,
    [userId, query.branch ?? null, query.activeOnly ?? false, filter]
  );
  return rows.map((r) => ({
    businessPartnerNumber: r.business_partner_number,
    contractAccountNumber: r.contract_account_number,
    contractNumber: r.contract_number,
    meterPointAdministrationNumber: r.meter_point_number,
    branch: r.branch,
    active: r.active,
    description: r.description,
    address: displayAddress(r),
    powerGenerationUnit: r.power_generation_unit,
    profileActive: r.profile_active,
    energyCommunityActive: r.energy_community_active,
    minimumDate: r.minimum_date,
    maximumDate: r.maximum_date,
    profiles: r.profiles
  }));
}

// service/src/consumption/pod-access.ts
var CONTRIBUTION_FACTOR_VARIANTS = {
  ENERGY_COMMUNITY_OWN_COVERAGE: "ENERGY_COMMUNITY_OWN_COVERAGE_CONTRIBUTION_FACTOR",
  ENERGY_COMMUNITY_REMAINING_GRID_USAGE: "ENERGY_COMMUNITY_REMAINING_GRID_USAGE_CONTRIBUTION_FACTOR",
  ENERGY_COMMUNITY_OVER_COVERAGE: "ENERGY_COMMUNITY_OVER_COVERAGE_CONTRIBUTION_FACTOR"
};
async function loadPodContracts(db, userId, contractAccountNumber, meterPointAdministrationNumber) {
  const { rows } = await db.query(
    `SELECT p.id AS pod_id, p.meter_point_number, c.contract_account_number, c.contract_number, c.branch,
            c.power_generation_unit, c.contract_power, c.synth_profile,
            p.minimum_date::text AS minimum_date, p.maximum_date::text AS maximum_date
       FROM contracts c
       JOIN pods p ON p.id = c.pod_id
       JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
       JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
      WHERE bp.user_id = $1 AND c.contract_account_number = $2 AND p.meter_point_number = $3
      ORDER BY c.power_generation_unit, c.contract_number`,
    [userId, contractAccountNumber, meterPointAdministrationNumber]
  );
  return rows.map((r) => ({
    podId: r.pod_id,
    meterPointAdministrationNumber: r.meter_point_number,
    contractAccountNumber: r.contract_account_number,
    contractNumber: r.contract_number,
    branch: r.branch,
    powerGenerationUnit: r.power_generation_unit,
    contractPower: r.contract_power === null ? null : Number(r.contract_power),
    synthProfile: r.synth_profile,
    minimumDate: r.minimum_date,
    maximumDate: r.maximum_date
  }));
}
async function loadPodSeries(db, podId) {
  const { rows } = await db.query(
    `SELECT pp.series_id, s.profile_type, s.energy_direction, s.unit, pp.granularity,
            pp.valid_from::text AS valid_from, pp.valid_to::text AS valid_to,
            pp.energy_community_id, ec.name AS energy_community_name,
            (SELECT max(m.participation_factor) FROM energy_community_memberships m
              WHERE m.pod_id = pp.pod_id AND m.energy_community_id = pp.energy_community_id) AS participation_factor
       FROM pod_profiles pp
       JOIN profile_series s ON s.id = pp.series_id
       LEFT JOIN energy_communities ec ON ec.id = pp.energy_community_id
      WHERE pp.pod_id = $1
      ORDER BY pp.series_id, pp.valid_from`,
    [podId]
  );
  const stored = rows.map((r) => ({
    seriesId: Number(r.series_id),
    type: r.profile_type,
    energyDirection: r.energy_direction,
    unit: r.unit,
    granularity: r.granularity,
    validFrom: r.valid_from,
    validTo: r.valid_to,
    energyCommunityId: r.energy_community_id,
    energyCommunityName: r.energy_community_name,
    participationFactor: r.participation_factor === null ? 100 : Number(r.participation_factor)
  }));
  const variants = stored.flatMap((series) => {
    const variant = CONTRIBUTION_FACTOR_VARIANTS[series.type];
    return variant ? [{ ...series, type: variant }] : [];
  });
  return [...stored, ...variants];
}

// service/src/consumption/profile-plan.ts
var rank = (g) => GRANULARITIES.indexOf(g);
function effectiveGranularity(requested, stored, days) {
  let granularity = rank(requested) < rank(stored) ? stored : requested;
  let lowered = false;
  if (days > MAX_DAYS_AT_BEST_GRANULARITY && rank(granularity) < rank("DAY")) {
    granularity = "DAY";
    lowered = true;
  }
  return { granularity, lowered };
}
function unitFor(series, dimension) {
  const gas = series.type === "GAS_IN_KWH" || series.type === "GAS_IN_CUBIC_METERS";
  const power = dimension === "POWER" && !gas && series.unit !== "NM3" && series.granularity === "QUARTER_OF_AN_HOUR";
  return power ? "KW" : series.unit;
}
var dimensionOf = (unit) => unit === "KW" ? "POWER" : unit === "NM3" ? "VOLUME" : "ENERGY";
var isCommunityType = (type) => type.startsWith("ENERGY_COMMUNITY_");
async function planProfileRequest(db, userId, request) {
  const errors = [];
  const plans = [];
  const excluded = new Set(request.typesToExclude ?? []);
  for (const [index, pod] of request.pods.entries()) {
    const path5 = `pods.${index}`;
    const rangeError = checkRange(pod, path5);
    if (rangeError) {
      errors.push(rangeError);
      continue;
    }
    const contracts = await loadPodContracts(db, userId, pod.contractAccountNumber, pod.meterPointAdministrationNumber);
    if (contracts.length === 0) return { kind: "not-found" };
    const contract = pickContract(contracts, pod);
    if (!contract) return { kind: "not-found" };
    if (!contract.minimumDate || !contract.maximumDate) {
      errors.push({ path: `${path5}.meterPointAdministrationNumber`, message: "F\xFCr diesen Z\xE4hlpunkt sind keine Profildaten vorhanden.", number: ERROR_NUMBERS.INVALID_VALUE });
      continue;
    }
    if (pod.timerange.from < contract.minimumDate || pod.timerange.to > contract.maximumDate) {
      errors.push({
        path: `${path5}.timerange`,
        message: `Daten sind nur von ${germanDate(contract.minimumDate)} bis ${germanDate(contract.maximumDate)} verf\xFCgbar.`,
        number: ERROR_NUMBERS.OUT_OF_RANGE
      });
      continue;
    }
    if (pod.comparisonProfile !== void 0 && !(pod.comparisonProfile in COMPARE_VALUES)) {
      errors.push({ path: `${path5}.comparisonProfile`, message: "Unbekanntes Vergleichsprofil", number: ERROR_NUMBERS.INVALID_VALUE });
      continue;
    }
    const series = await loadPodSeries(db, contract.podId);
    const direction = pod.energyDirection ?? (contract.powerGenerationUnit ? "GENERATION" : "CONSUMPTION");
    const matches = matchSeries(series, pod, direction, request, excluded);
    if (matches.length === 0) {
      errors.push({ path: `${path5}.type`, message: "Dieser Profiltyp ist f\xFCr den Z\xE4hlpunkt nicht verf\xFCgbar.", number: ERROR_NUMBERS.INVALID_VALUE });
      continue;
    }
    const days = daysInclusive(pod.timerange.from, pod.timerange.to);
    for (const match of matches) {
      const requested = pod.bestAvailableGranularity ?? match.granularity;
      const { granularity, lowered } = effectiveGranularity(requested, match.granularity, days);
      const unit = unitFor(match, request.dimension);
      plans.push({
        contract,
        type: match.type,
        energyDirection: match.energyDirection,
        seriesId: match.type === "COMPARISON" ? null : match.seriesId,
        factor: match.type.endsWith("_CONTRIBUTION_FACTOR") ? match.participationFactor / 100 : 1,
        comparisonProfile: match.type === "COMPARISON" ? comparisonProfileOf(pod, contract) : null,
        energyCommunityId: match.energyCommunityId,
        energyCommunityName: match.energyCommunityName,
        from: pod.timerange.from,
        to: pod.timerange.to,
        granularity,
        dimension: dimensionOf(unit),
        unit,
        remark: lowered ? `F\xFCr Zeitr\xE4ume \xFCber einem Jahr werden h\xF6chstens Tageswerte geliefert (angefordert: ${requested}).` : null,
        header: PROFILE_TYPE_LABELS[match.type]
      });
    }
  }
  if (errors.length > 0) return { kind: "invalid", errors };
  const tooCostly = requestCostErrors(plans);
  return tooCostly.length > 0 ? { kind: "invalid", errors: tooCostly } : { kind: "ok", plans };
}
function comparisonProfileOf(pod, contract) {
  if (pod.comparisonProfile) return pod.comparisonProfile;
  return contract.synthProfile && contract.synthProfile in COMPARE_VALUES ? contract.synthProfile : "H0";
}
function checkRange(pod, path5) {
  for (const end of ["from", "to"]) {
    if (!isCalendarDate(pod.timerange[end])) {
      return { path: `${path5}.timerange.${end}`, message: "Ung\xFCltiges Datum", number: ERROR_NUMBERS.INVALID_FORMAT };
    }
  }
  if (pod.timerange.from > pod.timerange.to) {
    return { path: `${path5}.timerange.to`, message: "Das Ende liegt vor dem Beginn.", number: ERROR_NUMBERS.OUT_OF_RANGE };
  }
  return null;
}
function pickContract(contracts, pod) {
  if (pod.contractNumber) return contracts.find((c) => c.contractNumber === pod.contractNumber);
  if (pod.energyDirection === "GENERATION") return contracts.find((c) => c.powerGenerationUnit) ?? contracts[0];
  return contracts[0];
}
function matchSeries(series, pod, direction, request, excluded) {
  if (pod.type === "COMPARISON") {
    const base = series.find((s) => s.type === "ACTIVE_CURRENT" && s.energyDirection === "CONSUMPTION");
    return base ? [{ ...base, type: "COMPARISON", energyCommunityId: null, energyCommunityName: null }] : [];
  }
  const community = pod.energyCommunityId;
  const anyCommunity = !community || community === ALL_COMMUNITIES_ID || community === POD_VIEW_COMMUNITY_ID;
  const wanted = series.filter((s) => {
    if (pod.type && s.type !== pod.type) return false;
    if (!pod.type && excluded.has(s.type)) return false;
    if (isCommunityType(s.type)) {
      if (!pod.type && !community) return false;
      return anyCommunity || s.energyCommunityId === community;
    }
    if (!pod.type && community && !request.displayLoadProfiles) return false;
    return s.type !== "ACTIVE_CURRENT" || s.energyDirection === direction || !pod.type;
  });
  const unique = /* @__PURE__ */ new Map();
  const communities = [null];
  for (const s of wanted) {
    const key = `${s.type}|${s.energyDirection}|${s.energyCommunityId ?? ""}`;
    if (!unique.has(key)) unique.set(key, s);
    if (!communities.includes(s.energyCommunityId)) communities.push(s.energyCommunityId);
  }
  const list = [...unique.values()];
  const order = (s) => communities.indexOf(s.energyCommunityId) * PROFILE_TYPES.length + PROFILE_TYPES.indexOf(s.type);
  list.sort((a, b) => order(a) - order(b));
  if (isCommunityType(pod.type ?? "ACTIVE_CURRENT") && request.comparisonType !== "ALL_ENERGY_COMMUNITIES" && anyCommunity) {
    return list.slice(0, 1);
  }
  return list;
}

// service/src/consumption/profile-routes.ts
var READ_WITH_API_TOKEN = { apiToken: "read" };
var COST_RULES = `At most ${MAX_VALUES_PER_REQUEST} values per request (series \xD7 days \xD7 values per day), else 400; at most ${HEAVY_PER_CALLER} profile requests of one user (or of one user's API tokens) at once, else 429 with Retry-After.`;
var NOT_FOUND4 = { type: "NOT_FOUND", message: "Z\xE4hlpunkt nicht gefunden" };
function sendFailure(outcome, reply) {
  return outcome.kind === "invalid" ? reply.code(400).send(outcome.errors) : reply.code(404).send(NOT_FOUND4);
}
async function resultJson(db, plan) {
  const { body, valueCount } = await querySeriesJson(db, plan);
  const remark = plan.remark ?? (valueCount === 0 ? "F\xFCr den gew\xE4hlten Zeitraum sind keine Werte vorhanden." : null);
  const head = JSON.stringify({
    type: plan.type,
    energyDirection: plan.energyDirection,
    energyCommunityId: plan.energyCommunityId,
    energyCommunityName: plan.energyCommunityName,
    contractAccountNumber: plan.contract.contractAccountNumber,
    contractNumber: plan.contract.contractNumber,
    meterPointAdministrationNumber: plan.contract.meterPointAdministrationNumber,
    from: `${plan.from}T00:00:00`,
    to: `${plan.to}T23:59:59`,
    dimension: plan.dimension,
    unit: plan.unit,
    granularity: plan.granularity,
    contractPower: plan.contract.contractPower,
    comparisonProfile: plan.comparisonProfile,
    remark,
    profileTypeContent: { header: plan.header }
  });
  return `${head.slice(0, -1)},${body.slice(1)}`;
}
function profileRoutes2({ db }) {
  return async function plugin(app) {
    app.addHook("onRequest", requireAuth);
    app.post(
      "/v1.0/consumptions/profile/active",
      {
        config: { ...READ_WITH_API_TOKEN, ...HEAVY_ROUTE },
        schema: {
          tags: ["consumptions"],
          summary: "Profile values: one result per requested pod and type, in request order",
          description: "Any range up to one year at bestAvailableGranularity (quarter-hours included); longer ranges at most DAY (the remark says so). Values carry UTC instants; from/to equal the requested range. A range outside the meter point's minimum/maximum date answers 400; an unknown or another customer's meter point 404. " + COST_RULES,
          body: ProfileRequest,
          response: { 200: ProfileResults, 400: ErrorArray, 401: ApiError, 404: ApiError, 429: RateLimitedError }
        }
      },
      async (request, reply) => {
        const outcome = await planProfileRequest(db, userIdOf(request), request.body);
        if (outcome.kind !== "ok") return sendFailure(outcome, reply);
        const parts = [];
        for (const plan of outcome.plans) parts.push(await resultJson(db, plan));
        return reply.type("application/json; charset=utf-8").send(`[${parts.join(",")}]`);
      }
    );
    app.post(
      "/v1.0/consumptions/profile/active/download",
      {
        config: { ...READ_WITH_API_TOKEN, ...HEAVY_ROUTE },
        schema: {
          tags: ["consumptions"],
          summary: "Profile values as CSV (streamed)",
          description: "UTF-8 with BOM, `;` separated, decimal comma, local start `DD.MM.YYYY HH:mm`; `?timestamps=iso` gives ISO 8601 start and end with UTC offset. Several series (energy community): one line per interval and profile type. " + COST_RULES,
          body: ProfileRequest,
          querystring: ProfileDownloadQuery,
          response: { 400: ErrorArray, 401: ApiError, 404: ApiError, 429: RateLimitedError }
        }
      },
      async (request, reply) => {
        const outcome = await planProfileRequest(db, userIdOf(request), request.body);
        if (outcome.kind !== "ok") return sendFailure(outcome, reply);
        const { timestamps } = request.query;
        return reply.type("text/csv; charset=utf-8").header("content-disposition", `attachment; filename="${csvFileName(outcome.plans)}"`).send(profileCsvStream(db, outcome.plans, timestamps ?? "local"));
      }
    );
    app.get(
      "/v1.0/consumptions/profiles",
      {
        config: READ_WITH_API_TOKEN,
        schema: {
          tags: ["consumptions"],
          summary: "The user's meter points with their profiles (profile lists)",
          querystring: ProfileListQuery,
          response: { 200: ProfileList, 400: ErrorArray, 401: ApiError }
        }
      },
      async (request) => loadProfileList(db, userIdOf(request), request.query)
    );
  };
}

// service/src/consumption/constants-routes.ts
function constantsRoutes() {
  return async function plugin(app) {
    app.addHook("onRequest", requireAuth);
    const common = { tags: ["constants"], response: { 401: ApiError } };
    app.get("/v1.0/constants/reading-types", { config: READ_WITH_API_TOKEN, schema: { ...common, summary: "Reading type \u2192 explanation", response: { ...common.response, 200: ReadingTypes } } }, async () => READING_TYPES);
    app.get("/v1.0/constants/compare-values", { config: READ_WITH_API_TOKEN, schema: { ...common, summary: "Comparison profile id \u2192 text and branch", response: { ...common.response, 200: CompareValues } } }, async () => COMPARE_VALUES);
    app.get("/v1.0/constants/meter-reasons", { config: READ_WITH_API_TOKEN, schema: { ...common, summary: "Reading reason code \u2192 text", response: { ...common.response, 200: MeterReasons } } }, async () => METER_REASONS);
  };
}

// service/src/consumption/dispatch-routes.ts
var NOT_FOUND5 = { type: "NOT_FOUND", message: "Z\xE4hlpunkt nicht gefunden" };
function dispatchRoutes({ db, mailer }) {
  return async function plugin(app) {
    app.addHook("onRequest", requireAuth);
    app.post(
      "/v1.0/pods/:businessPartnerNumber/:contractAccountNumber/:pod/dispatchSettings",
      {
        schema: {
          tags: ["consumptions"],
          summary: "Switch the monthly or daily load-profile dispatch on or off",
          params: PodParams,
          body: DispatchSettingsRequest,
          response: { 200: DispatchSettingsResponse, 400: ErrorArray, 401: ApiError, 404: ApiError }
        }
      },
      async (request, reply) => {
        if (request.auth?.kind !== "session") return reply.code(401).send({ type: "UNAUTHORIZED", message: "Nicht angemeldet" });
        const { businessPartnerNumber, contractAccountNumber, pod } = request.params;
        const { type, action } = request.body;
        const userId = userIdOf(request);
        const { rows } = await db.query(
          `SELECT c.contract_number, c.load_curve_active, u.email
             FROM contracts c
             JOIN pods p ON p.id = c.pod_id
             JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
             JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
             JOIN users u ON u.id = bp.user_id
            WHERE bp.user_id = $1 AND ca.business_partner_number = $2 AND ca.contract_account_number = $3
              AND p.meter_point_number = $4 AND NOT c.power_generation_unit AND c.active
            ORDER BY c.contract_number LIMIT 1`,
          [userId, businessPartnerNumber, contractAccountNumber, pod]
        );
        const contract = rows[0];
        if (!contract) return reply.code(404).send(NOT_FOUND5);
        if (!contract.load_curve_active) {
          return reply.code(400).send([
            { path: "type", message: "Der Versand ist nur mit aktivem Lastprofil m\xF6glich.", number: ERROR_NUMBERS.INVALID_VALUE }
          ]);
        }
        const column = type === "PROFILE_MONTHLY_DISPATCH" ? "monthly_dispatch_active" : "daily_dispatch_active";
        const updated = await db.query(
          `UPDATE contracts SET ${column} = $2 WHERE contract_number = $1
           RETURNING monthly_dispatch_active, daily_dispatch_active`,
          [contract.contract_number, action === "ACTIVATE"]
        );
        if (contract.email) {
          const what = type === "PROFILE_MONTHLY_DISPATCH" ? "monatliche" : "t\xE4gliche";
          const state = action === "ACTIVATE" ? "aktiviert" : "deaktiviert";
          const text = `Der ${what} Versand der Lastprofildaten f\xFCr den Z\xE4hlpunkt ${pod} wurde ${state}.`;
          await mailer.send(db, { to: contract.email, subject: `Lastprofil-Versand ${state}`, text, html: `<p>${text}</p>` });
        }
        const row = updated.rows[0];
        return {
          monthlyProfileDispatchActive: row.monthly_dispatch_active,
          dailyProfileDispatchActive: row.daily_dispatch_active,
          email: contract.email
        };
      }
    );
  };
}

// service/src/consumption/consumption-area.ts
function consumptionArea(deps) {
  return async function plugin(app) {
    await app.register(profileRoutes2({ db: deps.db }));
    await app.register(activationRoutes({ db: deps.db }));
    await app.register(dispatchRoutes({ db: deps.db, mailer: deps.mailer }));
    await app.register(constantsRoutes());
  };
}

// service/src/static/static-routes.ts
var import_static = __toESM(require("@fastify/static"));

// service/src/static/frontend.ts
var import_node_fs4 = require("node:fs");
var import_node_path3 = __toESM(require("node:path"));
function findFrontend(config) {
  const root = config.frontendRoot;
  const shellDist = import_node_path3.default.join(root, "shell", "dist");
  const remotes = /* @__PURE__ */ new Map();
  if ((0, import_node_fs4.existsSync)(root)) {
    for (const entry of (0, import_node_fs4.readdirSync)(root, { withFileTypes: true })) {
      const match = /^remote-([a-z0-9-]+)$/.exec(entry.name);
      const dist = import_node_path3.default.join(root, entry.name, "dist");
      if (entry.isDirectory() && match && (0, import_node_fs4.existsSync)(dist)) remotes.set(match[1], dist);
    }
  }
  return { shellDist: (0, import_node_fs4.existsSync)(shellDist) ? shellDist : null, remotes };
}
function readRemotesMap(config, frontend) {
  if (config.remotesFile) {
    try {
      const parsed = JSON.parse((0, import_node_fs4.readFileSync)(config.remotesFile, "utf8"));
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
        return Object.fromEntries(
          Object.entries(parsed).filter((e) => typeof e[1] === "string")
        );
      }
    } catch {
    }
  }
  const map = {};
  for (const name of [...frontend.remotes.keys()].sort()) {
    map[`remote_${name.replace(/-/g, "_")}`] = `/remotes/${name}/mf-manifest.json`;
  }
  return map;
}
function remoteOrigins(remotes) {
  const origins = /* @__PURE__ */ new Set();
  for (const url of Object.values(remotes)) {
    try {
      if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
    } catch {
    }
  }
  return [...origins];
}
var HASHED = /\.[0-9a-f]{8,}\./;
var NO_CACHE = /* @__PURE__ */ new Set(["index.html", "remotes.json", "mf-manifest.json", "remoteEntry.js"]);
function cacheControlFor(filePath) {
  const name = import_node_path3.default.basename(filePath).replace(/\.(br|gz)$/, "");
  if (NO_CACHE.has(name)) return "no-cache";
  if (HASHED.test(name)) return "public, max-age=31536000, immutable";
  return "public, max-age=0, must-revalidate";
}

// service/src/static/static-routes.ts
function staticRoutes({ config, frontend }) {
  return async function plugin(app) {
    app.get("/", { schema: { hide: true } }, async (_request, reply) => reply.redirect("/app/"));
    app.get("/app", { schema: { hide: true } }, async (_request, reply) => reply.redirect("/app/"));
    app.get("/app/remotes.json", { schema: { hide: true } }, async (_request, reply) => {
      reply.header("Cache-Control", "no-cache");
      return readRemotesMap(config, frontend);
    });
    const shellDist = frontend.shellDist;
    if (shellDist) {
      await app.register(async (shell) => {
        await shell.register(import_static.default, {
          root: shellDist,
          prefix: "/",
          preCompressed: true,
          cacheControl: false,
          setHeaders: (reply, filePath) => {
            reply.header("Cache-Control", cacheControlFor(filePath));
          }
        });
        shell.setNotFoundHandler(async (request, reply) => {
          const last = request.url.split("?")[0].split("/").pop() ?? "";
          if (request.method !== "GET" && request.method !== "HEAD") return reply.code(404).send();
          if (last.includes(".")) return reply.code(404).send({ type: "NOT_FOUND", message: "Nicht gefunden" });
          reply.header("Cache-Control", "no-cache");
          return reply.sendFile("index.html", shellDist);
        });
      }, { prefix: "/app" });
    }
    for (const [name, dist] of frontend.remotes) {
      await app.register(import_static.default, {
        root: dist,
        prefix: `/remotes/${name}/`,
        decorateReply: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          reply.header("Cache-Control", cacheControlFor(filePath));
          reply.header("Access-Control-Allow-Origin", "*");
          reply.header("Cross-Origin-Resource-Policy", "cross-origin");
        }
      });
    }
  };
}

// service/src/app.ts
function buildApp({ db, config, mailer = new Mailer(config) }) {
  const app = (0, import_fastify.default)({
    // Never the query string or a database error's parameters in the log (log-serializers).
    logger: { level: config.logLevel, serializers: logSerializers },
    // Clients send ids and texts; 1 MB is far more than any form of the portal needs.
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { allErrors: true, coerceTypes: "array", removeAdditional: false } },
    trustProxy: config.trustProxy
  });
  const frontend = findFrontend(config);
  const csrf = new CsrfTokens(db);
  registerErrorHandling(app);
  registerJsonParser(app);
  registerNulGuard(app);
  registerMaintenance(app, config.maintenance);
  const origins = remoteOrigins(readRemotesMap(config, frontend));
  void app.register(import_helmet.default, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...origins],
        // Style loaders of the remotes inject <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'", ...origins],
        imgSrc: ["'self'", "data:", ...origins],
        fontSrc: ["'self'", "data:", ...origins],
        connectSrc: ["'self'", ...origins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...config.cookieSecure ? { upgradeInsecureRequests: [] } : {}
      }
    },
    // The same rule as the CSP's frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: "deny" },
    // HSTS only makes sense when the portal is served over HTTPS.
    strictTransportSecurity: config.cookieSecure,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" }
  });
  void app.register(import_compress.default, { threshold: 1024, global: true });
  void app.register(import_cookie.default);
  void app.register(import_formbody.default);
  void app.register((0, import_fastify_plugin.default)(async (root) => registerAuthHooks(root, { db, csrf })));
  void app.register(
    (0, import_fastify_plugin.default)(async (root) => {
      registerPasswordChangeGate(root);
      registerHeavyRequestLimit(root);
      registerNoStore(root);
    })
  );
  void app.register((0, import_fastify_plugin.default)(registerOpenApi));
  void app.register(
    async (service) => {
      await service.register(sessionRoutes({ db, config, csrf }));
      await service.register(contentRoutes({ db }));
      await service.register(dashboardRoutes({ db }));
      await service.register(contractAccountArea({ db, config, mailer }));
      await service.register(accountArea({ db, config, mailer }));
      await service.register(consumptionArea({ db, config, mailer }));
      await service.register(profileRoutes({ db }));
    },
    { prefix: "/service" }
  );
  void app.register(async (root) => openApiRoute(root));
  void app.register(staticRoutes({ config, frontend }));
  return app;
}

// service/src/db/pg.ts
var import_pg = __toESM(require("pg"));
var DEFAULT_PG_OPTIONS = { connectTimeoutMs: 5e3, statementTimeoutMs: 1e4, poolSize: 10 };
async function openPg(connectionString, options = {}, onFault = () => void 0) {
  const { connectTimeoutMs, statementTimeoutMs, poolSize } = { ...DEFAULT_PG_OPTIONS, ...options };
  const pool = new import_pg.default.Pool({
    connectionString,
    max: poolSize,
    options: "-c TimeZone=UTC",
    connectionTimeoutMillis: connectTimeoutMs,
    ...statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + 2e3 } : {}
  });
  pool.on("error", onFault);
  await pool.query("SELECT 1").catch(classifyDbError);
  const wrap = (client) => ({
    async query(sql, params2) {
      const r = await client.query(sql, params2).catch(classifyDbError);
      return { rows: r.rows };
    }
  });
  return {
    kind: "pg",
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect().catch(classifyDbError);
      let broken;
      const onError = (error) => {
        broken = error;
        onFault(error);
      };
      client.on("error", onError);
      try {
        await client.query("BEGIN").catch(classifyDbError);
        const result = await fn(wrap(client));
        await client.query("COMMIT").catch(classifyDbError);
        return result;
      } catch (error) {
        broken ??= await client.query("ROLLBACK").then(
          () => void 0,
          (rollbackError) => rollbackError
        );
        throw error;
      } finally {
        client.off("error", onError);
        client.release(broken);
      }
    },
    async exec(sql) {
      await pool.query(sql).catch(classifyDbError);
    },
    async withAdvisoryLock(key, fn) {
      const client = await pool.connect().catch(classifyDbError);
      try {
        await client.query("SELECT pg_advisory_lock($1)", [key]);
        try {
          return await fn();
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [key]).catch(() => void 0);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    }
  };
}

// service/src/db/pglite.ts
var import_node_fs5 = require("node:fs");
var import_node_path4 = __toESM(require("node:path"));
var import_pglite = require("@electric-sql/pglite");
async function openPglite(dataDir) {
  const options = { startParams: [...import_pglite.PGlite.defaultStartParams, "-c", "max_wal_size=96MB", "-c", "TimeZone=UTC"] };
  let pg2;
  if (dataDir) {
    (0, import_node_fs5.mkdirSync)(dataDir, { recursive: true });
    pg2 = new import_pglite.PGlite(import_node_path4.default.join(dataDir, "pglite"), options);
  } else {
    pg2 = new import_pglite.PGlite(options);
  }
  await pg2.waitReady;
  const wrap = (q) => ({
    async query(sql, params2) {
      const result = await q.query(sql, params2);
      return { rows: result.rows };
    }
  });
  return {
    kind: "pglite",
    ...wrap(pg2),
    async transaction(fn) {
      return pg2.transaction((tx) => fn(wrap(tx)));
    },
    async exec(sql) {
      await pg2.exec(sql);
    },
    withAdvisoryLock(_key, fn) {
      return fn();
    },
    async close() {
      await pg2.close();
    }
  };
}

// service/src/db/open.ts
function openDb(config, options = {}) {
  if (!config.databaseUrl) return openPglite(config.dataDir);
  return openPg(
    config.databaseUrl,
    {
      connectTimeoutMs: config.dbConnectTimeoutMs,
      statementTimeoutMs: options.setup ? 0 : config.dbStatementTimeoutMs,
      poolSize: options.setup ? 2 : config.dbPoolSize
    },
    options.onFault
  );
}

// service/src/db/migrations-dashboard-widgets.ts
var dashboardWidgetMigrations = [
  {
    version: 10,
    name: "partner messages",
    sql: `
      -- Messages of the grid operator to a business partner (planned outages, meter changes, new invoices). They go
      -- with their partner: the demo seed's TRUNCATE \u2026 CASCADE on business_partners clears them as well.
      CREATE TABLE partner_messages (
        id serial PRIMARY KEY,
        business_partner_number text NOT NULL REFERENCES business_partners ON DELETE CASCADE,
        subject text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        read boolean NOT NULL DEFAULT false
      );
      CREATE INDEX partner_messages_bp_idx ON partner_messages (business_partner_number, created_at DESC);
    `
  },
  {
    version: 11,
    name: "daily totals of meter values",
    sql: `
      -- Sum and count of each series' quarter-hours per local day (Europe/Vienna). The contract detail's trends and
      -- current readings add up to two years of values per contract: 730 rows instead of 70,000. Whoever writes
      -- meter_values refreshes the days it touched (service/src/consumption/day-totals.ts).
      CREATE TABLE meter_day_totals (
        pod_id integer NOT NULL REFERENCES pods(id) ON DELETE CASCADE,
        profile_type smallint NOT NULL,
        day date NOT NULL,
        value double precision,
        quarter_hours integer NOT NULL,
        PRIMARY KEY (pod_id, profile_type, day)
      );
      INSERT INTO meter_day_totals (pod_id, profile_type, day, value, quarter_hours)
      SELECT pod_id, profile_type, (ts AT TIME ZONE 'Europe/Vienna')::date, sum(value), count(*)
        FROM meter_values GROUP BY 1, 2, 3;
    `
  }
];

// service/src/db/migrations-accounts.ts
var accountMigrations = [
  {
    version: 20,
    name: "customers without portal account, identifiers, address and phone details",
    sql: `
      -- A customer of the grid operator need not have a portal account yet: registration links one later.
      ALTER TABLE business_partners ALTER COLUMN user_id DROP NOT NULL;
      -- What registration matches besides meter point and meter number (portal-processes \xA73 "Registration").
      ALTER TABLE business_partners ADD COLUMN date_of_birth date;
      ALTER TABLE business_partners ADD COLUMN commercial_register text;
      ALTER TABLE business_partners ADD COLUMN housenumber_affix text;
      ALTER TABLE business_partners ADD COLUMN floor text;
      ALTER TABLE business_partners ADD COLUMN room text;
      ALTER TABLE business_partners ADD COLUMN landline_extension text;
      ALTER TABLE business_partners ADD COLUMN landline_country text NOT NULL DEFAULT 'AT';
      ALTER TABLE business_partners ADD COLUMN mobile_country text NOT NULL DEFAULT 'AT';
      -- A new mobile number waiting for its confirmation code.
      ALTER TABLE business_partners ADD COLUMN mobile_pending text;
      ALTER TABLE business_partners ADD COLUMN mobile_pending_country text;
      CREATE INDEX pods_meter_number_idx ON pods (right(meter_number, 10));
    `
  },
  {
    version: 21,
    name: "one-time codes: registration, password reset, mobile confirmation, letter activation",
    sql: `
      -- Only a SHA-256 hash of each code is stored. A code expires, and is used once (used_at) where the flow says so.
      CREATE TABLE account_codes (
        id serial PRIMARY KEY,
        purpose text NOT NULL CHECK (purpose IN ('REGISTRATION', 'PASSWORD_RESET', 'MOBILE', 'LETTER_ACTIVATION')),
        code_hash text NOT NULL,
        user_id integer REFERENCES users(id) ON DELETE CASCADE,
        business_partner_number text REFERENCES business_partners ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        -- wrong entries of a short code (mobile, letter): too many invalidate it
        failed_attempts integer NOT NULL DEFAULT 0
      );
      CREATE UNIQUE INDEX account_codes_hash_idx ON account_codes (purpose, code_hash);
      CREATE INDEX account_codes_user_idx ON account_codes (user_id);
      CREATE INDEX account_codes_partner_idx ON account_codes (business_partner_number, purpose);
    `
  },
  {
    version: 22,
    name: "API tokens",
    sql: `
      -- A token authorises the read-only data API for its owner. Only its SHA-256 hash is stored; expires_at NULL is
      -- valid forever; invalidate-all sets invalidated_at.
      CREATE TABLE api_tokens (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz,
        invalidated_at timestamptz,
        last_used_at timestamptz
      );
      CREATE INDEX api_tokens_user_idx ON api_tokens (user_id);
    `
  },
  {
    version: 23,
    name: "rate-limit counters",
    sql: `
      -- Fixed-window counters shared by every instance of the service. key is a SHA-256 hash (IP, login, meter point).
      CREATE TABLE rate_limits (
        bucket text NOT NULL,
        key text NOT NULL,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (bucket, key, window_start)
      );
      CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);
    `
  },
  {
    version: 24,
    name: "one-time code hashes need not be unique",
    sql: `
      -- Short codes (6 characters) may repeat over the years; lookups go by purpose and hash or by partner.
      DROP INDEX account_codes_hash_idx;
      CREATE INDEX account_codes_hash_idx ON account_codes (purpose, code_hash);
    `
  }
];

// service/src/db/migrations-consumption.ts
var consumptionMigrations = [
  {
    version: 30,
    name: "energy-community series and allocation",
    sql: `
      -- The remaining energy-community series. Per quarter-hour: allocated plant production a (the member's share of the
      -- community's generation), own coverage = least(consumption, a), remaining grid usage = consumption - own
      -- coverage, over coverage = a - own coverage (an unused share counts as surplus); own coverage total sums the
      -- member's communities. Contribution-factor variants are these values times the participation factor.
      INSERT INTO profile_series (id, profile_type, energy_direction, unit) VALUES
        (13, 'ENERGY_COMMUNITY_ALLOCATED_PLANT_PRODUCTION', 'GENERATION', 'KWH'),
        (14, 'ENERGY_COMMUNITY_OWN_COVERAGE_TOTAL', 'CONSUMPTION', 'KWH');

      -- How a community allocates its generation: STATIC (fixed share) or DYNAMIC (in proportion to consumption).
      ALTER TABLE energy_communities ADD COLUMN allocation text NOT NULL DEFAULT 'STATIC'
        CHECK (allocation IN ('STATIC', 'DYNAMIC'));
      -- Participation factor of the member in percent (1\u2013100), energy-community market rules.
      ALTER TABLE energy_community_memberships ADD COLUMN participation_factor smallint NOT NULL DEFAULT 100
        CHECK (participation_factor BETWEEN 1 AND 100);
    `
  },
  {
    version: 31,
    name: "meter readings",
    sql: `
      -- Meter readings per register (portal-processes \xA73): the readings history and the billed consumptions are the
      -- periods between consecutive readings. reading_value is kWh for electricity and operating cubic metres (Bm3)
      -- for gas; reading_type K = read by the customer, N = by the network operator, R = computed (estimated).
      -- Gas periods are converted to kWh with the state number (Zustandszahl) and calorific value (Brennwert, kWh/m\xB3)
      -- in force for the period that ends at the reading. A reading that closes a billing period names its invoice.
      CREATE TABLE meter_readings (
        pod_id integer NOT NULL REFERENCES pods(id) ON DELETE CASCADE,
        register_number text NOT NULL,
        energy_direction text NOT NULL CHECK (energy_direction IN ('CONSUMPTION', 'GENERATION')),
        read_on date NOT NULL,
        reading_value numeric(14, 3) NOT NULL CHECK (reading_value >= 0),
        reading_type text NOT NULL CHECK (reading_type IN ('K', 'N', 'R')),
        state_number numeric(6, 4),
        calorific_value numeric(6, 3),
        invoice_number text REFERENCES invoices(invoice_number) ON DELETE SET NULL,
        PRIMARY KEY (pod_id, register_number, read_on)
      );
    `
  },
  {
    version: 32,
    name: "energy-community values per community",
    sql: `
      -- A meter point takes part in up to 5 communities: its community series are kept per community. pod_id leads
      -- the key like in meter_values, so one community's series of a year is one index range.
      CREATE TABLE community_values (
        pod_id integer NOT NULL REFERENCES pods(id) ON DELETE CASCADE,
        energy_community_id text NOT NULL REFERENCES energy_communities(id),
        profile_type smallint NOT NULL,
        ts timestamptz NOT NULL,
        value double precision,
        status smallint NOT NULL DEFAULT 0,
        PRIMARY KEY (pod_id, energy_community_id, profile_type, ts)
      );

      -- Until now a pod held one community's values: its community is the one whose profile covers the day.
      INSERT INTO community_values (pod_id, energy_community_id, profile_type, ts, value, status)
      SELECT DISTINCT ON (v.pod_id, v.profile_type, v.ts) v.pod_id, pp.energy_community_id, v.profile_type, v.ts, v.value, v.status
        FROM meter_values v
        JOIN pod_profiles pp ON pp.pod_id = v.pod_id AND pp.series_id = v.profile_type AND pp.energy_community_id IS NOT NULL
         AND (v.ts AT TIME ZONE 'Europe/Vienna')::date BETWEEN pp.valid_from AND pp.valid_to
       WHERE v.profile_type BETWEEN 10 AND 14
       ORDER BY v.pod_id, v.profile_type, v.ts, pp.valid_from DESC;
      -- Rows no profile claims stay where they were (nothing reads them, nothing is lost).
      DELETE FROM meter_values v
       USING community_values c
       WHERE c.pod_id = v.pod_id AND c.profile_type = v.profile_type AND c.ts = v.ts;
      -- Day totals serve the meter's own series (trends, readings) only.
      DELETE FROM meter_day_totals WHERE profile_type BETWEEN 10 AND 14;

      -- The same series of two communities may start on the same day: the community belongs to the key.
      ALTER TABLE pod_profiles DROP CONSTRAINT pod_profiles_pkey;
      CREATE UNIQUE INDEX pod_profiles_key ON pod_profiles (pod_id, series_id, valid_from, coalesce(energy_community_id, ''));
    `
  }
];

// service/src/db/migrations.ts
var foundationMigrations = [
  {
    version: 1,
    name: "accounts and sessions",
    sql: `
      CREATE TABLE app_secrets (
        name text PRIMARY KEY,
        value text NOT NULL
      );

      CREATE TABLE users (
        id serial PRIMARY KEY,
        login text NOT NULL UNIQUE,
        password_hash text NOT NULL,
        email text,
        firstname text,
        lastname text,
        activated boolean NOT NULL DEFAULT false,
        change_password boolean NOT NULL DEFAULT false,
        roles text[] NOT NULL DEFAULT '{}',
        failed_logins integer NOT NULL DEFAULT 0,
        locked_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      -- Only a SHA-256 hash of the session id is stored: a leaked table does not let anyone take over a session.
      CREATE TABLE sessions (
        id_hash text PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX sessions_user_idx ON sessions(user_id);
    `
  },
  {
    version: 2,
    name: "customers, contract accounts, contracts",
    sql: `
      CREATE TABLE business_partners (
        business_partner_number text PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        salutation text,
        firstname text,
        lastname text,
        company_name text,
        street text NOT NULL,
        housenumber text NOT NULL,
        postcode text NOT NULL,
        city text NOT NULL,
        country text NOT NULL DEFAULT 'AT',
        email text,
        landline text,
        mobile text,
        ecommunication_active boolean NOT NULL DEFAULT false,
        -- letter activation still open (the show-activation role of the user follows from it)
        activation_pending boolean NOT NULL DEFAULT false
      );
      CREATE INDEX business_partners_user_idx ON business_partners(user_id);

      CREATE TABLE contract_accounts (
        contract_account_number text PRIMARY KEY,
        business_partner_number text NOT NULL REFERENCES business_partners ON DELETE CASCADE,
        description text NOT NULL,
        branch text NOT NULL CHECK (branch IN ('STROM', 'GAS')),
        active boolean NOT NULL,
        editable boolean NOT NULL DEFAULT true,
        billed_by_provider boolean NOT NULL DEFAULT true,
        street text NOT NULL,
        housenumber text NOT NULL,
        housenumber_affix text,
        floor text,
        room text,
        postcode text NOT NULL,
        city text NOT NULL,
        country text NOT NULL DEFAULT 'AT',
        iban text,
        depositor text,
        paperless text NOT NULL DEFAULT 'NOT_CHANGEABLE'
      );
      CREATE INDEX contract_accounts_bp_idx ON contract_accounts(business_partner_number);

      CREATE TABLE pods (
        id serial PRIMARY KEY,
        meter_point_number text NOT NULL UNIQUE,
        meter_number text NOT NULL,
        minimum_date date,
        maximum_date date,
        sub_station text,
        station text
      );

      CREATE TABLE contracts (
        contract_number text PRIMARY KEY,
        contract_account_number text NOT NULL REFERENCES contract_accounts ON DELETE CASCADE,
        pod_id integer NOT NULL REFERENCES pods(id),
        branch text NOT NULL CHECK (branch IN ('STROM', 'GAS')),
        active boolean NOT NULL,
        scale_type text NOT NULL,
        description text,
        supplier_id text NOT NULL,
        supplier_name text NOT NULL,
        synth_profile text,
        move_in_date date NOT NULL,
        move_out_date date,
        power_generation_unit boolean NOT NULL DEFAULT false,
        smart_meter_type text NOT NULL DEFAULT 'NONSMART_METER',
        contract_power double precision,
        profile_active boolean NOT NULL DEFAULT false,
        load_curve_active boolean NOT NULL DEFAULT false,
        monthly_dispatch_active boolean NOT NULL DEFAULT false,
        daily_dispatch_active boolean NOT NULL DEFAULT false,
        device_key_status text NOT NULL DEFAULT 'HIDE',
        new_reading_possible boolean NOT NULL DEFAULT false,
        opt_in_possible boolean NOT NULL DEFAULT false,
        smart_meter_activation_possible boolean NOT NULL DEFAULT false,
        load_profile_activation_possible boolean NOT NULL DEFAULT false,
        activation_status text,
        infeed_status text,
        -- grid-capacity traffic light and in-feeder flags (contract GenerationData), only for generation units
        generation_data jsonb
      );
      CREATE INDEX contracts_account_idx ON contracts(contract_account_number);
      CREATE INDEX contracts_pod_idx ON contracts(pod_id);

      CREATE TABLE invoices (
        invoice_number text PRIMARY KEY,
        contract_account_number text NOT NULL REFERENCES contract_accounts ON DELETE CASCADE,
        invoice_date date NOT NULL,
        total numeric(12, 2) NOT NULL
      );
      CREATE INDEX invoices_account_idx ON invoices(contract_account_number, invoice_date DESC);

      CREATE TABLE installment_agreements (
        contract_account_number text PRIMARY KEY REFERENCES contract_accounts ON DELETE CASCADE,
        current_amount numeric(12, 2) NOT NULL,
        changeable boolean NOT NULL,
        min_amount numeric(12, 2),
        max_amount numeric(12, 2),
        currency text NOT NULL DEFAULT 'EUR'
      );
      CREATE TABLE installments (
        contract_account_number text NOT NULL REFERENCES installment_agreements ON DELETE CASCADE,
        due_date date NOT NULL,
        amount numeric(12, 2) NOT NULL,
        PRIMARY KEY (contract_account_number, due_date)
      );

      CREATE TABLE energy_communities (
        id text PRIMARY KEY,
        name text NOT NULL
      );
      CREATE TABLE energy_community_memberships (
        pod_id integer NOT NULL REFERENCES pods(id) ON DELETE CASCADE,
        energy_community_id text NOT NULL REFERENCES energy_communities(id),
        valid_from date NOT NULL,
        valid_to date NOT NULL DEFAULT '9999-12-31',
        PRIMARY KEY (pod_id, energy_community_id, valid_from)
      );
    `
  },
  {
    version: 3,
    name: "profiles and quarter-hour values",
    sql: `
      -- One row per kind of series a meter point can carry: profile type plus energy direction and unit.
      CREATE TABLE profile_series (
        id smallint PRIMARY KEY,
        profile_type text NOT NULL,
        energy_direction text NOT NULL CHECK (energy_direction IN ('CONSUMPTION', 'GENERATION')),
        unit text NOT NULL,
        UNIQUE (profile_type, energy_direction)
      );
      INSERT INTO profile_series (id, profile_type, energy_direction, unit) VALUES
        (1, 'ACTIVE_CURRENT', 'CONSUMPTION', 'KWH'),
        (2, 'ACTIVE_CURRENT', 'GENERATION', 'KWH'),
        (3, 'GAS_IN_KWH', 'CONSUMPTION', 'KWH'),
        (4, 'GAS_IN_CUBIC_METERS', 'CONSUMPTION', 'NM3'),
        (10, 'ENERGY_COMMUNITY_OWN_COVERAGE', 'CONSUMPTION', 'KWH'),
        (11, 'ENERGY_COMMUNITY_REMAINING_GRID_USAGE', 'CONSUMPTION', 'KWH'),
        (12, 'ENERGY_COMMUNITY_OVER_COVERAGE', 'GENERATION', 'KWH');

      -- Which series a meter point has, with granularity and the period covered (the detail's profiles list).
      CREATE TABLE pod_profiles (
        pod_id integer NOT NULL REFERENCES pods(id) ON DELETE CASCADE,
        series_id smallint NOT NULL REFERENCES profile_series(id),
        granularity text NOT NULL,
        valid_from date NOT NULL,
        valid_to date NOT NULL,
        energy_community_id text REFERENCES energy_communities(id),
        PRIMARY KEY (pod_id, series_id, valid_from)
      );

      -- Quarter-hour values, stored once per meter point, series and interval start (UTC instant).
      -- status: index into VALUE_STATUSES (0 VALID, 1 CALCULATED, 2 STATUS_03, 3 PREVALUE, 4 STATUS_98, 5 MISSING);
      -- MISSING rows carry a NULL value. Day, month and year values are computed from these rows in Europe/Vienna time.
      -- Partition-ready: the key leads with pod_id (natural shard key, e.g. a Citus distribution column) and ts allows
      -- range partitions by time (PARTITION BY RANGE (ts)) without changing a query.
      -- Standard load profiles (VDEW), relative values per typical day: demo data and the comparison profile.
      CREATE TABLE standard_load_profiles (
        profile text NOT NULL,
        period text NOT NULL,
        weekday smallint NOT NULL,
        quarter_hour smallint NOT NULL,
        value double precision NOT NULL,
        PRIMARY KEY (profile, period, weekday, quarter_hour)
      );

      CREATE TABLE meter_values (
        pod_id integer NOT NULL,
        profile_type smallint NOT NULL,
        ts timestamptz NOT NULL,
        value double precision,
        status smallint NOT NULL DEFAULT 0,
        PRIMARY KEY (pod_id, profile_type, ts)
      );
    `
  },
  {
    version: 4,
    name: "content texts",
    sql: `
      CREATE TABLE contents (
        key text PRIMARY KEY,
        header text NOT NULL DEFAULT '',
        body text NOT NULL DEFAULT '',
        body_text text NOT NULL DEFAULT ''
      );
    `
  },
  {
    version: 5,
    name: "mail outbox",
    sql: `
      -- Every e-mail the portal sends is written here first; with SMTP_URL set it is also delivered and marked sent.
      CREATE TABLE mail_outbox (
        id serial PRIMARY KEY,
        recipient text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        error text
      );
      CREATE INDEX mail_outbox_recipient ON mail_outbox (recipient, created_at DESC);
    `
  }
];
var migrations = [
  ...foundationMigrations,
  ...dashboardWidgetMigrations,
  ...accountMigrations,
  ...consumptionMigrations
];

// service/src/db/migrate.ts
var MIGRATION_LOCK = 47112026;
async function migrate(db, migrations2 = migrations, options = {}) {
  const applied = [];
  await db.transaction(async (tx) => {
    if (!options.locked) await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query("SELECT version FROM schema_migrations")).rows.map((r) => r.version)
    );
    for (const migration of [...migrations2].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [migration.version, migration.name]);
      applied.push(migration.version);
    }
  });
  return applied;
}
function splitStatements(sql) {
  return sql.replace(/^\s*--.*$/gm, "").split(/;\s*(?:\n|$)/).map((s) => s.trim()).filter(Boolean);
}

// service/src/db/prepare.ts
async function prepareDatabase(db, seedIfEmpty) {
  return db.withAdvisoryLock(MIGRATION_LOCK, async () => {
    const migrations2 = await migrate(db, void 0, { locked: db.kind === "pg" });
    const seeded = await seedIfEmpty(db);
    return { migrations: migrations2, seeded };
  });
}

// service/src/consumption/day-totals.ts
async function refreshDayTotals(db, podIds) {
  if (podIds.length === 0) return;
  await db.query("DELETE FROM meter_day_totals WHERE pod_id = ANY($1::int[])", [podIds]);
  await db.query(
    `INSERT INTO meter_day_totals (pod_id, profile_type, day, value, quarter_hours)
     SELECT pod_id, profile_type, (ts AT TIME ZONE 'Europe/Vienna')::date, sum(value), count(*)
       FROM meter_values WHERE pod_id = ANY($1::int[])
      GROUP BY 1, 2, 3`,
    [podIds]
  );
}

// service/src/demo/iban.ts
function austrianIban(bankCode, account) {
  const bban = bankCode.padStart(5, "0") + account.padStart(11, "0");
  const numeric = `${bban}102900`;
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  const check = String(98 - remainder).padStart(2, "0");
  return `AT${check}${bban}`;
}

// service/src/demo/places.ts
var PLACES = [
  ["4020", "Linz"],
  ["4040", "Linz"],
  ["4600", "Wels"],
  ["4400", "Steyr"],
  ["4050", "Traun"],
  ["4052", "Ansfelden"],
  ["4481", "Asten"],
  ["4222", "Langenstein"],
  ["4292", "Kefermarkt"],
  ["4421", "Aschach an der Steyr"],
  ["4644", "Gr\xFCnau im Almtal"],
  ["4853", "Steinbach am Attersee"],
  ["4863", "Seewalchen am Attersee"],
  ["4865", "Nu\xDFdorf am Attersee"],
  ["4906", "Eberschwang"],
  ["4941", "Mehrnbach"],
  ["4192", "Schenkenfelden"],
  ["4825", "Gosau"]
];
var STREETS = [
  "Hauptstra\xDFe",
  "Linzer Stra\xDFe",
  "Bahnhofstra\xDFe",
  "Kirchengasse",
  "Schulstra\xDFe",
  "M\xFChlweg",
  "Feldgasse",
  "Wiener Stra\xDFe",
  "Lindenweg",
  "Am Anger",
  "Gartenstra\xDFe",
  "Salzburger Stra\xDFe",
  "Dorfplatz",
  "Waldstra\xDFe",
  "Sonnenhang"
];

// service/src/demo/prng.ts
function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p
  };
}

// service/src/demo/seed-dashboard-widgets.ts
var PARTNER_MESSAGE_DEMO = {
  /** Max's first business partner: three messages, the oldest already read. */
  maxPartner: "1000012345",
  maxSmartMeterPod: "AT0030000000000000000000000100001",
  maxSmartMeterAccount: "400012345001",
  /** Erika's partner: one unread message. */
  erikaPartner: "1000023456",
  erikaAccount: "400023456001"
};
async function seedDashboardWidgetData(context) {
  await seedWidgetStates(context);
  await seedPartnerMessages(context);
}
var WIDGET_DEMO = {
  /** Max's holiday home: load-profile activation pending, opt-in possible, yellow light for a new plant with the in-feeder
   * inquiry possible only from a date in two weeks, small in-feeder activation possible. */
  holidayHome: { businessPartnerNumber: "1000012346", contractAccountNumber: "400012346001", contractNumber: "300012346001" },
  /** Gruber 001: double-tariff meter (two registers), smart-meter installation pending, red light (medium-voltage branch). */
  doubleTariff: { businessPartnerNumber: "1000034567", contractAccountNumber: "400034567001", contractNumber: "300034567001" },
  /** Gruber 002: a recently approved PV plant (grey light) beside the supply contract (9xx: clear of the 60 accounts' numbers). */
  recentlyApproved: { businessPartnerNumber: "1000034567", contractAccountNumber: "400034567002", contractNumber: "300034567002", feedInContractNumber: "300034567902" },
  /** Gruber 004: a conventional meter whose smart-meter activation is possible. */
  smartMeterActivation: { businessPartnerNumber: "1000034567", contractAccountNumber: "400034567004", contractNumber: "300034567004" },
  /** Gruber 005: active but not editable (account in clearing): device key and a new reading exist, yet neither is offered. */
  notEditable: { businessPartnerNumber: "1000034567", contractAccountNumber: "400034567005", contractNumber: "300034567005" },
  /** Gruber 007: a smart meter whose load-profile (quarter-hour) activation is possible. */
  loadProfileActivation: { businessPartnerNumber: "1000034567", contractAccountNumber: "400034567007", contractNumber: "300034567007" }
};
var generationData = (data) => JSON.stringify({
  trafficLightReason: null,
  inFeederInquiryPossible: false,
  showAnetteLight: false,
  anetteLightPossibleFrom: null,
  smallInFeederActivationPossible: false,
  smallInFeederDeactivationPossible: false,
  recentlyApprovedInFeed: false,
  ...data
});
async function updateContract(tx, contractNumber, columns) {
  const names = Object.keys(columns);
  const { rows } = await tx.query(
    `UPDATE contracts SET ${names.map((name, i) => `${name} = $${i + 2}`).join(", ")} WHERE contract_number = $1
     RETURNING contract_number`,
    [contractNumber, ...names.map((name) => columns[name])]
  );
  if (rows.length !== 1) throw new Error(`demo contract ${contractNumber} not found`);
}
async function seedWidgetStates({ tx, today }) {
  const w = WIDGET_DEMO;
  await updateContract(tx, w.holidayHome.contractNumber, {
    smart_meter_type: "SMART_METER",
    activation_status: "LOAD_PROFILE_PENDING",
    opt_in_possible: true,
    generation_data: generationData({
      trafficLightColor: "YELLOW",
      inFeederInquiryPossible: true,
      showAnetteLight: true,
      anetteLightPossibleFrom: addDays(today, 14),
      smallInFeederActivationPossible: true
    })
  });
  await updateContract(tx, w.doubleTariff.contractNumber, {
    smart_meter_type: "NONSMART_METER",
    // The readings seed gives a double-tariff meter a peak (1.8.1) and an off-peak (1.8.2) register.
    scale_type: "Allgemeinstrom Doppeltarif",
    activation_status: "SMART_METER_PENDING",
    generation_data: generationData({ trafficLightColor: "RED", trafficLightReason: "RED_MEDIUM_VOLTAGE_BRANCH" })
  });
  await updateContract(tx, w.smartMeterActivation.contractNumber, {
    smart_meter_type: "NONSMART_METER",
    smart_meter_activation_possible: true,
    activation_status: "SMART_METER_ACTIVATION_POSSIBLE"
  });
  await updateContract(tx, w.loadProfileActivation.contractNumber, {
    smart_meter_type: "SMART_METER",
    load_profile_activation_possible: true,
    activation_status: "LOAD_PROFILE_ACTIVATION_POSSIBLE"
  });
  await updateContract(tx, w.notEditable.contractNumber, {
    smart_meter_type: "SMART_METER",
    device_key_status: "ACTIVE",
    new_reading_possible: true,
    opt_in_possible: true
  });
  await tx.query("UPDATE contract_accounts SET editable = false WHERE contract_account_number = $1", [
    w.notEditable.contractAccountNumber
  ]);
  await tx.query(
    `INSERT INTO contracts (contract_number, contract_account_number, pod_id, branch, active, scale_type, description,
                            supplier_id, supplier_name, synth_profile, move_in_date, power_generation_unit, smart_meter_type,
                            contract_power, infeed_status, generation_data)
     SELECT $1, contract_account_number, pod_id, branch, true, 'Einspeisung', 'Photovoltaikanlage 8 kWp', supplier_id,
            supplier_name, NULL, $2::date, true, 'SMART_METER', 8, 'IN_PROGRESS', $3::jsonb
       FROM contracts WHERE contract_number = $4`,
    [
      w.recentlyApproved.feedInContractNumber,
      addDays(today, -6),
      generationData({ trafficLightColor: "GREY", recentlyApprovedInFeed: true }),
      w.recentlyApproved.contractNumber
    ]
  );
  await updateContract(tx, w.recentlyApproved.contractNumber, { smart_meter_type: "SMART_METER" });
}
async function seedPartnerMessages({ tx, today }) {
  const d = PARTNER_MESSAGE_DEMO;
  const outage = germanDate(addDays(today, 7));
  const messages = [
    {
      businessPartnerNumber: d.maxPartner,
      subject: "Geplante Versorgungsunterbrechung",
      body: `Sehr geehrter Herr Mustermann,

wegen Wartungsarbeiten an der Trafostation wird die Stromversorgung am ${outage} zwischen 08:00 und 12:00 Uhr unterbrochen. Bitte schalten Sie empfindliche Ger\xE4te vorher aus.

Wir danken f\xFCr Ihr Verst\xE4ndnis.
Ihr Netzbetreiber`,
      date: addDays(today, -1),
      time: "08:30:00",
      read: false
    },
    {
      businessPartnerNumber: d.maxPartner,
      subject: "Neuer Smart Meter eingebaut",
      body: `Sehr geehrter Herr Mustermann,

am Z\xE4hlpunkt ${d.maxSmartMeterPod} wurde ein neuer Smart Meter eingebaut. Ihre Viertelstundenwerte sehen Sie ab dem Folgetag im Kundenportal unter \u201EVerbrauch\u201C.

Ihr Netzbetreiber`,
      date: addDays(today, -20),
      time: "14:05:00",
      read: false
    },
    {
      businessPartnerNumber: d.maxPartner,
      subject: "Ihre Jahresrechnung ist verf\xFCgbar",
      body: `Sehr geehrter Herr Mustermann,

die Jahresrechnung f\xFCr Ihr Vertragskonto ${d.maxSmartMeterAccount} steht im Kundenportal zum Herunterladen bereit.

Ihr Netzbetreiber`,
      date: addDays(today, -45),
      time: "10:00:00",
      read: true
    },
    {
      businessPartnerNumber: d.erikaPartner,
      subject: "Ihre Jahresrechnung ist verf\xFCgbar",
      body: `Sehr geehrte Frau Musterfrau,

die Jahresrechnung f\xFCr Ihr Vertragskonto ${d.erikaAccount} steht im Kundenportal zum Herunterladen bereit.

Ihr Netzbetreiber`,
      date: addDays(today, -10),
      time: "09:15:00",
      read: false
    }
  ];
  const ordered = [...messages].sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`));
  await tx.query(
    `INSERT INTO partner_messages (business_partner_number, subject, body, created_at, read)
     SELECT bp, subj, txt, (on_day + at_time) AT TIME ZONE 'Europe/Vienna', is_read
       FROM unnest($1::text[], $2::text[], $3::text[], $4::date[], $5::time[], $6::boolean[])
         WITH ORDINALITY AS m(bp, subj, txt, on_day, at_time, is_read, n)
      ORDER BY n`,
    [
      ordered.map((m) => m.businessPartnerNumber),
      ordered.map((m) => m.subject),
      ordered.map((m) => m.body),
      ordered.map((m) => m.date),
      ordered.map((m) => m.time),
      ordered.map((m) => m.read)
    ]
  );
}

// service/src/demo/seed-accounts.ts
var REGISTRATION_DEMO = [
  {
    identifier: "BUSINESS_PARTNER_NUMBER",
    branch: "STROM",
    businessPartnerNumber: "1000050001",
    name: "Anna Huber",
    salutation: "Frau",
    firstname: "Anna",
    lastname: "Huber",
    meterPointAdministrationNumber: "AT0030000000000000000000000500001",
    meterNumber: "50000001",
    contractAccountNumber: "400050001001",
    street: "Hauptstra\xDFe",
    housenumber: "12",
    postcode: "4020",
    city: "Linz"
  },
  {
    identifier: "LAST_NAME",
    branch: "STROM",
    businessPartnerNumber: "1000050002",
    name: "Florian Pichler",
    salutation: "Herr",
    firstname: "Florian",
    lastname: "Pichler",
    meterPointAdministrationNumber: "AT0030000000000000000000000500002",
    meterNumber: "50000002",
    contractAccountNumber: "400050002001",
    street: "Salzburger Stra\xDFe",
    housenumber: "8",
    postcode: "4600",
    city: "Wels"
  },
  {
    identifier: "DATE_OF_BIRTH",
    branch: "GAS",
    businessPartnerNumber: "1000050003",
    name: "Theresa Leitner",
    salutation: "Frau",
    firstname: "Theresa",
    lastname: "Leitner",
    dateOfBirth: "1984-05-17",
    meterPointAdministrationNumber: "AT0030000000000000000000000500003",
    meterNumber: "50000003",
    contractAccountNumber: "400050003001",
    street: "Gartenstra\xDFe",
    housenumber: "5",
    postcode: "4400",
    city: "Steyr"
  },
  {
    identifier: "COMMERCIAL_REGISTER",
    branch: "STROM",
    businessPartnerNumber: "1000050004",
    name: "B\xE4ckerei Moser GmbH",
    companyName: "B\xE4ckerei Moser GmbH",
    commercialRegister: "FN 123456a",
    meterPointAdministrationNumber: "AT0030000000000000000000000500004",
    meterNumber: "50000004",
    contractAccountNumber: "400050004001",
    street: "Linzer Stra\xDFe",
    housenumber: "31",
    postcode: "4050",
    city: "Traun"
  },
  {
    identifier: "COMPANY_NAME",
    branch: "GAS",
    businessPartnerNumber: "1000050005",
    name: "Tischlerei Berger OG",
    companyName: "Tischlerei Berger OG",
    commercialRegister: "FN 654321b",
    meterPointAdministrationNumber: "AT0030000000000000000000000500005",
    meterNumber: "50000005",
    contractAccountNumber: "400050005001",
    street: "M\xFChlweg",
    housenumber: "4",
    postcode: "4052",
    city: "Ansfelden"
  },
  {
    identifier: "LAST_NAME",
    branch: "GAS",
    businessPartnerNumber: "1000050006",
    name: "Lukas Eder",
    salutation: "Herr",
    firstname: "Lukas",
    lastname: "Eder",
    dateOfBirth: "1990-11-03",
    meterPointAdministrationNumber: "AT0030000000000000000000000500006",
    meterNumber: "50000006",
    contractAccountNumber: "400050006001",
    street: "Am Anger",
    housenumber: "17",
    postcode: "4481",
    city: "Asten"
  },
  // With these, every identifier type exists in both branches.
  {
    identifier: "DATE_OF_BIRTH",
    branch: "STROM",
    businessPartnerNumber: "1000050007",
    name: "Sabine Wimmer",
    salutation: "Frau",
    firstname: "Sabine",
    lastname: "Wimmer",
    dateOfBirth: "1979-09-22",
    meterPointAdministrationNumber: "AT0030000000000000000000000500007",
    meterNumber: "50000007",
    contractAccountNumber: "400050007001",
    street: "Kirchengasse",
    housenumber: "3",
    postcode: "4810",
    city: "Gmunden"
  },
  {
    identifier: "COMPANY_NAME",
    branch: "STROM",
    businessPartnerNumber: "1000050008",
    name: "Elektro Hofer GmbH",
    companyName: "Elektro Hofer GmbH",
    commercialRegister: "FN 345678d",
    meterPointAdministrationNumber: "AT0030000000000000000000000500008",
    meterNumber: "50000008",
    contractAccountNumber: "400050008001",
    street: "Bahnhofstra\xDFe",
    housenumber: "22",
    postcode: "4910",
    city: "Ried im Innkreis"
  },
  {
    identifier: "BUSINESS_PARTNER_NUMBER",
    branch: "GAS",
    businessPartnerNumber: "1000050009",
    name: "Maria Steiner",
    salutation: "Frau",
    firstname: "Maria",
    lastname: "Steiner",
    meterPointAdministrationNumber: "AT0030000000000000000000000500009",
    meterNumber: "50000009",
    contractAccountNumber: "400050009001",
    street: "B\xF6hmergasse",
    housenumber: "11",
    postcode: "4240",
    city: "Freistadt"
  },
  {
    identifier: "COMMERCIAL_REGISTER",
    branch: "GAS",
    businessPartnerNumber: "1000050010",
    name: "Holzbau Reiter GmbH",
    companyName: "Holzbau Reiter GmbH",
    commercialRegister: "FN 234567c",
    meterPointAdministrationNumber: "AT0030000000000000000000000500010",
    meterNumber: "50000010",
    contractAccountNumber: "400050010001",
    street: "Industriestra\xDFe",
    housenumber: "5",
    postcode: "4840",
    city: "V\xF6cklabruck"
  }
];
var LETTER_ACTIVATION_DEMO = { businessPartnerNumber: "1000012346", activationCode: "BRIEF2026MAX" };
var MAX_LANDLINE = { businessPartnerNumber: "1000012345", number: "+43 732 123456", extension: "12" };
async function insertCustomer(tx, c, index, today) {
  const get = (key) => c[key] ?? null;
  await tx.query(
    `INSERT INTO business_partners (business_partner_number, user_id, salutation, firstname, lastname, company_name,
        commercial_register, date_of_birth, street, housenumber, postcode, city, country, ecommunication_active)
     VALUES ($1, NULL, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'AT', false)`,
    [
      c.businessPartnerNumber,
      get("salutation"),
      get("firstname"),
      get("lastname"),
      get("companyName"),
      get("commercialRegister"),
      get("dateOfBirth"),
      c.street,
      c.housenumber,
      c.postcode,
      c.city
    ]
  );
  const gas = c.branch === "GAS";
  await tx.query(
    `INSERT INTO contract_accounts (contract_account_number, business_partner_number, description, branch, active, editable,
        street, housenumber, postcode, city, paperless)
     VALUES ($1, $2, $3, $4, true, true, $5, $6, $7, $8, 'BANKDATA_MISSING')`,
    [
      c.contractAccountNumber,
      c.businessPartnerNumber,
      `${gas ? "Gas" : "Strom"} ${c.street} ${c.housenumber}`,
      c.branch,
      c.street,
      c.housenumber,
      c.postcode,
      c.city
    ]
  );
  const pod = await tx.query(
    `INSERT INTO pods (meter_point_number, meter_number, sub_station, station) VALUES ($1, $2, $3, $4) RETURNING id`,
    [c.meterPointAdministrationNumber, c.meterNumber, gas ? null : `UW ${c.city}`, gas ? null : `TS ${c.street} ${index + 1}`]
  );
  await tx.query(
    `INSERT INTO contracts (contract_number, contract_account_number, pod_id, branch, active, scale_type, supplier_id,
        supplier_name, synth_profile, move_in_date, smart_meter_type, contract_power, new_reading_possible)
     VALUES ($1, $2, $3, $4, true, $5, $6, $7, $8, $9, $10, $11, true)`,
    [
      `3${c.contractAccountNumber.slice(1)}`,
      c.contractAccountNumber,
      pod.rows[0].id,
      c.branch,
      gas ? "Gas Haushalt" : get("companyName") ? "Gewerbe" : "Haushalt",
      gas ? "200150" : "100230",
      gas ? "Erdgas Ober\xF6sterreich Vertrieb GmbH" : "Musterenergie Vertrieb GmbH",
      gas ? "HE08" : get("companyName") ? "G0" : "H0",
      `${Number(today.slice(0, 4)) - 3 - index}-${String(1 + index % 12).padStart(2, "0")}-01`,
      gas ? "NONSMART_METER" : "SMART_METER",
      gas ? null : 4
    ]
  );
}
async function seedAccountData(context) {
  const { tx, today } = context;
  await tx.query("DELETE FROM rate_limits");
  await REGISTRATION_DEMO.reduce(
    (previous, customer, index) => previous.then(() => insertCustomer(tx, customer, index, today)),
    Promise.resolve()
  );
  await tx.query("UPDATE business_partners SET activation_pending = true WHERE business_partner_number = $1", [
    LETTER_ACTIVATION_DEMO.businessPartnerNumber
  ]);
  await storeShortCode(
    tx,
    "LETTER_ACTIVATION",
    { businessPartnerNumber: LETTER_ACTIVATION_DEMO.businessPartnerNumber },
    LETTER_ACTIVATION_DEMO.activationCode,
    365 * 24 * 60
  );
  await tx.query(
    `UPDATE business_partners SET landline = $2, landline_extension = $3, date_of_birth = '1978-03-14'
      WHERE business_partner_number = $1`,
    [MAX_LANDLINE.businessPartnerNumber, MAX_LANDLINE.number, MAX_LANDLINE.extension]
  );
}

// service/src/demo/seed-readings.ts
var GAS_STATE_NUMBER = 0.9464;
var GAS_CALORIFIC_VALUES = [11.214, 11.187, 11.236, 11.198, 11.221];
function meterRegisters(contract, direction) {
  if (contract.branch === "GAS") return [{ number: "1", share: 1 }];
  if (direction === "GENERATION") return [{ number: "2.8.0", share: 1 }];
  if (contract.scale_type.includes("Doppeltarif")) {
    return [
      { number: "1.8.1", share: 0.65 },
      { number: "1.8.2", share: 0.35 }
    ];
  }
  return [{ number: "1.8.0", share: 1 }];
}
var billingEnd = (invoiceDate) => addDays(`${invoiceDate.slice(0, 7)}-01`, -1);
async function seedMeterReadings({ tx }) {
  const { rows: contracts } = await tx.query(
    `SELECT c.pod_id, c.branch, c.power_generation_unit, c.smart_meter_type, c.scale_type, c.move_in_date::text AS move_in_date,
            coalesce(json_agg(json_build_object('invoice_number', i.invoice_number, 'invoice_date', i.invoice_date::text)
                              ORDER BY i.invoice_date) FILTER (WHERE i.invoice_number IS NOT NULL), '[]') AS invoices
       FROM contracts c LEFT JOIN invoices i ON i.contract_account_number = c.contract_account_number
      GROUP BY c.contract_number, c.pod_id, c.branch, c.power_generation_unit, c.smart_meter_type, c.scale_type, c.move_in_date
      ORDER BY c.pod_id, c.power_generation_unit`
  );
  const readings = [];
  for (const contract of contracts) {
    if (contract.invoices.length === 0) continue;
    const ends = contract.invoices.map((i) => billingEnd(i.invoice_date));
    if (contract.move_in_date > ends[ends.length - 1]) continue;
    const direction = contract.power_generation_unit ? "GENERATION" : "CONSUMPTION";
    const registers = meterRegisters(contract, direction);
    if (readings.some((r) => r.pod_id === contract.pod_id && r.register_number === registers[0].number)) continue;
    const series = contract.branch === "GAS" ? 3 : direction === "GENERATION" ? 2 : 1;
    const smart = contract.smart_meter_type !== "NONSMART_METER";
    const start = addDays(ends[0], -365);
    const gas = contract.branch === "GAS";
    const values = registers.map((r) => Math.round(((gas ? 3e3 : 12e3) + contract.pod_id * 7919 % 9e3) * r.share));
    const push = (readOn, type, invoice, calorific) => registers.forEach(
      (register, r) => readings.push({
        pod_id: contract.pod_id,
        register_number: register.number,
        energy_direction: direction,
        read_on: readOn,
        reading_value: values[r],
        reading_type: type,
        state_number: gas && calorific !== null ? GAS_STATE_NUMBER : null,
        calorific_value: calorific,
        invoice_number: invoice
      })
    );
    push(start, smart ? "N" : "K", null, null);
    let previous = start;
    for (const [index, end] of ends.entries()) {
      const calorific = gas ? GAS_CALORIFIC_VALUES[index % GAS_CALORIFIC_VALUES.length] : null;
      const kwh = await periodEnergy(tx, contract.pod_id, series, addDays(previous, 1), end);
      const estimate = (gas ? 14e3 : direction === "GENERATION" ? 4800 : 3200) * (0.9 + (contract.pod_id + index) % 5 * 0.05);
      const energy = kwh ?? estimate * daysBetween(previous, end) / 365;
      const counted = gas ? energy / (GAS_STATE_NUMBER * (calorific ?? 1)) : energy;
      registers.forEach((register, r) => {
        values[r] = Math.round(values[r] + counted * register.share);
      });
      const type = smart ? "N" : ["N", "K", "R", "K"][index % 4];
      push(end, type, contract.invoices[index].invoice_number, calorific);
      previous = end;
    }
  }
  if (readings.length === 0) return;
  const column = (key) => readings.map((r) => r[key]);
  await tx.query(
    `INSERT INTO meter_readings (pod_id, register_number, energy_direction, read_on, reading_value, reading_type,
                                 state_number, calorific_value, invoice_number)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::date[], $5::numeric[], $6::text[], $7::numeric[],
                          $8::numeric[], $9::text[])`,
    [
      column("pod_id"),
      column("register_number"),
      column("energy_direction"),
      column("read_on"),
      column("reading_value"),
      column("reading_type"),
      column("state_number"),
      column("calorific_value"),
      column("invoice_number")
    ]
  );
}
var daysBetween = (from, to) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5);
async function periodEnergy(tx, podId, series, from, to) {
  const { rows } = await tx.query(
    `SELECT sum(value)::float8 AS total, count(*)::int AS n,
            (extract(epoch FROM (($3::date + 1)::timestamp AT TIME ZONE 'Europe/Vienna')
                                - ($2::date::timestamp AT TIME ZONE 'Europe/Vienna')) / 900)::int AS expected
       FROM meter_values
      WHERE pod_id = $1 AND profile_type = $4
        AND ts >= $2::date::timestamp AT TIME ZONE 'Europe/Vienna'
        AND ts < ($3::date + 1)::timestamp AT TIME ZONE 'Europe/Vienna'`,
    [podId, from, to, series]
  );
  const row = rows[0];
  return row && row.n === row.expected && row.total !== null ? row.total : null;
}

// service/src/demo/seed-consumption.ts
var CONSUMPTION_DEMO = {
  gasAccount: "400012345002",
  gasPod: "AT0030000000000000000000000100002",
  /** Annual gas consumption of max's house (kWh); m³ = kWh / (calorific value × state number). */
  gasAnnualKwh: 14e3,
  calorificValue: 11.2,
  stateNumber: 0.9464,
  /** Max's holiday home: member of a community with dynamic allocation for the last 90 days. */
  holidayHomePod: "AT0030000000000000000000000100004",
  dynamicCommunity: { id: "BEG200815", name: "B\xFCrgerenergie Attersee" },
  /** The community's PV plant (a meter point without a customer contract). */
  plantPod: "AT0030000000000000000000000900001",
  /** Max's smart meter is also in a citizen energy community (30 %, beside 60 % in Sonnenstrom Lindenviertel). */
  secondCommunity: { id: "BEG300112", name: "B\xFCrgerenergie M\xFChlviertel", participationFactor: 30, days: 200 }
};
async function seedConsumptionData(context) {
  const { tx, yesterday } = context;
  await tx.query(
    `INSERT INTO pod_profiles (pod_id, series_id, granularity, valid_from, valid_to, energy_community_id)
     SELECT pp.pod_id, s.id, pp.granularity, pp.valid_from, pp.valid_to, pp.energy_community_id
       FROM pod_profiles pp CROSS JOIN (VALUES (12::smallint), (13::smallint), (14::smallint)) AS s(id)
      WHERE pp.series_id = 10`
  );
  await tx.query(`UPDATE energy_community_memberships SET participation_factor = 60 WHERE energy_community_id = 'RC100417'`);
  for (const [table, types] of [["meter_values", "1"], ["community_values", "10, 12"]]) {
    await tx.query(
      `UPDATE ${table} SET status = 3
        WHERE pod_id = 1 AND profile_type IN (${types}) AND value IS NOT NULL
          AND ts >= ($1::date + time '18:00') AT TIME ZONE 'Europe/Vienna'
          AND ts < ($1::date + 1)::timestamp AT TIME ZONE 'Europe/Vienna'`,
      [yesterday]
    );
  }
  await seedSecondCommunity(context);
  await refreshCommunityTotals(tx, 1);
  await seedDynamicCommunity(context);
  await seedGasValues(context);
  await seedMeterReadings(context);
}
async function seedGasValues({ tx, yesterday, days }) {
  const gasPod = (await tx.query("SELECT id FROM pods WHERE meter_point_number = $1", [CONSUMPTION_DEMO.gasPod])).rows[0];
  if (!gasPod) return;
  const gasFrom = new Date(Date.parse(`${yesterday}T00:00:00Z`) - (Math.min(days, 366) - 1) * 864e5).toISOString().slice(0, 10);
  await insertGasConsumption(tx, {
    podId: gasPod.id,
    fromDate: gasFrom,
    toDate: yesterday,
    kwhSeries: 3,
    volumeSeries: 4,
    annualKwh: CONSUMPTION_DEMO.gasAnnualKwh,
    kwhPerCubicMetre: CONSUMPTION_DEMO.calorificValue * CONSUMPTION_DEMO.stateNumber
  });
  await tx.query(
    `INSERT INTO pod_profiles (pod_id, series_id, granularity, valid_from, valid_to, energy_community_id)
     VALUES ($1, 3, 'QUARTER_OF_AN_HOUR', $2, $3, NULL), ($1, 4, 'QUARTER_OF_AN_HOUR', $2, $3, NULL)`,
    [gasPod.id, gasFrom, yesterday]
  );
  await tx.query("UPDATE pods SET minimum_date = $2, maximum_date = $3 WHERE id = $1", [gasPod.id, gasFrom, yesterday]);
  await tx.query("UPDATE contracts SET profile_active = true WHERE pod_id = $1", [gasPod.id]);
}
async function seedSecondCommunity({ tx, yesterday, days }) {
  const { id, name, participationFactor } = CONSUMPTION_DEMO.secondCommunity;
  const from = addDays2(yesterday, -(Math.min(days, CONSUMPTION_DEMO.secondCommunity.days) - 1));
  await tx.query(`INSERT INTO energy_communities (id, name, allocation) VALUES ($1, $2, 'STATIC')`, [id, name]);
  await tx.query(
    `INSERT INTO energy_community_memberships (pod_id, energy_community_id, valid_from, valid_to, participation_factor)
     VALUES (1, $1, $2, '9999-12-31', $3)`,
    [id, from, participationFactor]
  );
  await insertEnergyCommunitySeries(tx, {
    podId: 1,
    energyCommunityId: id,
    fromDate: from,
    toDate: yesterday,
    consumptionSeries: 1,
    generationSeries: 2,
    allocation: { kind: "STATIC", factor: 1.2 }
  });
  await tx.query(
    `INSERT INTO pod_profiles (pod_id, series_id, granularity, valid_from, valid_to, energy_community_id)
     SELECT 1, s.id, 'QUARTER_OF_AN_HOUR', $1, $2, $3 FROM (VALUES (10), (11), (12), (13), (14)) AS s(id)`,
    [from, yesterday, id]
  );
}
var addDays2 = (date, days) => {
  const d = /* @__PURE__ */ new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
async function seedDynamicCommunity({ tx, yesterday, days }) {
  const pod = (await tx.query("SELECT id FROM pods WHERE meter_point_number = $1", [CONSUMPTION_DEMO.holidayHomePod])).rows[0];
  if (!pod) return;
  const from = addDays2(yesterday, -(Math.min(days, 90) - 1));
  const plant = (await tx.query(
    `INSERT INTO pods (meter_point_number, meter_number, minimum_date, maximum_date) VALUES ($1, '90000001', $2, $3) RETURNING id`,
    [CONSUMPTION_DEMO.plantPod, from, yesterday]
  )).rows[0];
  await insertPvGeneration(tx, { podId: plant.id, seriesId: 2, fromDate: from, toDate: yesterday, peakKw: 30 });
  await insertHouseholdConsumption(tx, {
    podId: pod.id,
    seriesId: 1,
    fromDate: from,
    toDate: yesterday,
    annualKwh: 1800,
    missingDay: addDays2(yesterday, -20),
    calculatedDay: addDays2(yesterday, -30)
  });
  const { id, name } = CONSUMPTION_DEMO.dynamicCommunity;
  await tx.query(`INSERT INTO energy_communities (id, name, allocation) VALUES ($1, $2, 'DYNAMIC')`, [id, name]);
  await tx.query(
    `INSERT INTO energy_community_memberships (pod_id, energy_community_id, valid_from, valid_to, participation_factor)
     VALUES ($1, $2, $3, '9999-12-31', 100)`,
    [pod.id, id, from]
  );
  await tx.query("ANALYZE meter_values");
  await insertEnergyCommunitySeries(tx, {
    podId: pod.id,
    energyCommunityId: id,
    fromDate: from,
    toDate: yesterday,
    consumptionSeries: 1,
    generationSeries: 2,
    allocation: { kind: "DYNAMIC", plantPodId: plant.id, othersKwh: 1.2 }
  });
  await refreshCommunityTotals(tx, pod.id);
  await tx.query(
    `INSERT INTO pod_profiles (pod_id, series_id, granularity, valid_from, valid_to, energy_community_id)
     SELECT $1, s.id, 'QUARTER_OF_AN_HOUR', $2, $3, CASE WHEN s.id = 1 THEN NULL ELSE $4 END
       FROM (VALUES (1), (10), (11), (12), (13), (14)) AS s(id)`,
    [pod.id, from, yesterday, id]
  );
  await tx.query("UPDATE pods SET minimum_date = $2, maximum_date = $3 WHERE id = $1", [pod.id, from, yesterday]);
}

// service/src/demo/seed-invoice-totals.ts
async function priceDemoInvoices({ tx }) {
  const { rows: accounts } = await tx.query(
    `SELECT DISTINCT bp.user_id, ca.business_partner_number, ca.contract_account_number
       FROM invoices i
       JOIN contract_accounts ca USING (contract_account_number)
       JOIN business_partners bp USING (business_partner_number)
      WHERE bp.user_id IS NOT NULL
      ORDER BY ca.contract_account_number`
  );
  const numbers = [];
  const totals = [];
  for (const account of accounts) {
    const detail = await loadContractAccountDetail(tx, account.user_id, account.business_partner_number, account.contract_account_number, { trends: false });
    for (const invoice of detail?.invoices ?? []) {
      numbers.push(invoice.invoiceNumber);
      totals.push(invoiceAmounts(billedPeriodsOf(detail, invoice.invoiceNumber)).gross);
    }
  }
  await tx.query(
    `UPDATE invoices i SET total = t.total FROM unnest($1::text[], $2::numeric[]) AS t(invoice_number, total)
      WHERE i.invoice_number = t.invoice_number`,
    [numbers, totals]
  );
}

// service/src/demo/seed.ts
var DEMO_PASSWORD = "Netzportal!2026";
var DEMO_LOGINS = [
  { login: "max.mustermann", note: "Haushalt: 2 Gesch\xE4ftspartner, Strom und Gas, Smart Meter mit PV und Energiegemeinschaft" },
  { login: "erika.musterfrau", note: "Haushalt: eigene Vertragskonten" },
  { login: "hausverwaltung.gruber", note: "Hausverwaltung: 60 Vertragskonten, Suche" },
  { login: "neu.kunde", note: "muss das Passwort \xE4ndern" }
];
var DEMO = {
  max: {
    businessPartners: ["1000012345", "1000012346"],
    smartMeterAccount: "400012345001",
    gasAccount: "400012345002",
    inactiveAccount: "400012345003",
    holidayHomeAccount: "400012346001",
    smartMeterPod: "AT0030000000000000000000000100001"
  },
  erika: { businessPartner: "1000023456", accounts: ["400023456001", "400023456002"] },
  gruber: { businessPartner: "1000034567", accountCount: 60 },
  neu: { businessPartner: "1000045678", account: "400045678001" }
};
var DEMO_TABLES = [
  "meter_readings",
  "meter_values",
  "community_values",
  "pod_profiles",
  "energy_community_memberships",
  "energy_communities",
  "installments",
  "installment_agreements",
  "invoices",
  "contracts",
  "pods",
  "contract_accounts",
  "business_partners",
  "sessions",
  "users",
  "contents",
  "standard_load_profiles"
];
async function isDatabaseEmpty(db) {
  const { rows } = await db.query("SELECT count(*)::int AS n FROM users");
  return rows[0].n === 0;
}
async function insert(db, table, rows) {
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const params2 = [];
  const tuples = rows.map((row) => {
    const slots = columns.map((column) => {
      params2.push(row[column] ?? null);
      return `$${params2.length}`;
    });
    return `(${slots.join(", ")})`;
  });
  await db.query(`INSERT INTO ${table} (${columns.join(", ")}) VALUES ${tuples.join(", ")}`, params2);
}
var mpan = (n) => `AT0030000000000000000000000${String(n).padStart(6, "0")}`;
async function seedDemoData(db, options = {}) {
  const started = Date.now();
  const today = options.today ?? viennaToday();
  const days = options.days ?? 730;
  const yesterday = addDays(today, -1);
  const firstDay = addDays(today, -days);
  const random = createRandom(20260101);
  const hashes = await Promise.all(DEMO_LOGINS.map(() => hashPassword(DEMO_PASSWORD)));
  const slp = readH0Profile();
  const summary = await db.transaction(async (tx) => {
    await tx.query(`TRUNCATE ${DEMO_TABLES.join(", ")} RESTART IDENTITY CASCADE`);
    await tx.query(
      `INSERT INTO standard_load_profiles (profile, period, weekday, quarter_hour, value)
       SELECT 'H0', * FROM unnest($1::text[], $2::smallint[], $3::smallint[], $4::float8[])`,
      [slp.period, slp.weekday, slp.quarterHour, slp.value]
    );
    await insert(
      tx,
      "contents",
      CONTENT_TEXTS.map((t) => ({ key: t.key, header: t.header, body: t.body, body_text: toPlainText(t.body) }))
    );
    await insert(tx, "users", [
      { login: "max.mustermann", password_hash: hashes[0], email: "max.mustermann@example.at", firstname: "Max", lastname: "Mustermann", activated: true, change_password: false, roles: ["customer", "show-activation"] },
      { login: "erika.musterfrau", password_hash: hashes[1], email: "erika.musterfrau@example.at", firstname: "Erika", lastname: "Musterfrau", activated: true, change_password: false, roles: ["customer"] },
      { login: "hausverwaltung.gruber", password_hash: hashes[2], email: "office@hv-gruber.example.at", firstname: "Johann", lastname: "Gruber", activated: true, change_password: false, roles: ["customer"] },
      { login: "neu.kunde", password_hash: hashes[3], email: "neu.kunde@example.at", firstname: "Nina", lastname: "Neumayr", activated: true, change_password: true, roles: ["customer"] }
    ]);
    const partner = (p) => ({ salutation: null, firstname: null, lastname: null, company_name: null, country: "AT", email: null, landline: null, mobile: null, activation_pending: false, ...p });
    await insert(tx, "business_partners", [
      partner({ business_partner_number: "1000012345", user_id: 1, salutation: "Herr", firstname: "Max", lastname: "Mustermann", street: "Lindenweg", housenumber: "7", postcode: "4020", city: "Linz", email: "max.mustermann@example.at", mobile: "+43 664 1234567", ecommunication_active: true }),
      partner({ business_partner_number: "1000012346", user_id: 1, salutation: "Herr", firstname: "Max", lastname: "Mustermann", street: "Seeuferstra\xDFe", housenumber: "21", postcode: "4863", city: "Seewalchen am Attersee", email: "max.mustermann@example.at", ecommunication_active: false, activation_pending: true }),
      partner({ business_partner_number: "1000023456", user_id: 2, salutation: "Frau", firstname: "Erika", lastname: "Musterfrau", street: "Bahnhofstra\xDFe", housenumber: "3", postcode: "4600", city: "Wels", email: "erika.musterfrau@example.at", ecommunication_active: true }),
      partner({ business_partner_number: "1000034567", user_id: 3, company_name: "Hausverwaltung Gruber GmbH", street: "Landstra\xDFe", housenumber: "45", postcode: "4020", city: "Linz", email: "office@hv-gruber.example.at", landline: "+43 732 765432", ecommunication_active: true }),
      partner({ business_partner_number: "1000045678", user_id: 4, salutation: "Frau", firstname: "Nina", lastname: "Neumayr", street: "Kirchengasse", housenumber: "2", postcode: "4400", city: "Steyr", email: "neu.kunde@example.at", ecommunication_active: true })
    ]);
    const accounts = [
      { bp: "1000012345", can: DEMO.max.smartMeterAccount, branch: "STROM", active: true, description: "Strom Wohnhaus", street: "Lindenweg", housenumber: "7", postcode: "4020", city: "Linz", paperless: "WAITING", iban: austrianIban("20320", "32100012345"), depositor: "Max Mustermann" },
      { bp: "1000012345", can: DEMO.max.gasAccount, branch: "GAS", active: true, description: "Gas Wohnhaus", street: "Lindenweg", housenumber: "7", postcode: "4020", city: "Linz", paperless: "PAPERLESS", iban: austrianIban("20320", "32100012345"), depositor: "Max Mustermann" },
      { bp: "1000012345", can: DEMO.max.inactiveAccount, branch: "STROM", active: false, description: "Strom fr\xFChere Wohnung", street: "Wiener Stra\xDFe", housenumber: "118", floor: "2", room: "9", postcode: "4020", city: "Linz", paperless: "NOT_CHANGEABLE", iban: null },
      { bp: "1000012346", can: DEMO.max.holidayHomeAccount, branch: "STROM", active: true, description: "Strom Ferienhaus", street: "Seeuferstra\xDFe", housenumber: "21", postcode: "4863", city: "Seewalchen am Attersee", paperless: "BANKDATA_MISSING", iban: null },
      { bp: "1000023456", can: DEMO.erika.accounts[0], branch: "STROM", active: true, description: "Strom Wohnung", street: "Bahnhofstra\xDFe", housenumber: "3", floor: "1", room: "4", postcode: "4600", city: "Wels", paperless: "PAPERLESS", iban: austrianIban("34000", "00012345678"), depositor: "Erika Musterfrau" },
      { bp: "1000023456", can: DEMO.erika.accounts[1], branch: "GAS", active: true, description: "Gas Wohnung", street: "Bahnhofstra\xDFe", housenumber: "3", floor: "1", room: "4", postcode: "4600", city: "Wels", paperless: "NOT_CHANGEABLE", iban: null },
      { bp: "1000045678", can: DEMO.neu.account, branch: "STROM", active: true, description: "Strom Wohnung", street: "Kirchengasse", housenumber: "2", postcode: "4400", city: "Steyr", paperless: "BANKDATA_MISSING", iban: null },
      ...gruberAccounts(random)
    ];
    await insert(
      tx,
      "contract_accounts",
      accounts.map((a) => ({
        contract_account_number: a.can,
        business_partner_number: a.bp,
        description: a.description,
        branch: a.branch,
        active: a.active,
        editable: a.active,
        billed_by_provider: a.bp !== DEMO.gruber.businessPartner || a.branch === "STROM",
        street: a.street,
        housenumber: a.housenumber,
        floor: a.floor ?? null,
        room: a.room ?? null,
        postcode: a.postcode,
        city: a.city,
        iban: a.iban,
        depositor: a.depositor ?? null,
        paperless: a.paperless
      }))
    );
    const pods = [];
    const contracts = [];
    accounts.forEach((a, index) => {
      const podId2 = index + 1;
      const smart = a.can === DEMO.max.smartMeterAccount;
      const gas = a.branch === "GAS";
      pods.push({
        meter_point_number: mpan(100001 + index),
        meter_number: String(1e7 + random.int(0, 8999999)),
        sub_station: gas ? null : `UW ${a.city.split(" ")[0]}`,
        station: gas ? null : `TS ${a.street} ${random.int(1, 40)}`
      });
      const moveIn = a.active ? `20${random.int(12, 22)}-0${random.int(1, 9)}-01` : "2015-04-01";
      const base = {
        contract_account_number: a.can,
        pod_id: podId2,
        branch: a.branch,
        active: a.active,
        supplier_id: gas ? "200150" : "100230",
        supplier_name: gas ? "Erdgas Ober\xF6sterreich Vertrieb GmbH" : "Musterenergie Vertrieb GmbH",
        synth_profile: gas ? "HE08" : a.bp === DEMO.gruber.businessPartner ? "G0" : "H0",
        move_in_date: moveIn,
        move_out_date: a.active ? null : "2023-06-30",
        smart_meter_type: smart ? "ADVANCED_SMART_METER" : gas ? "NONSMART_METER" : random.pick(["SMART_METER", "SMART_METER", "NONCONFORM_SMART_METER"]),
        contract_power: gas ? null : smart ? 11 : 4,
        profile_active: smart,
        load_curve_active: smart,
        monthly_dispatch_active: smart,
        device_key_status: smart ? "ACTIVE" : "HIDE",
        new_reading_possible: a.active && !smart,
        opt_in_possible: false,
        smart_meter_activation_possible: false,
        load_profile_activation_possible: false,
        power_generation_unit: false,
        scale_type: gas ? "Gas Haushalt" : a.bp === DEMO.gruber.businessPartner ? "Allgemeinstrom" : "Haushalt",
        generation_data: null
      };
      contracts.push({ ...base, contract_number: `3${a.can.slice(1)}` });
      if (smart) {
        contracts.push({
          ...base,
          contract_number: `3${a.can.slice(1, 11)}9`,
          scale_type: "Einspeisung",
          description: "Photovoltaikanlage 5 kWp",
          synth_profile: null,
          power_generation_unit: true,
          move_in_date: addDays(today, -days),
          infeed_status: "ACTIVE",
          generation_data: JSON.stringify({
            trafficLightColor: "GREEN",
            trafficLightReason: null,
            inFeederInquiryPossible: true,
            showAnetteLight: true,
            anetteLightPossibleFrom: addDays(today, -30),
            smallInFeederActivationPossible: false,
            smallInFeederDeactivationPossible: true,
            recentlyApprovedInFeed: false
          })
        });
      }
    });
    await insert(tx, "pods", pods);
    await insert(tx, "contracts", contracts);
    await seedBilling(tx, accounts, today);
    const podId = 1;
    const ecFrom = addDays(today, -Math.min(days, 400));
    await insertHouseholdConsumption(tx, {
      podId,
      seriesId: 1,
      fromDate: firstDay,
      toDate: yesterday,
      annualKwh: 3800,
      missingDay: addDays(today, -Math.min(days, 12)),
      calculatedDay: addDays(today, -Math.min(days, 45))
    });
    await insertPvGeneration(tx, { podId, seriesId: 2, fromDate: firstDay, toDate: yesterday, peakKw: 5 });
    await insert(tx, "energy_communities", [{ id: "RC100417", name: "Sonnenstrom Lindenviertel" }]);
    await insert(tx, "energy_community_memberships", [
      { pod_id: podId, energy_community_id: "RC100417", valid_from: ecFrom, valid_to: "9999-12-31" }
    ]);
    await tx.query("ANALYZE meter_values");
    await insertEnergyCommunitySeries(tx, {
      podId,
      energyCommunityId: "RC100417",
      fromDate: ecFrom,
      toDate: yesterday,
      consumptionSeries: 1,
      generationSeries: 2
    });
    await insert(tx, "pod_profiles", [
      { pod_id: podId, series_id: 1, granularity: "QUARTER_OF_AN_HOUR", valid_from: firstDay, valid_to: yesterday, energy_community_id: null },
      { pod_id: podId, series_id: 2, granularity: "QUARTER_OF_AN_HOUR", valid_from: firstDay, valid_to: yesterday, energy_community_id: null },
      { pod_id: podId, series_id: 10, granularity: "QUARTER_OF_AN_HOUR", valid_from: ecFrom, valid_to: yesterday, energy_community_id: "RC100417" },
      { pod_id: podId, series_id: 11, granularity: "QUARTER_OF_AN_HOUR", valid_from: ecFrom, valid_to: yesterday, energy_community_id: "RC100417" }
    ]);
    await tx.query(
      `UPDATE pods p SET minimum_date = b.min_date, maximum_date = b.max_date
         FROM (SELECT pod_id, min((ts AT TIME ZONE 'Europe/Vienna')::date) AS min_date,
                      max((ts AT TIME ZONE 'Europe/Vienna')::date) AS max_date
                 FROM meter_values WHERE profile_type = 1 GROUP BY pod_id) b
        WHERE p.id = b.pod_id`
    );
    const context = { tx, today, yesterday, firstDay, days };
    await seedDashboardWidgetData(context);
    await seedAccountData(context);
    await seedConsumptionData(context);
    await priceDemoInvoices(context);
    const valuePods = await tx.query("SELECT DISTINCT pod_id FROM meter_values");
    await refreshDayTotals(tx, valuePods.rows.map((r) => r.pod_id));
    const count = await tx.query("SELECT count(*)::int AS n FROM meter_values");
    return { users: DEMO_LOGINS.length, contractAccounts: accounts.length, meterValues: count.rows[0].n };
  });
  return { ...summary, milliseconds: Date.now() - started };
}
var FIRST_NAMES = ["Anna", "Lukas", "Sophie", "Florian", "Katharina", "Tobias", "Lena", "David", "Julia", "Stefan", "Theresa", "Markus"];
var LAST_NAMES = ["Huber", "Wagner", "Pichler", "Steiner", "Moser", "Mayer", "Hofer", "Leitner", "Berger", "Fuchs", "Eder", "Schwarz"];
function gruberAccounts(random) {
  const accounts = [];
  for (let i = 1; i <= DEMO.gruber.accountCount; i += 1) {
    const [postcode, city] = PLACES[i * 7 % PLACES.length];
    const street = STREETS[i % STREETS.length];
    const housenumber = String(1 + i * 13 % 60);
    const gas = i % 3 === 0;
    const general2 = i % 5 === 1;
    const tenant = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    accounts.push({
      bp: DEMO.gruber.businessPartner,
      can: `400034567${String(i).padStart(3, "0")}`,
      branch: gas ? "GAS" : "STROM",
      active: i % 8 !== 0,
      description: general2 ? `${gas ? "Gas" : "Allgemeinstrom"} ${street} ${housenumber}` : `${gas ? "Gas" : "Strom"} Top ${1 + i % 12} (Leerstand, zuletzt ${tenant})`,
      street,
      housenumber,
      ...general2 ? {} : { floor: String(1 + i % 4), room: String(1 + i % 12) },
      postcode,
      city,
      paperless: "PAPERLESS",
      iban: austrianIban("15000", `0${String(4567e3 + i).padStart(10, "0")}`),
      depositor: "Hausverwaltung Gruber GmbH"
    });
  }
  return accounts;
}
async function seedBilling(tx, accounts, today) {
  const year = Number(today.slice(0, 4));
  const invoices = [];
  accounts.forEach((a, index) => {
    const count = a.bp === DEMO.gruber.businessPartner ? 2 : 4;
    for (let k = 0; k < count; k += 1) {
      invoices.push({
        invoice_number: `7${String(index + 1).padStart(6, "0")}${String(k + 1).padStart(5, "0")}`,
        contract_account_number: a.can,
        invoice_date: `${year - k - (a.active ? 0 : 3)}-0${a.branch === "GAS" ? 2 : 1}-${String(10 + index % 15).padStart(2, "0")}`,
        total: 0
      });
    }
  });
  await insert(tx, "invoices", invoices);
  await insert(tx, "installment_agreements", [
    { contract_account_number: DEMO.max.smartMeterAccount, current_amount: 85, changeable: true, min_amount: 40, max_amount: 250, currency: "EUR" },
    { contract_account_number: DEMO.max.gasAccount, current_amount: 62, changeable: false, min_amount: null, max_amount: null, currency: "EUR" },
    { contract_account_number: DEMO.erika.accounts[0], current_amount: 48, changeable: true, min_amount: 20, max_amount: 150, currency: "EUR" }
  ]);
  const installments = [];
  const month = Number(today.slice(5, 7));
  for (const [can, amount] of [[DEMO.max.smartMeterAccount, 85], [DEMO.max.gasAccount, 62], [DEMO.erika.accounts[0], 48]]) {
    for (let k = 1; k <= 11; k += 1) {
      const m = month + k;
      const due = `${year + Math.floor((m - 1) / 12)}-${String((m - 1) % 12 + 1).padStart(2, "0")}-15`;
      installments.push({ contract_account_number: can, due_date: due, amount });
    }
  }
  await insert(tx, "installments", installments);
}

// service/src/server.ts
async function main() {
  const config = loadConfig();
  const db = await openDb(config, { onFault: (error) => console.warn(`Datenbankverbindung verloren: ${error.message}`) });
  const setup = config.databaseUrl ? await openDb(config, { setup: true }) : db;
  try {
    await prepareDatabase(setup, async (target) => {
      if (!await isDatabaseEmpty(target)) return false;
      console.log("Leere Datenbank: Demodaten werden erzeugt \u2026");
      const days = process.env.SEED_DAYS ? Number(process.env.SEED_DAYS) : void 0;
      const summary = await seedDemoData(target, days ? { days } : {});
      console.log(
        `Demodaten erzeugt: ${summary.contractAccounts} Vertragskonten, ${summary.meterValues} Viertelstundenwerte in ${(summary.milliseconds / 1e3).toFixed(1)} s`
      );
      return true;
    });
  } finally {
    if (setup !== db) await setup.close();
  }
  const app = buildApp({ db, config });
  await app.listen({ port: config.port, host: config.host });
  console.log(`
Netzportal l\xE4uft: http://localhost:${config.port}/app/`);
  console.log(`Datenbank: ${config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`}`);
  if (app.maintenance.enabled) console.log("Wartungsmodus ist aktiv (MAINTENANCE).");
  console.log(`Demo-Anmeldungen (Passwort ${DEMO_PASSWORD}):`);
  for (const { login, note } of DEMO_LOGINS) console.log(`  ${login.padEnd(24)} ${note}`);
  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: Netzportal wird beendet \u2026`);
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}
main().catch((error) => {
  console.error("Start fehlgeschlagen:", error);
  process.exit(1);
});
