import type { ServiceDeps } from '../deps';
import type { FastifyInstance } from 'fastify';
import {
  AcceptConditionsRequest,
  ActivationRequest,
  ActivationResponse,
  Conflict,
  DeviceKeyActivationResponse,
  DeviceKeyResponse,
  OPT_IN_ERRORS,
  OptInRequest,
  OptInResponse,
  PodProcessParams,
} from '@portal/shared/contract/contract-processes';
import { ApiError as Problem, ERROR_NUMBERS, ErrorArray, type ErrorItem } from '@portal/shared/contract/errors';
import { germanDate, viennaToday } from '../dates/local-dates';
import { requireAuth } from '../session/auth-hooks';
import { loadProcessContract, type ProcessContract } from '../contract-processes/queries';
import { meterPointProcess, sessionUserOf, unauthorized } from '../contract-processes/process-access';
import { queueConfirmation } from '../contract-processes/process-mail';
import { runProcess, type ProcessOutcome } from '../contract-processes/process-outcome';
import { activationStart, type ActivationKind } from './activation';
import { activateDeviceKey, deviceKeyOf, optInOf, requestActivation, saveOptIn } from './queries';

const tags = ['smart-meter'];
const podPath = '/v1.0/pods/:businessPartnerNumber/:contractAccountNumber/:pod';
const NOT_EDITABLE = 'Dieses Vertragskonto kann derzeit nicht bearbeitet werden.';

const OPT_IN_MESSAGES: Record<number, string> = {
  [OPT_IN_ERRORS.DUPLICATE_REQUEST]: 'Für diesen Zähler liegt bereits ein Opt-in-Antrag vor.',
  [OPT_IN_ERRORS.LOCAL_NETWORK_COMMUNICATION]:
    'Die Kommunikation im lokalen Stromnetz ist an diesem Zähler gestört; das Opt-in ist derzeit nicht möglich.',
  [OPT_IN_ERRORS.INTERFERENCE_SUPPRESSION_IMPOSSIBLE]:
    'An diesem Zähler ist keine Entstörung möglich; das Opt-in kann nicht durchgeführt werden.',
};

const REASON_TEXTS = {
  DATA_TRANSMISSION_TO_FAS: 'Datenübermittlung an eine Fernauslesung (FAS)',
  PROFILE_DATA_VISUALIZATION: 'Darstellung der Verbrauchsdaten',
  SWITCH_TO_MONTHLY_INVOICE: 'Umstieg auf monatliche Rechnung',
  REQUIRED_BY_SUPPLIER: 'vom Lieferanten verlangt',
  FAULT_CLEARING: 'Störungsbehebung',
} as const;

const acceptErrors = (accepted: boolean, path = 'acceptConditions'): ErrorItem[] =>
  accepted ? [] : [{ path, message: 'Bitte akzeptieren Sie die Bedingungen.', number: ERROR_NUMBERS.REQUIRED }];

const meterDetails = (c: ProcessContract): [string, string][] => [
  ['Vertragskonto', c.contractAccountNumber],
  ['Zählpunkt', c.meterPointAdministrationNumber],
  ['Zählernummer', c.meterNumber],
];

/**
 * Smart-meter processes (portal-processes §2.4 items 11–13, §4): the M-Bus key and its activation, the opt-in, and the
 * activation of a smart meter or a load profile. All change state; none admits an API token.
 */
export function smartMeterRoutes({ db, mailer }: ServiceDeps) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    app.addHook('onRequest', requireAuth);

    app.post<{ Params: PodProcessParams; Body: AcceptConditionsRequest }>(
      `${podPath}/deviceKey`,
      {
        schema: {
          tags,
          summary: "The meter's M-Bus key (device key status ACTIVE)",
          description: 'Generated once per meter and answered on every request. Other statuses answer 409.',
          params: PodProcessParams,
          body: AcceptConditionsRequest,
          response: { 200: DeviceKeyResponse, 400: ErrorArray, 401: Problem, 404: Problem, 409: Conflict },
        },
      },
      async (request, reply) => {
        return meterPointProcess({ db, mailer }, request, reply, request.params, NOT_EDITABLE, async (tx, contract) => {
          if (contract.deviceKeyStatus !== 'ACTIVE') {
            return { kind: 'conflict', message: 'Für diesen Zähler ist kein M-Bus-Schlüssel abrufbar.' };
          }
          const errors = acceptErrors(request.body.acceptConditions);
          if (errors.length > 0) return { kind: 'invalid', errors };
          return { kind: 'done', body: { deviceKey: await deviceKeyOf(tx, contract.podId) } };
        });
      },
    );

    app.post<{ Params: PodProcessParams; Body: AcceptConditionsRequest }>(
      `${podPath}/deviceKey/activate`,
      {
        schema: {
          tags,
          summary: 'Activate the M-Bus interface of the meter (device key status INACTIVE → IN_PROGRESS)',
          description: 'Once: a second request answers 409 and changes nothing.',
          params: PodProcessParams,
          body: AcceptConditionsRequest,
          response: { 200: DeviceKeyActivationResponse, 400: ErrorArray, 401: Problem, 404: Problem, 409: Conflict },
        },
      },
      async (request, reply) => {
        return meterPointProcess({ db, mailer }, request, reply, request.params, NOT_EDITABLE, async (tx, contract) => {
          if (contract.deviceKeyStatus !== 'INACTIVE') {
            return {
              kind: 'conflict',
              message:
                contract.deviceKeyStatus === 'IN_PROGRESS'
                  ? 'Die Aktivierung der Kundenschnittstelle wurde bereits beantragt.'
                  : 'Die Kundenschnittstelle dieses Zählers kann nicht aktiviert werden.',
            };
          }
          const errors = acceptErrors(request.body.acceptConditions);
          if (errors.length > 0) return { kind: 'invalid', errors };
          await activateDeviceKey(tx, contract.podId);
          const mail = await queueConfirmation(tx, mailer, contract.userEmail, {
            subject: 'Aktivierung der Kundenschnittstelle beantragt',
            lead: 'wir haben Ihren Antrag auf Aktivierung der Kundenschnittstelle (M-Bus) Ihres Smart Meters erhalten.',
            details: meterDetails(contract),
          });
          return { kind: 'done', mail, body: { deviceKeyStatus: 'IN_PROGRESS' as const } };
        });
      },
    );

    app.post<{ Params: PodProcessParams; Body: OptInRequest }>(
      `${podPath}/amisOptIn`,
      {
        schema: {
          tags,
          summary: 'Opt in to smart-meter readings (quarter-hour values) for a reason',
          description:
            `Error numbers in the 400 array: ${OPT_IN_ERRORS.DUPLICATE_REQUEST} a request for this meter exists, ` +
            `${OPT_IN_ERRORS.LOCAL_NETWORK_COMMUNICATION} local power network communication error, ` +
            `${OPT_IN_ERRORS.INTERFERENCE_SUPPRESSION_IMPOSSIBLE} interference suppression impossible. ` +
            'A meter where no opt-in is possible answers 409.',
          params: PodProcessParams,
          body: OptInRequest,
          response: { 200: OptInResponse, 400: ErrorArray, 401: Problem, 404: Problem, 409: Conflict },
        },
      },
      async (request, reply) => {
        const body = request.body;
        return meterPointProcess({ db, mailer }, request, reply, request.params, NOT_EDITABLE, async (tx, contract, userId) => {
          if (!contract.optInPossible) return { kind: 'conflict', message: 'Für diesen Zähler ist kein Opt-in möglich.' };
          const errors = [
            ...acceptErrors(body.acceptReadings, 'acceptReadings'),
            ...acceptErrors(body.acceptNonIMAVOCompliantMeterTerms, 'acceptNonIMAVOCompliantMeterTerms'),
          ];
          if (errors.length > 0) return { kind: 'invalid', errors };
          const code = (await optInOf(tx, contract.podId)) ? OPT_IN_ERRORS.DUPLICATE_REQUEST : contract.optInError;
          if (code !== null) {
            return { kind: 'invalid', errors: [{ path: 'general', message: OPT_IN_MESSAGES[code], number: code }] };
          }
          const requestedAt = await saveOptIn(tx, contract.podId, body.reason, userId);
          const mail = await queueConfirmation(tx, mailer, contract.userEmail, {
            subject: 'Ihr Smart-Meter-Opt-in',
            lead: 'wir haben Ihren Antrag auf Auslesung der Viertelstundenwerte (Opt-in) erhalten.',
            details: [...meterDetails(contract), ['Grund', REASON_TEXTS[body.reason]]],
          });
          return { kind: 'done', mail, body: { reason: body.reason, requestedAt } };
        });
      },
    );

    const activate =
      (kind: ActivationKind) =>
      async (request: { body: ActivationRequest; params?: PodProcessParams }, userId: number, reply: Parameters<typeof runProcess>[2]) => {
        const body = request.body;
        return runProcess(db, mailer, reply, async (tx): Promise<ProcessOutcome<ActivationResponse>> => {
          const contract = await loadProcessContract(
            tx,
            userId,
            body.businessPartnerNumber,
            body.contractAccountNumber,
            { contractNumber: body.contractNumber },
            { lock: true },
          );
          const samePod = !request.params || contract?.meterPointAdministrationNumber === request.params.pod;
          if (!contract || !samePod || contract.powerGenerationUnit) return { kind: 'not-found' };
          if (!contract.editable || !contract.active) return { kind: 'conflict', message: NOT_EDITABLE };
          const possible = kind === 'SMART_METER' ? contract.smartMeterActivationPossible : contract.loadProfileActivationPossible;
          if (!possible) {
            return {
              kind: 'conflict',
              message:
                kind === 'SMART_METER'
                  ? 'Für diesen Vertrag ist keine Smart-Meter-Aktivierung möglich oder sie wurde bereits beantragt.'
                  : 'Für diesen Vertrag ist keine Lastprofil-Aktivierung möglich oder sie wurde bereits beantragt.',
            };
          }
          const start = activationStart(body, contract.retroactiveActivationDate, viennaToday());
          if ('errors' in start) return { kind: 'invalid', errors: start.errors };
          const activationStatus = await requestActivation(tx, contract.contractNumber, kind, start.from);
          const what = kind === 'SMART_METER' ? 'Smart Meter' : 'Lastprofil (Viertelstundenwerte)';
          const mail = await queueConfirmation(tx, mailer, contract.userEmail, {
            subject: `Aktivierung ${kind === 'SMART_METER' ? 'Smart Meter' : 'Lastprofil'} beantragt`,
            lead: `wir haben Ihren Antrag auf Aktivierung: ${what} erhalten.`,
            details: [...meterDetails(contract), ['Aktivierung ab', germanDate(start.from)]],
          });
          return { kind: 'done', mail, body: { contractNumber: contract.contractNumber, activationStatus, activationDate: start.from } };
        });
      };
    const activateSmartMeter = activate('SMART_METER');
    const activateLoadProfile = activate('LOAD_PROFILE');

    app.post<{ Params: PodProcessParams; Body: ActivationRequest }>(
      `${podPath}/smartmeter/activate`,
      {
        schema: {
          tags,
          summary: 'Activate the smart meter of a contract, from today or retroactively',
          description: 'Once: afterwards the contract is SMART_METER_PENDING and a second request answers 409.',
          params: PodProcessParams,
          body: ActivationRequest,
          response: { 200: ActivationResponse, 400: ErrorArray, 401: Problem, 404: Problem, 409: Conflict },
        },
      },
      async (request, reply) => {
        const userId = sessionUserOf(request);
        if (userId === null) return unauthorized(reply);
        if (
          request.body.businessPartnerNumber !== request.params.businessPartnerNumber ||
          request.body.contractAccountNumber !== request.params.contractAccountNumber
        ) {
          return reply.code(404).send({ type: 'NOT_FOUND', message: 'Vertrag nicht gefunden' });
        }
        return activateSmartMeter(request, userId, reply);
      },
    );

    app.post<{ Body: ActivationRequest }>(
      '/v1.0/consumptions/profile/activate',
      {
        schema: {
          tags,
          summary: 'Activate the load profile (quarter-hour values) of a contract, from today or retroactively',
          description: 'Once: afterwards the contract is LOAD_PROFILE_PENDING and a second request answers 409.',
          body: ActivationRequest,
          response: { 200: ActivationResponse, 400: ErrorArray, 401: Problem, 404: Problem, 409: Conflict },
        },
      },
      async (request, reply) => {
        const userId = sessionUserOf(request);
        if (userId === null) return unauthorized(reply);
        return activateLoadProfile({ body: request.body }, userId, reply);
      },
    );
  };
}
