import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Conflict } from '@portal/shared/contract/contract-processes';
import { ApiError as Problem, ErrorArray } from '@portal/shared/contract/errors';
import { RateLimitedError } from '@portal/shared/contract/account';
import {
  WifiOrderForm,
  WifiOrderFormParams,
  WifiOrderParams,
  WifiOrderReceipt,
  WifiOrderRequest,
} from '@portal/shared/contract/wifi-reader-orders';
import type { ServiceDeps } from '../deps';
import { requireAuth } from '../session/auth-hooks';
import { sessionUserOf, unauthorized } from '../contract-processes/process-access';
import { loadProcessContract, type ProcessContract } from '../contract-processes/queries';
import { queueConfirmation } from '../contract-processes/process-mail';
import { runProcess } from '../contract-processes/process-outcome';
import { PROCESS_RATE_LIMIT } from '../contract-processes/process-limits';
import { serviceDeskMail } from '../mail/service-desk-mail';
import { insertOrder, loadOrderDefaults, openOrderOf } from './queries';
import { trimmedOrder, wifiOrderErrors } from './order-rules';

const NOT_FOUND = 'Vertrag nicht gefunden';
const NOT_POSSIBLE = 'Für diesen Zähler ist kein WLAN-Lesekopf bestellbar.';
const ALREADY_OPEN = 'Für diesen Zähler ist bereits eine Bestellung eines WLAN-Lesekopfs offen.';

/** The reader fits the customer interface of a smart meter: where the dashboard offers it (editable, device key). */
const orderPossible = (c: ProcessContract): boolean => c.active && c.editable && c.contractActive && c.deviceKeyStatus !== 'HIDE';

/**
 * Wifi reader head order (portal-processes §2.5, §3, §5): the form's defaults, and the order, which is stored, mailed to
 * customer service and confirmed to the customer. One open order per meter.
 */
export function wifiReaderOrderRoutes({ db, mailer, config }: ServiceDeps) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);

    app.get(
      '/v1.0/wifi-reader-orders/:businessPartnerNumber/:contractAccountNumber/:contractNumber',
      {
        schema: {
          tags: ['contract-processes'],
          summary: 'What the wifi reader head order form of a contract starts with',
          description:
            'Delivery address and name of the business partner, invoice address of the contract account, stored phone and ' +
            'e-mail, the meter numbers of the contract, whether an order is possible and the open order of the meter.',
          params: WifiOrderFormParams,
          response: { 200: WifiOrderForm, 401: Problem, 404: Problem },
        },
      },
      async (request, reply) => {
        const userId = sessionUserOf(request);
        if (userId === null) return unauthorized(reply);
        const { businessPartnerNumber, contractAccountNumber, contractNumber } = request.params;
        const contract = await loadProcessContract(db, userId, businessPartnerNumber, contractAccountNumber, { contractNumber });
        if (!contract) return reply.code(404).send({ type: 'NOT_FOUND', message: NOT_FOUND });
        const defaults = await loadOrderDefaults(db, contractAccountNumber);
        return {
          possible: orderPossible(contract),
          ...defaults,
          meterNumbers: [contract.meterNumber],
          openOrder: await openOrderOf(db, contract.podId),
        };
      },
    );

    app.post(
      '/v1.0/wifi-reader-orders/:businessPartnerNumber/:contractAccountNumber',
      {
        schema: {
          tags: ['contract-processes'],
          summary: 'Order a wifi reader head for the meter of a contract',
          description:
            'Stored as an open order, mailed to customer service and confirmed to the customer. A second order for the ' +
            'same meter while one is open, or a contract without customer interface → 409 (nothing changes). ' +
            'Rate limited per user. Not for API tokens (403).',
          params: WifiOrderParams,
          body: WifiOrderRequest,
          response: { 200: WifiOrderReceipt, 400: ErrorArray, 401: Problem, 404: Problem, 409: Conflict, 429: RateLimitedError },
        },
        config: { rateLimits: [{ limit: PROCESS_RATE_LIMIT, key: 'user' }] },
      },
      async (request, reply) => {
        const userId = sessionUserOf(request);
        if (userId === null) return unauthorized(reply);
        const { businessPartnerNumber, contractAccountNumber } = request.params;
        const order = trimmedOrder(request.body);
        return runProcess(db, mailer, reply, async (tx) => {
          const contract = await loadProcessContract(
            tx,
            userId,
            businessPartnerNumber,
            contractAccountNumber,
            { contractNumber: order.contractNumber },
            { lock: true },
          );
          if (!contract) return { kind: 'not-found', message: NOT_FOUND };
          if (!orderPossible(contract)) return { kind: 'conflict', message: NOT_POSSIBLE };
          if (await openOrderOf(tx, contract.podId)) return { kind: 'conflict', message: ALREADY_OPEN };
          const errors = wifiOrderErrors(order, [contract.meterNumber]);
          if (errors.length > 0) return { kind: 'invalid', errors };
          const { contractNumber, acceptConditions: _accepted, ...fields } = order;
          const stored = await insertOrder(tx, { userId, contractAccountNumber, contractNumber, podId: contract.podId, order: fields });
          if (!stored) return { kind: 'conflict', message: ALREADY_OPEN };

          const details: [string, string][] = [
            ['Bestellnummer', String(stored.id)],
            ['Geschäftspartner', businessPartnerNumber],
            ['Vertragskonto', contractAccountNumber],
            ['Vertrag', contractNumber],
            ['Zählpunkt', contract.meterPointAdministrationNumber],
            ['Zählernummer', fields.meterNumbers.join(', ')],
            ['Lieferadresse', [fields.name, fields.streetAndHouseNumber, fields.postcodeAndCity].join(', ')],
            ['Telefon', fields.phone],
            ['E-Mail', fields.email],
            [
              'Rechnungsadresse',
              [fields.invoiceAddress.name, fields.invoiceAddress.streetAndHouseNumber, fields.invoiceAddress.postcodeAndCity].join(', '),
            ],
          ];
          const deskMail = serviceDeskMail(config.customerServiceEmail, {
            subject: `WLAN-Lesekopf-Bestellung ${stored.id} für Zählpunkt ${contract.meterPointAdministrationNumber}`,
            lead: 'Über das Kundenportal wurde ein WLAN-Lesekopf bestellt. Die Bedingungen wurden akzeptiert.',
            details,
          });
          const desk = { id: await mailer.queue(tx, deskMail), mail: deskMail };
          const mail = await queueConfirmation(tx, mailer, contract.userEmail ?? fields.email, {
            subject: 'Ihre Bestellung eines WLAN-Lesekopfs',
            lead: 'wir haben Ihre Bestellung eines WLAN-Lesekopfs erhalten. Sie erhalten ihn an die angegebene Lieferadresse.',
            details: details.filter(([label]) => label !== 'Geschäftspartner'),
          });
          return {
            kind: 'done',
            mail,
            moreMail: [desk],
            body: { id: stored.id, orderedAt: stored.orderedAt, meterNumbers: fields.meterNumbers },
          };
        });
      },
    );
  };
}
