import type { ServiceDeps } from '../deps';
import type { FastifyInstance } from 'fastify';
import { Conflict, ContractParams, ReadingUpdateRequest, ReadingUpdateResponse } from '@portal/shared/contract/contract-processes';
import { ApiError as Problem, ErrorArray } from '@portal/shared/contract/errors';
import type { EnergyDirection } from '@portal/shared/contract/enums';
import { germanDate, viennaToday } from '../dates/local-dates';
import { formatDecimal } from '../format/de-at-number';
import { requireAuth } from '../session/auth-hooks';
import { ownReadingDays } from '../consumption/own-period';
import { loadProcessContract } from '../contract-processes/queries';
import { sessionUserOf, unauthorized } from '../contract-processes/process-access';
import { PROCESS_RATE_LIMIT } from '../contract-processes/process-limits';
import { queueConfirmation } from '../contract-processes/process-mail';
import { runProcess } from '../contract-processes/process-outcome';
import { editableReadingOf } from './editable-readings';
import { plausibilityOf, toleranceOf } from './plausibility';
import { implausibleError, readingValueErrors } from './reading-checks';
import { loadHistoryPerDay, loadRegisters, saveCustomerReading } from './queries';

/**
 * Meter reading by the customer (portal-processes §2.4 item 10, §3, §4): one value per open register, checked for
 * plausibility against the register's own history; an implausible value is stored only when the customer confirms
 * it with an explanation.
 */
export function readingRoutes({ db, mailer }: ServiceDeps) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    app.addHook('onRequest', requireAuth);

    app.put<{ Params: ContractParams; Body: ReadingUpdateRequest }>(
      '/v1.0/readings/:businessPartnerNumber/:contractAccountNumber/:contractNumber',
      {
        schema: {
          tags: ['contract-processes'],
          summary: 'Submit meter readings (one per register the meter offers for entry)',
          description:
            'An implausible value (below the last reading, or a consumption per day far outside the register history) ' +
            'answers 400 with exactly one error numbered 250; resubmitted with plausible false and an explanation ' +
            '(max 100) it is stored as a customer reading (K). No register open for entry answers 409.',
          params: ContractParams,
          body: ReadingUpdateRequest,
          response: { 200: ReadingUpdateResponse, 400: ErrorArray, 401: Problem, 404: Problem, 409: Conflict, 429: Problem },
        },
        config: { rateLimits: [{ limit: PROCESS_RATE_LIMIT, key: 'user' }] },
      },
      async (request, reply) => {
        const userId = sessionUserOf(request);
        if (userId === null) return unauthorized(reply);
        const { businessPartnerNumber, contractAccountNumber, contractNumber } = request.params;
        const values = request.body.values;
        return runProcess(db, mailer, reply, async (tx) => {
          const contract = await loadProcessContract(
            tx,
            userId,
            businessPartnerNumber,
            contractAccountNumber,
            { contractNumber },
            { lock: true },
          );
          if (!contract) return { kind: 'not-found' };
          const today = viennaToday();
          const direction: EnergyDirection = contract.powerGenerationUnit ? 'GENERATION' : 'CONSUMPTION';
          const context = {
            today,
            branch: contract.branch,
            editable: contract.editable && contract.active,
            activated: contract.activated,
            contractActive: contract.contractActive,
            moveInDate: contract.moveInDate,
          };
          // The readings the customer's page shows (their own days and the one at their move-in): the same last
          // reading, dates and history decide here, never a former customer's.
          const readingDays = ownReadingDays(contract.ownPeriod);
          const registers = await loadRegisters(tx, contract.podId, direction, today, readingDays);
          const open = registers.map((r) => editableReadingOf(r, context)).filter((r) => r.entryPossible);
          if (open.length === 0) return { kind: 'conflict', message: 'Für diesen Zähler ist derzeit keine Zählerstandsmeldung möglich.' };

          const errors = readingValueErrors(values, open);
          if (errors.length > 0) return { kind: 'invalid', errors };

          const confirmed = values.every((v) => v.plausible === false);
          const history = await loadHistoryPerDay(tx, contract.podId, today, readingDays);
          const tolerance = toleranceOf(contract.synthProfile, contract.branch, contract.powerGenerationUnit);
          const results = values.map((v) => {
            const register = registers.find((r) => r.registerNumber === v.registernumber);
            return plausibilityOf({
              last: register?.last ?? null,
              value: v.readingValue,
              date: v.timestamp.slice(0, 10),
              historyPerDay: history.get(v.registernumber) ?? [],
              tolerance,
            });
          });
          const implausible = results.find((r): r is Exclude<typeof r, 'PLAUSIBLE'> => r !== 'PLAUSIBLE');
          if (implausible && !confirmed) return { kind: 'invalid', errors: [implausibleError(implausible)] };

          const saved = [];
          for (const [index, v] of values.entries()) {
            const plausible = results[index] === 'PLAUSIBLE';
            const explanation = plausible ? null : (v.explanation ?? '').trim();
            const date = v.timestamp.slice(0, 10);
            await saveCustomerReading(tx, {
              podId: contract.podId,
              registerNumber: v.registernumber,
              direction,
              date,
              value: v.readingValue,
              plausible,
              explanation,
            });
            saved.push({
              registernumber: v.registernumber,
              readingValue: v.readingValue,
              date,
              readingType: 'K' as const,
              plausible,
              explanation,
            });
          }
          // As the reading page shows it: de-AT with the register's decimal places and the meter's unit.
          const unit = contract.branch === 'GAS' ? 'm³' : 'kWh';
          const shown = (registernumber: string, value: number) =>
            `${formatDecimal(value, registers.find((r) => r.registerNumber === registernumber)?.decimalPlaces ?? 0)} ${unit}`;
          const mail = await queueConfirmation(tx, mailer, contract.userEmail, {
            subject: 'Ihr Zählerstand ist eingelangt',
            lead: 'vielen Dank, wir haben Ihren Zählerstand erhalten.',
            details: [
              ['Vertragskonto', contractAccountNumber],
              ['Zählpunkt', contract.meterPointAdministrationNumber],
              ['Zählernummer', contract.meterNumber],
              ...saved.map((s): [string, string] => [
                `Zählwerk ${s.registernumber} am ${germanDate(s.date)}`,
                `${shown(s.registernumber, s.readingValue)}${s.plausible ? '' : ` (Begründung: ${s.explanation})`}`,
              ]),
            ],
          });
          return { kind: 'done', mail, body: { values: saved } };
        });
      },
    );
  };
}
