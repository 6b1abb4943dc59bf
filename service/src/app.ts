import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import type { Config } from './config';
import type { Db } from './db/db';
import { answerFrameworkError, registerErrorHandling, registerJsonParser } from './http/error-handling';
import { registerHeavyRequestLimit } from './http/heavy-requests';
import { logSerializers } from './http/log-serializers';
import { registerNoStore } from './http/no-store';
import { registerNulGuard } from './http/nul-guard';
import { registerMaintenance } from './maintenance/maintenance';
import { openApiRoute, registerOpenApi } from './openapi/openapi';
import { registerAuthHooks } from './session/auth-hooks';
import { registerRouteRules } from './http/route-rules';
import { CsrfTokens } from './session/csrf';
import { SessionCache } from './session/session-cache';
import { registerPasswordChangeGate } from './session/password-change-gate';
import { sessionRoutes } from './session/routes';
import { contentRoutes } from './content/routes';
import { dashboardRoutes } from './dashboard/routes';
import { contractAccountRoutes } from './contract-accounts/routes';
import { emailRoutes } from './emails/routes';
import { invoiceRoutes } from './invoices/routes';
import { partnerMessageRoutes } from './partner-messages/routes';
import { accountRoutes } from './accounts/routes';
import { apiTokenRoutes } from './api-tokens/routes';
import { autocompleteRoutes } from './autocomplete/routes';
import { businessPartnerRoutes } from './business-partners/routes';
import { devMailboxRoutes } from './dev-mailbox/routes';
import { profileRoutes } from './profile/routes';
import { registrationRoutes } from './registration/routes';
import { consumptionArea } from './consumption/routes';
import { consentRoutes } from './consents/routes';
import { bankAccountRoutes } from './bank-account/routes';
import { infeederRoutes } from './infeeders/routes';
import { instalmentRoutes } from './instalment/routes';
import { paperlessRoutes } from './paperless/routes';
import { readingRoutes } from './readings/routes';
import { smartMeterRoutes } from './smart-meter/routes';
import { wifiReaderOrderRoutes } from './wifi-reader-orders/routes';
import { callbackRoutes } from './callbacks/routes';
import { partnerProcessRoutes } from './partner-processes/routes';
import { meterImportRoutes } from './meter-import/routes';
import { evaluateNotifications } from './notifications';
import { staticRoutes } from './static/routes';
import { notificationRoutes } from './notifications/routes';
import { startNotificationWorker } from './notifications/notification-worker';
import { twoFactorRoutes } from './two-factor/routes';
import { resolveTwoFactorKey } from './two-factor/secret-box';
import { Mailer } from './mail/outbox';
import { Composition } from './static/composition';
import { OperatorConfig } from './operator/operator-config';
import { healthRoutes } from './health/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What follows an import that changed values, for the meter points it wrote: the customers' data notifications.
     * Never rejects (a failed notification run must not turn an import into an error); the demo's daily import uses it too.
     */
    afterMeterImport(podIds: number[]): Promise<unknown>;
  }
}

/** How often the outbox is checked for mails due for another delivery attempt. */
const MAIL_RETRY_INTERVAL_MS = 60_000;

export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), ' +
  'publickey-credentials-get=(self), publickey-credentials-create=(self)';

/** The origins besides the request's own host a browser may log in from: PUBLIC_URL's and WEBAUTHN_ORIGINS. */
function loginOrigins(config: Config): string[] {
  return [new URL(config.publicUrl).origin, ...config.webauthnOrigins];
}

interface AppOptions {
  db: Db;
  config: Config;
  /** Tests pass one with a fake transport; by default the outbox (and SMTP when configured). */
  mailer?: Mailer;
}

/**
 * The whole HTTP application without listening: the server starts it, tests drive it with `app.inject()`.
 * Hook order matters: maintenance first, then cookies, then who is calling and the CSRF check.
 */
export function buildApp({ db, config, mailer: givenMailer }: AppOptions): FastifyInstance {
  const app = Fastify({
    // Never the query string or a database error's parameters in the log (log-serializers).
    logger: { level: config.logLevel, serializers: logSerializers },
    // Clients send ids and texts; 1 MB is far more than any form of the portal needs.
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: false } },
    trustProxy: config.trustProxy,
    // Bad percent-encoding and over-long path parameters: the portal's error body, not Fastify's raw one.
    frameworkErrors: answerFrameworkError,
  });
  const composition = new Composition(config, app.log);
  const operator = new OperatorConfig(config.operatorFile, app.log);
  const mailer = givenMailer ?? new Mailer(config, undefined, () => operator.mailFrom());
  const csrf = new CsrfTokens(db);
  const twoFactorKey = resolveTwoFactorKey(config);
  const sessions = new SessionCache(db);
  app.addHook('onClose', async () => sessions.close());

  app.decorate('afterMeterImport', (podIds: number[]) =>
    evaluateNotifications(db, mailer, podIds).catch((error: unknown) => app.log.error({ err: error }, 'notifications after import failed')),
  );

  registerErrorHandling(app);
  registerJsonParser(app);
  registerNulGuard(app);
  registerMaintenance(app, config.maintenance);

  // The CSP follows the remotes file: an origin added to it is allowed from the next response on, without a restart.
  const origins = () => composition.current().origins.join(' ');
  void app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", origins],
        // Style loaders of the remotes inject <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'", origins],
        // An operator's logo may live on its own website.
        imgSrc: ["'self'", 'data:', 'https:', origins],
        fontSrc: ["'self'", 'data:', origins],
        connectSrc: ["'self'", origins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.cookieSecure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The same rule as the CSP's frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
    // HSTS only makes sense when the portal is served over HTTPS.
    strictTransportSecurity: config.cookieSecure,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Helmet knows no Permissions-Policy: the browser features the portal never uses are off, passkeys (two-factor) only
  // on the portal's own origin. On every answer (pages, API, errors), set where Helmet sets its headers: a synchronous
  // onRequest hook, no promise per request.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    done();
  });
  void app.register(fastifyCompress, { threshold: 1024, global: true });
  void app.register(fastifyCookie);
  void app.register(fastifyFormbody);
  void app.register(fp(async (root) => registerAuthHooks(root, { db, csrf, sessions, configuredOrigins: loginOrigins(config) })));
  // These read who is calling: registered after the auth hooks.
  void app.register(
    fp(async (root) => {
      registerPasswordChangeGate(root);
      registerHeavyRequestLimit(root);
      registerNoStore(root);
    }),
  );
  // Before the routes: applies what each route declares in its config (rate limits).
  void app.register(fp(async (root) => registerRouteRules(root, { db })));
  void app.register(fp(registerOpenApi));

  void app.register(
    async (service) => {
      const deps = { db, config, mailer, operator };
      await service.register(healthRoutes({ db }));
      await service.register(sessionRoutes({ db, config, csrf, sessions }));
      await service.register(contentRoutes({ db, operator }));
      await service.register(dashboardRoutes({ db }));
      await service.register(contractAccountRoutes(deps));
      await service.register(invoiceRoutes(deps));
      await service.register(emailRoutes(deps));
      await service.register(partnerMessageRoutes(deps));
      await service.register(registrationRoutes(deps));
      await service.register(accountRoutes(deps));
      await service.register(profileRoutes(deps));
      await service.register(businessPartnerRoutes(deps));
      await service.register(autocompleteRoutes(deps));
      await service.register(apiTokenRoutes(deps));
      if (config.devMailbox) await service.register(devMailboxRoutes(deps));
      await service.register(consumptionArea(deps));
      await service.register(consentRoutes({ db }));
      await service.register(twoFactorRoutes({ db, config, csrf, mailer, operator, key: twoFactorKey }));
      // The contract processes a customer starts from the dashboard.
      await service.register(readingRoutes(deps));
      await service.register(smartMeterRoutes(deps));
      await service.register(instalmentRoutes(deps));
      await service.register(bankAccountRoutes(deps));
      await service.register(paperlessRoutes(deps));
      await service.register(infeederRoutes(deps));
      await service.register(wifiReaderOrderRoutes(deps));
      await service.register(callbackRoutes(deps));
      await service.register(partnerProcessRoutes(deps));
      // The operator's side: meter data in.
      await service.register(
        meterImportRoutes({
          db,
          operatorToken: config.operatorToken,
          afterImport: (podIds) => app.afterMeterImport(podIds),
        }),
      );
      // What customers are told about their meter data.
      await service.register(notificationRoutes(deps));
    },
    { prefix: '/service' },
  );
  void app.register(async (root) => openApiRoute(root));

  // Mails whose SMTP delivery failed are tried again with back-off while the service runs.
  let retryTimer: NodeJS.Timeout | undefined;
  let stopNotifications = () => {};
  app.addHook('onReady', async () => {
    retryTimer = setInterval(() => {
      mailer.retryDue(db).catch((error: unknown) => app.log.error({ err: error }, 'mail delivery retry failed'));
    }, MAIL_RETRY_INTERVAL_MS);
    retryTimer.unref();
    stopNotifications = startNotificationWorker(db, mailer, { allowInsecure: config.webhookAllowInsecure }, app.log);
  });
  app.addHook('onClose', async () => {
    clearInterval(retryTimer);
    stopNotifications();
  });
  void app.register(staticRoutes({ config, composition, operator }));
  return app;
}
