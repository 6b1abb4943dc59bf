import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ApiError as Problem, ErrorArray } from '@portal/shared/contract/errors';
import { InvoiceParams, type ContractDetail } from '@portal/shared/contract/contract-account';
import { postalAddressLines } from '../format/postal-address';
import { addressOf, type AddressRow } from '../db/address-row';
import type { Db, Queryable } from '../db/db';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import { OPERATOR_ADDRESS, OPERATOR_NAME } from '../content/content-texts';
import { loadContractAccountDetail } from './contract-account-detail';
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

async function customerOf(db: Queryable, businessPartnerNumber: string) {
  const { rows } = await db.query<AddressRow & { name: string }>(
    `SELECT coalesce(company_name, concat_ws(' ', salutation, firstname, lastname)) AS name,
            country, street, housenumber, housenumber_affix, floor, room, postcode, city
       FROM business_partners WHERE business_partner_number = $1`,
    [businessPartnerNumber],
  );
  const row = rows[0];
  return row ? { name: row.name, lines: postalAddressLines(addressOf(row)) } : { name: '', lines: [] };
}

/** Stored values of the billed period per local month, or none where the meter point has no quarter-hour values. */
async function monthlyValues(db: Queryable, contract: ContractDetail, from: string, to: string) {
  const series = contract.branch === 'GAS' ? 3 : contract.powerGenerationUnit ? 2 : 1;
  const { rows } = await db.query<{ month: string; total: number | null }>(
    `SELECT to_char(date_trunc('month', v.ts, 'Europe/Vienna') AT TIME ZONE 'Europe/Vienna', 'MM.YYYY') AS month,
            sum(v.value)::float8 AS total
       FROM meter_values v JOIN pods p ON p.id = v.pod_id
      WHERE p.meter_point_number = $1 AND v.profile_type = $2
        AND v.ts >= $3::date::timestamp AT TIME ZONE 'Europe/Vienna'
        AND v.ts < ($4::date + 1)::timestamp AT TIME ZONE 'Europe/Vienna'
      GROUP BY date_trunc('month', v.ts, 'Europe/Vienna') ORDER BY date_trunc('month', v.ts, 'Europe/Vienna')`,
    [contract.pointOfDelivery.meterPointAdministrationNumber, series, from, to],
  );
  return rows.map((r) => ({ label: r.month, value: r.total === null ? null : Math.round(r.total * 100) / 100 }));
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

/** Invoices as PDF documents (private, the user's own contract accounts only). */
export function invoiceRoutes({ db }: { db: Db }) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);

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
          payment: paymentOf(detail, invoice.invoiceDate),
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
          const rows = await monthlyValues(db, contract, position.from, position.to);
          sections.push({
            title: `${position.description} – Zählpunkt ${position.meterPointAdministrationNumber}`,
            measure: position.generation ? 'Einspeisung' : 'Verbrauch',
            unit: 'kWh',
            rows: rows.length > 0 ? rows : [{ label: `${position.from.slice(5, 7)}.${position.from.slice(0, 4)} – ${position.to.slice(5, 7)}.${position.to.slice(0, 4)}`, value: position.consumption }],
            note: rows.length > 0 ? 'Summen der gemessenen Viertelstundenwerte.' : 'Keine Viertelstundenwerte für diesen Zeitraum: verrechnet nach Zählerständen.',
          });
        }
        const pdf = await renderInvoiceDetailPdf({
          operator: OPERATOR_NAME,
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
