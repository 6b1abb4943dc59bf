import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiError as Problem, ERROR_NUMBERS, ErrorArray, type ErrorItem } from '@portal/shared/contract/errors';
import { Conflict } from '@portal/shared/contract/contract-processes';
import {
  ApprovalExtensionRequest,
  LimitationIncreaseRequest,
  PartnerProcessCount,
  PartnerProcesses,
  SolarPowerApplication,
} from '@portal/shared/contract/partner-processes';
import { RUNNING_STATUSES, limitationIncreaseBounds } from '@portal/shared/contract/solar-rules';
import type { ServiceDeps } from '../deps';
import type { Db, Queryable } from '../db/db';
import type { Mailer } from '../mail/outbox';
import { germanDate } from '../dates/local-dates';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import { sessionUserOf, unauthorized } from '../contract-processes/process-access';
import { queueConfirmation, type ProcessConfirmation } from '../contract-processes/process-mail';
import { runProcess, type ProcessOutcome } from '../contract-processes/process-outcome';
import {
  countSolarApplications,
  extendApprovalValidity,
  loadSolarApplications,
  lockSolarApplication,
  requestLimitationIncrease,
  type SolarApplicationRow,
} from './queries';
import { extensionPossible, increasePossible, toSolarPowerApplication } from './solar-application';
import { solarApplicationRows } from './solar-mail';

const tags = ['partner-processes'];
const NOT_FOUND = 'Antrag nicht gefunden';
const EXTENSION_REFUSED = 'Die Gültigkeit der Netzzusage kann für diesen Antrag nicht (mehr) verlängert werden.';
const INCREASE_REFUSED = 'Eine Erhöhung der Einspeisebegrenzung kann für diesen Antrag nicht (mehr) angefragt werden.';

/** One error per confirmation that is not given. */
function unconfirmed(body: Record<string, unknown>, fields: Record<string, string>): ErrorItem[] {
  return Object.entries(fields)
    .filter(([field]) => body[field] !== true)
    .map(([path, message]) => ({ path, message, number: ERROR_NUMBERS.REQUIRED }));
}

const EXTENSION_CONFIRMATIONS = {
  approvalExtensionRequested: 'Bitte bestätigen Sie, dass Sie die Verlängerung beantragen.',
  acceptFinalCommissioningDate: 'Bitte bestätigen Sie den spätesten Termin der Inbetriebnahme.',
  acceptNewReservationValidity: 'Bitte bestätigen Sie die neue Gültigkeit der Reservierung.',
};
const INCREASE_CONFIRMATIONS = {
  limitationIncreaseOfferRequested: 'Bitte bestätigen Sie, dass Sie ein Angebot zur Erhöhung anfragen.',
  acceptPotentialWaitingTime: 'Bitte bestätigen Sie, dass Wartezeiten entstehen können.',
};

type Refusal = Exclude<ProcessOutcome<never>, { kind: 'done' }>;
type ApplicationChange = (
  tx: Queryable,
  row: SolarApplicationRow,
) => Promise<Refusal | ((application: SolarPowerApplication) => ProcessConfirmation)>;

/**
 * The frame of both one-time requests on an application: the confirmations (400), the caller's own application
 * locked (404), then the change; answers the application as it is afterwards and mails the confirmation it describes.
 */
async function applicationRequest(
  { db, mailer }: { db: Db; mailer: Mailer },
  request: FastifyRequest<{ Body: { inquiryNumber: string; processingNumber: string } }>,
  reply: FastifyReply,
  confirmations: Record<string, string>,
  change: ApplicationChange,
): Promise<SolarPowerApplication | FastifyReply> {
  const userId = sessionUserOf(request);
  if (userId === null) return unauthorized(reply);
  const { inquiryNumber, processingNumber } = request.body;
  return runProcess(db, mailer, reply, async (tx): Promise<ProcessOutcome<SolarPowerApplication>> => {
    const errors = unconfirmed(request.body, confirmations);
    if (errors.length > 0) return { kind: 'invalid', errors };
    const row = await lockSolarApplication(tx, userId, inquiryNumber, processingNumber);
    if (!row) return { kind: 'not-found', message: NOT_FOUND };
    const changed = await change(tx, row);
    if (typeof changed !== 'function') return changed;
    const application = toSolarPowerApplication((await lockSolarApplication(tx, userId, inquiryNumber, processingNumber)) ?? row);
    const mail = await queueConfirmation(tx, mailer, row.user_email, changed(application));
    return { kind: 'done', mail, body: application };
  });
}

/**
 * Customer processes (portal-processes §2.4 item 6, §4, §7): the solar power applications of the user's business
 * partners and the two one-time requests on one of them. The list admits a read-only API token; the requests need a
 * session (a token gets 403 from the auth hook). A refused request changes nothing.
 */
export function partnerProcessRoutes({ db, mailer }: ServiceDeps) {
  return async function plugin(root: FastifyInstance): Promise<void> {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);

    app.get(
      '/partner-processes',
      {
        config: { apiToken: 'read' },
        schema: {
          tags,
          summary: "The solar power applications of the user's business partners, newest first",
          description:
            'Every field of the application (portal-processes §3) with its steps; step info is HTML from the operator ' +
            '(clients sanitise it). OPEN and IN_PROGRESS applications are the running ones (the count bubble).',
          response: { 200: PartnerProcesses, 401: Problem },
        },
      },
      async (request) => ({
        solarPowerApplications: (await loadSolarApplications(db, userIdOf(request))).map(toSolarPowerApplication),
      }),
    );

    app.get(
      '/partner-processes/count',
      {
        config: { apiToken: 'read' },
        schema: {
          tags,
          summary: "How many of the user's solar power applications are running (OPEN or IN_PROGRESS)",
          description: 'The count beside the customer processes in the navigation.',
          response: { 200: PartnerProcessCount, 401: Problem },
        },
      },
      async (request) => ({ count: await countSolarApplications(db, userIdOf(request), RUNNING_STATUSES) }),
    );

    app.post(
      '/partner-processes/extend-approval-validity',
      {
        schema: {
          tags,
          summary: 'Extend the validity of the grid confirmation of an application once by one year (12 → 24 months)',
          description:
            'The application is named by its inquiry and processing number. All three confirmations must be true (400). ' +
            "Unknown numbers and another customer's application answer 404; when the extension is not possible or was " +
            'already used, 409 and nothing changes. Answers the application as it is now; a confirmation goes by e-mail.',
          body: ApprovalExtensionRequest,
          response: { 200: SolarPowerApplication, 400: ErrorArray, 401: Problem, 404: Problem, 409: Conflict },
        },
      },
      async (request, reply) =>
        applicationRequest({ db, mailer }, request, reply, EXTENSION_CONFIRMATIONS, async (tx, row) => {
          if (!extensionPossible(row)) return { kind: 'conflict', message: EXTENSION_REFUSED };
          await extendApprovalValidity(tx, row.id);
          return (application) => ({
            subject: 'Verlängerung Ihrer Netzzusage',
            lead:
              'Die Gültigkeit der Netzzusage für Ihre Photovoltaikanlage wurde um ein Jahr verlängert. ' +
              `Sie gilt nun bis ${germanDate(application.gridConfirmationValidUntil ?? '')}.`,
            details: solarApplicationRows(application),
          });
        }),
    );

    app.post(
      '/partner-processes/increase-feed-in-limitation',
      {
        schema: {
          tags,
          summary: 'Ask once for an offer to raise the feed-in limit of an application to a requested capacity (kW)',
          description:
            'requestedCapacity is a whole number from the restriction rounded up to maxCapacity rounded down (400 ' +
            'otherwise, path requestedCapacity); both confirmations must be true (400). Unknown numbers and another ' +
            "customer's application answer 404; when no increase is possible or it was already requested, 409 and " +
            'nothing changes. Answers the application as it is now; a confirmation goes by e-mail.',
          body: LimitationIncreaseRequest,
          response: { 200: SolarPowerApplication, 400: ErrorArray, 401: Problem, 404: Problem, 409: Conflict },
        },
      },
      async (request, reply) => {
        const { requestedCapacity } = request.body;
        return applicationRequest({ db, mailer }, request, reply, INCREASE_CONFIRMATIONS, async (tx, row) => {
          if (!increasePossible(row)) return { kind: 'conflict', message: INCREASE_REFUSED };
          const { min, max } = limitationIncreaseBounds(toSolarPowerApplication(row));
          if (requestedCapacity < min || requestedCapacity > max) {
            return {
              kind: 'invalid',
              errors: [
                {
                  path: 'requestedCapacity',
                  message: `Bitte wählen Sie eine Leistung von ${min} bis ${max} kW.`,
                  number: ERROR_NUMBERS.OUT_OF_RANGE,
                },
              ],
            };
          }
          await requestLimitationIncrease(tx, row.id, requestedCapacity);
          return (application) => ({
            subject: 'Anfrage zur Erhöhung der Einspeisebegrenzung',
            lead:
              `Wir haben Ihre Anfrage erhalten, die Einspeisebegrenzung Ihrer Photovoltaikanlage auf ${requestedCapacity} kW ` +
              'zu erhöhen. Sie erhalten ein Angebot; dabei kann es zu Wartezeiten kommen.',
            details: [...solarApplicationRows(application), ['Angefragte Einspeiseleistung', `${requestedCapacity} kW`]],
          });
        });
      },
    );
  };
}
