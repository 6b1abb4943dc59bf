import type { ServiceDeps } from '../deps';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ApiError as Problem, ErrorArray } from '@portal/shared/contract/errors';
import { ContractAccountParams, InvoiceParams } from '@portal/shared/contract/contract-account';
import { InvoiceList, InvoiceListQuery, PROCESS_LIMITS } from '@portal/shared/contract/contract-processes';
import type { Db, Queryable } from '../db/db';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import { loadContractAccountDetail } from '../contract-accounts/contract-account-detail';
import { findInvoiceCustomer, findIssuedPayment, loadBilledMonths, loadInvoicePage } from './queries';
import { loadProcessAccount } from '../contract-processes/queries';
import { renderInvoiceDetailPdf, renderInvoicePdf, type InvoiceDetailDocument } from './invoice-pdf';
import { invoiceAmounts } from './invoice-lines';
import { billedPeriodOf, paymentOf, positionsOf } from './invoice-positions';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

const NOT_FOUND = { type: 'NOT_FOUND', message: 'Rechnung nicht gefunden' };
const PdfFile = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/pdf' });

/** The invoice of a detail the user may see, or null (another customer's or unknown numbers alike). */
async function loadInvoice(db: Queryable, userId: number, params: InvoiceParams) {
  const detail = await loadContractAccountDetail(db, userId, params.businessPartnerNumber, params.contractAccountNumber, { trends: false });
  const invoice = detail?.invoices.find((i) => i.invoiceNumber === params.invoiceNumber);
  return detail && invoice ? { detail, invoice } : null;
}

function sendPdf(reply: FastifyReply, fileName: string, pdf: Uint8Array) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf));
}

type FoundInvoice = NonNullable<Awaited<ReturnType<typeof loadInvoice>>>;

/** A route handler for one of the user's invoices: another customer's or unknown numbers answer 404 before it runs. */
function withInvoice(db: Db, handle: (found: FoundInvoice, reply: FastifyReply) => Promise<FastifyReply>) {
  return async (request: FastifyRequest<{ Params: InvoiceParams }>, reply: FastifyReply) => {
    const found = await loadInvoice(db, userIdOf(request), request.params);
    if (!found) return reply.code(404).send(NOT_FOUND);
    return handle(found, reply);
  };
}

/** The invoices of the user's own contract accounts: the list, and each invoice as PDF documents in the operator's name. */
export function invoiceRoutes({ db, operator }: ServiceDeps) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);

    // The list of the contract account's invoices (portal-processes §2.5, §3), paged and filtered.
    app.get(
      '/v1.0/invoices/:businessPartnerNumber/:contractAccountNumber',
      {
        config: { apiToken: 'read' },
        schema: {
          tags: ['contract-accounts'],
          summary: 'Invoices of a contract account, newest first, paged, filtered by year and number',
          description: `Read-only: an API token may call it. pageSize default ${PROCESS_LIMITS.invoicePageSizeDefault}, at most ${PROCESS_LIMITS.invoicePageSizeMax}.`,
          params: ContractAccountParams,
          querystring: InvoiceListQuery,
          response: { 200: InvoiceList, 400: ErrorArray, 401: Problem, 404: Problem },
        },
      },
      async (request, reply) => {
        const { businessPartnerNumber, contractAccountNumber } = request.params;
        const account = await loadProcessAccount(db, userIdOf(request), businessPartnerNumber, contractAccountNumber);
        if (!account) return reply.code(404).send({ type: 'NOT_FOUND', message: 'Vertragskonto nicht gefunden' });
        const page = request.query.page ?? 1;
        const pageSize = request.query.pageSize ?? PROCESS_LIMITS.invoicePageSizeDefault;
        const result = await loadInvoicePage(db, contractAccountNumber, { ...request.query, page, pageSize });
        return { contractAccountNumber, page, pageSize, ...result };
      },
    );

    app.get(
      '/v1.0/invoices/:businessPartnerNumber/:contractAccountNumber/:invoiceNumber',
      {
        schema: {
          tags: ['contract-accounts'],
          summary: 'Invoice as PDF, named Rechnung_<invoice date>_<invoice number>.pdf',
          description: "Another customer's numbers and unknown numbers both answer 404; non-digit numbers answer 400.",
          params: InvoiceParams,
          response: { 200: PdfFile, 400: ErrorArray, 401: Problem, 404: Problem },
        },
      },
      withInvoice(db, async ({ detail, invoice }, reply) => {
        const positions = positionsOf(detail, invoice.invoiceNumber).map((p) => p.position);
        const branding = operator.current().branding;
        const issued = (await findIssuedPayment(db, invoice.invoiceNumber)) ?? { method: 'TRANSFER' as const, maskedIban: null };
        const pdf = await renderInvoicePdf({
          operator: branding.operatorName,
          operatorAddress: branding.postalAddress,
          primaryColour: branding.colours.primary,
          invoiceNumber: invoice.invoiceNumber,
          invoiceDate: invoice.invoiceDate,
          customer: await findInvoiceCustomer(db, detail.businessPartnerNumber),
          businessPartnerNumber: detail.businessPartnerNumber,
          contractAccountNumber: detail.contractAccountNumber,
          positions,
          // The same computation gave the stored total (demo seed), so the items add up to the listed amount.
          amounts: invoiceAmounts(positions.map(billedPeriodOf)),
          payment: paymentOf(issued, invoice.invoiceDate, branding.paymentIban),
        });
        return sendPdf(reply, `Rechnung_${invoice.invoiceDate}_${invoice.invoiceNumber}.pdf`, pdf);
      }),
    );

    app.get(
      '/v1.0/invoices/:businessPartnerNumber/:contractAccountNumber/:invoiceNumber/detail',
      {
        schema: {
          tags: ['contract-accounts'],
          summary: 'Invoice detail as PDF (consumption per month of the billed period), named Rechnungsdetail_<invoice number>.pdf',
          params: InvoiceParams,
          response: { 200: PdfFile, 400: ErrorArray, 401: Problem, 404: Problem },
        },
      },
      withInvoice(db, async ({ detail, invoice }, reply) => {
        const sections: InvoiceDetailDocument['sections'] = [];
        for (const { contract, position } of positionsOf(detail, invoice.invoiceNumber)) {
          const rows = await loadBilledMonths(db, contract, position.from, position.to);
          sections.push({
            title: `${position.description} – Zählpunkt ${position.meterPointAdministrationNumber}`,
            measure: position.generation ? 'Einspeisung' : 'Verbrauch',
            unit: 'kWh',
            rows:
              rows.length > 0
                ? rows
                : [
                    {
                      label: `${position.from.slice(5, 7)}.${position.from.slice(0, 4)} – ${position.to.slice(5, 7)}.${position.to.slice(0, 4)}`,
                      value: position.consumption,
                    },
                  ],
            note:
              rows.length > 0
                ? 'Summen der gemessenen Viertelstundenwerte.'
                : 'Keine Viertelstundenwerte für diesen Zeitraum: verrechnet nach Zählerständen.',
          });
        }
        const branding = operator.current().branding;
        const pdf = await renderInvoiceDetailPdf({
          operator: branding.operatorName,
          primaryColour: branding.colours.primary,
          invoiceNumber: invoice.invoiceNumber,
          invoiceDate: invoice.invoiceDate,
          contractAccountNumber: detail.contractAccountNumber,
          sections,
        });
        return sendPdf(reply, `Rechnungsdetail_${invoice.invoiceNumber}.pdf`, pdf);
      }),
    );
  };
}
