import type { ServiceDeps } from '../deps';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { ContractAccountDetail, ContractDetail } from '@portal/shared/contract/contract-account';
import { ApiError as Problem, ERROR_NUMBERS, ErrorArray } from '@portal/shared/contract/errors';
import { NetworkDataEmailRequest, ProcessDataEmailRequest } from '@portal/shared/contract/messages';
import type { Queryable } from '../db/db';
import { escapeHtml } from '../mail/outbox';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import type { OperatorBranding } from '@portal/shared/contract/operator';
import { loadContractAccountDetail } from '../contract-accounts/contract-account-detail';
import { findUserEmail } from './queries';
import { formatDecimal } from '../format/de-at-number';
import { LIMITS } from '../http/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { emptyAnswer } from '../http/replies';
import { findSolarApplication } from '../partner-processes/queries';
import { toSolarPowerApplication } from '../partner-processes/solar-application';
import { solarApplicationRows } from '../partner-processes/solar-mail';

const NOT_FOUND = { type: 'NOT_FOUND', message: 'Vertrag nicht gefunden' };
const UNAUTHORIZED = { type: 'UNAUTHORIZED', message: 'Nicht angemeldet' };
const NO_EMAIL = [
  { path: 'general', message: 'Für Ihr Benutzerkonto ist keine E-Mail-Adresse hinterlegt.', number: ERROR_NUMBERS.INVALID_VALUE },
];
const ONLY_STROM = [{ path: 'contractNumber', message: 'Netzdaten gibt es nur für Strom-Verträge.', number: ERROR_NUMBERS.INVALID_VALUE }];
const sentNote = (operator: OperatorBranding) =>
  `Diese E-Mail wurde auf Ihren Wunsch über das Kundenportal der ${operator.operatorName} versandt.`;

interface ContractRef {
  businessPartnerNumber: string;
  contractAccountNumber: string;
  contractNumber: string;
}

/** The contract of one of the user's contract accounts, or null (another customer's or unknown numbers alike). */
async function loadContract(db: Queryable, userId: number, ref: ContractRef) {
  const detail = await loadContractAccountDetail(db, userId, ref.businessPartnerNumber, ref.contractAccountNumber, { trends: false });
  const contract = detail?.contracts.find((c) => c.contractNumber === ref.contractNumber);
  return detail && contract ? { detail, contract } : null;
}

/** "Hauptstraße 12/3/4, 4020 Linz" (house number / staircase-floor / door), as on the dashboard. */
function addressLine(address: ContractAccountDetail['address']): string {
  const number = [address.housenumber, address.housenumberAffix, address.floor, address.room].filter(Boolean).join('/');
  return `${address.street} ${number}, ${address.postcode} ${address.city}`;
}

const orDash = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '–' : value);

/** Label/value rows as plain text lines and as an HTML table; every value is escaped for the HTML part. */
function render(rows: [string, string][]): { text: string; html: string } {
  const text = rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:2px 0">${escapeHtml(value).replace(/\r?\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  return { text, html: `<table cellspacing="0" cellpadding="0">${cells}</table>` };
}

function mailBodies(operator: OperatorBranding, intro: string, rows: [string, string][]) {
  const table = render(rows);
  const note = sentNote(operator);
  const text = ['Guten Tag,', intro, table.text, note].join('\n\n');
  const html = `<p>Guten Tag,</p><p>${escapeHtml(intro)}</p>${table.html}<p style="color:#555">${escapeHtml(note)}</p>`;
  return { text, html };
}

/** The contract's network data as label/value rows: the same in the network-data and the process-data mail. */
function networkDataRows(detail: ContractAccountDetail, contract: ContractDetail): [string, string][] {
  return [
    ['Zählpunktbezeichnung', contract.pointOfDelivery.meterPointAdministrationNumber],
    ['Zählernummer', contract.pointOfDelivery.meter.meterNumber],
    ['Zählertyp', orDash(contract.smartMeterTypeName)],
    ['Umspannwerk', orDash(contract.subStation)],
    ['Trafostation', orDash(contract.station)],
    [
      'Vertragsleistung',
      contract.contractPower === null || contract.contractPower === undefined ? '–' : `${formatDecimal(contract.contractPower)} kW`,
    ],
    ['Anlagenadresse', addressLine(detail.address)],
  ];
}

function networkDataMail(operator: OperatorBranding, to: string, detail: ContractAccountDetail, contract: ContractDetail) {
  const pod = contract.pointOfDelivery.meterPointAdministrationNumber;
  const intro =
    `hier sind die Netzdaten Ihres Vertrags ${contract.contractNumber} ` +
    `(Vertragskonto ${detail.contractAccountNumber}, ${detail.description}):`;
  return { to, subject: `Ihre Netzdaten – Zählpunkt ${pod}`, ...mailBodies(operator, intro, networkDataRows(detail, contract)) };
}

/** The application's data first, then the network data of its contract (what the application refers to). */
function processDataMail(
  operator: OperatorBranding,
  to: string,
  detail: ContractAccountDetail,
  contract: ContractDetail,
  request: ProcessDataEmailRequest,
) {
  const pod = contract.pointOfDelivery.meterPointAdministrationNumber;
  const rows: [string, string][] = [
    ...Object.entries(request.data ?? {}).map(([label, value]): [string, string] => [label, value]),
    ...networkDataRows(detail, contract),
  ];
  const what = request.processType ? `Ihres Antrags „${request.processType}“` : 'Ihres Antrags';
  const intro =
    `hier sind die Daten ${what} zum Vertrag ${contract.contractNumber} ` +
    `(Vertragskonto ${detail.contractAccountNumber}, ${detail.description}) mit den Netzdaten des Vertrags:`;
  return { to, subject: `Ihre Antragsdaten – Zählpunkt ${pod}`, ...mailBodies(operator, intro, rows) };
}

/** A stored solar power application's data, as the customer processes page shows them. */
function solarApplicationMail(operator: OperatorBranding, to: string, application: ReturnType<typeof toSolarPowerApplication>) {
  const intro =
    `hier sind die Daten Ihres Antrags für eine Photovoltaikanlage (Anfragenummer ${application.inquiryNumber}, ` +
    `Bearbeitungsnummer ${application.processingNumber}):`;
  return {
    to,
    subject: `Ihre Antragsdaten – Anfrage ${application.inquiryNumber}`,
    ...mailBodies(operator, intro, solarApplicationRows(application)),
  };
}

/** Which of the two addressings a process-data request uses, or the error array when it names neither fully. */
function processDataTarget(body: ProcessDataEmailRequest) {
  const { inquiryNumber, processingNumber, contractNumber } = body;
  if (inquiryNumber !== undefined || processingNumber !== undefined) {
    if (inquiryNumber !== undefined && processingNumber !== undefined)
      return { kind: 'application' as const, inquiryNumber, processingNumber };
    const path = inquiryNumber === undefined ? 'inquiryNumber' : 'processingNumber';
    return { kind: 'invalid' as const, errors: [{ path, message: 'Angabe erforderlich', number: ERROR_NUMBERS.REQUIRED }] };
  }
  if (contractNumber !== undefined) return { kind: 'contract' as const, contractNumber };
  return { kind: 'invalid' as const, errors: [{ path: 'contractNumber', message: 'Angabe erforderlich', number: ERROR_NUMBERS.REQUIRED }] };
}

/** Only a browser session sends these mails (an API token never does); answers 401 otherwise. */
function sessionOnly(request: FastifyRequest, reply: FastifyReply) {
  return request.auth?.kind === 'session' ? null : reply.code(401).send(UNAUTHORIZED);
}

/**
 * E-mails to the logged-in user's address (portal-core §3 and §7, portal-processes §7 and §8): the network data of a
 * STROM contract and the application data of a process. Both answer 204 without a body once the mail is in the outbox.
 */
export function emailRoutes({ db, mailer, operator }: ServiceDeps) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);

    app.post(
      '/v1.0/emails/network-data',
      {
        schema: {
          tags: ['emails'],
          summary: "E-mail the network data of one of the user's STROM contracts to the user's address; answers 204 without a body",
          description:
            'Meter point, meter number, smart-meter type, substation, station, contract power and address of the contract ' +
            "account. Another customer's numbers, unknown numbers and a contract number not in that account answer 404; " +
            'a GAS contract answers 400 (path contractNumber); non-digit numbers answer 400. Needs a session and X-XSRF-TOKEN. ' +
            'At most 10 calls per user and hour, then 429 {type: RATE_LIMITED} with Retry-After.',
          body: NetworkDataEmailRequest,
          response: { 204: Type.Null(), 400: ErrorArray, 401: Problem, 404: Problem, 429: Problem },
        },
        // Counted before anything else: a limited call sends no mail.
        config: { rateLimits: [{ limit: LIMITS.networkDataMailPerUser, key: 'user' }] },
      },
      async (request, reply) => {
        const denied = sessionOnly(request, reply);
        if (denied) return denied;
        const userId = userIdOf(request);
        const found = await loadContract(db, userId, request.body);
        if (!found) return reply.code(404).send(NOT_FOUND);
        if (found.contract.branch !== 'STROM') return reply.code(400).send(ONLY_STROM);
        const to = await findUserEmail(db, userId);
        if (!to) return reply.code(400).send(NO_EMAIL);
        await mailer.send(db, networkDataMail(operator.current().branding, to, found.detail, found.contract));
        return emptyAnswer(reply, 204);
      },
    );

    app.post(
      '/v1.0/emails/process-data',
      {
        schema: {
          tags: ['emails'],
          summary:
            "E-mail the application data of a process (e.g. in-feed or solar application) to the user's address; answers 204 without a body",
          description:
            'Addressed by contractNumber: the mail lists the given label → value pairs (at most 50; labels up to 60, values ' +
            "up to 500 characters, else 400) and the contract's network data as in the network-data mail. Addressed by " +
            'inquiryNumber and processingNumber (both, else 400) of a solar power application of that account: the mail ' +
            "lists the application's data as stored. Neither → 400 (path contractNumber). Another customer's or unknown " +
            'numbers answer 404. ' +
            'Needs a session and X-XSRF-TOKEN. At most 10 calls per user and hour, then 429 {type: RATE_LIMITED} with Retry-After.',
          body: ProcessDataEmailRequest,
          response: { 204: Type.Null(), 400: ErrorArray, 401: Problem, 404: Problem, 429: Problem },
        },
        config: { rateLimits: [{ limit: LIMITS.processDataMailPerUser, key: 'user' }] },
      },
      async (request, reply) => {
        const denied = sessionOnly(request, reply);
        if (denied) return denied;
        const userId = userIdOf(request);
        const body = request.body;
        const target = processDataTarget(body);
        if (target.kind === 'invalid') return reply.code(400).send(target.errors);
        if (target.kind === 'application') {
          const row = await findSolarApplication(db, userId, { ...body, ...target });
          if (!row) return reply.code(404).send({ type: 'NOT_FOUND', message: 'Antrag nicht gefunden' });
          const to = await findUserEmail(db, userId);
          if (!to) return reply.code(400).send(NO_EMAIL);
          await mailer.send(db, solarApplicationMail(operator.current().branding, to, toSolarPowerApplication(row)));
          return emptyAnswer(reply, 204);
        }
        const found = await loadContract(db, userId, { ...body, contractNumber: target.contractNumber });
        if (!found) return reply.code(404).send(NOT_FOUND);
        const to = await findUserEmail(db, userId);
        if (!to) return reply.code(400).send(NO_EMAIL);
        await mailer.send(db, processDataMail(operator.current().branding, to, found.detail, found.contract, body));
        return emptyAnswer(reply, 204);
      },
    );
  };
}
