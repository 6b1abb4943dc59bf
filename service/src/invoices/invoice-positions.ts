import type { ContractAccountDetail, ContractDetail } from '@portal/shared/contract/contract-account';
import { addDays } from '../dates/local-dates';
import { PAYMENT_TERM_DAYS } from './demo-network-tariffs';
import type { BilledPeriod } from './invoice-lines';
import type { InvoicePayment, InvoicePosition } from './invoice-pdf';
import type { IssuedPayment } from './queries';

/** The contracts' periods an invoice billed, each with its readings and the preceding period for comparison. */
export function positionsOf(
  detail: ContractAccountDetail,
  invoiceNumber: string,
): { contract: ContractDetail; position: InvoicePosition }[] {
  return detail.contracts.flatMap((contract) => {
    const billed = contract.consumptions?.values ?? [];
    const index = billed.findIndex((b) => b.invoiceNumber === invoiceNumber);
    if (index < 0) return [];
    const period = billed[index];
    const entry = contract.readingsHistory?.meters.flatMap((m) => m.readings).find((r) => r.from === period.from && r.to === period.to);
    // Billed periods are newest first: the one after this is the year before.
    const previous = billed[index + 1] ?? null;
    const unit = contract.branch === 'GAS' ? 'm³' : 'kWh';
    const readings = entry?.registers
      ? entry.registers.map((r) => ({
          register: r.registernumber,
          oldValue: r.oldReading,
          oldType: r.oldType,
          newValue: r.newReading,
          newType: r.newType,
          unit,
        }))
      : entry && entry.oldValue !== undefined && entry.newValue !== undefined
        ? [
            {
              register: '1',
              oldValue: entry.oldValue,
              oldType: entry.oldType ?? 'R',
              newValue: entry.newValue,
              newType: entry.newType ?? 'R',
              unit,
            },
          ]
        : [];
    const position: InvoicePosition = {
      branch: contract.branch,
      generation: contract.powerGenerationUnit,
      description: contract.description ?? detail.description,
      meterPointAdministrationNumber: contract.pointOfDelivery.meterPointAdministrationNumber,
      meterNumber: contract.pointOfDelivery.meter.meterNumber,
      loadProfile: contract.synthProfileCode ? `Standardlastprofil ${contract.synthProfileCode}` : 'gemessenes Lastprofil',
      from: period.from,
      to: period.to,
      nrOfDays: period.nrOfDays,
      consumption: period.value,
      previousConsumption: previous ? previous.value : null,
      readings,
      ...(entry?.calculatedConsumption !== undefined && entry.conversionFactor !== undefined && entry.caloricValue !== undefined
        ? { gas: { bm3: entry.calculatedConsumption, stateNumber: entry.conversionFactor, calorificValue: entry.caloricValue } }
        : {}),
    };
    return [{ contract, position }];
  });
}

/** What the charges of a position are computed from. */
export function billedPeriodOf(position: InvoicePosition): BilledPeriod {
  return {
    branch: position.branch,
    generation: position.generation,
    title: `${position.description} – Zählpunkt ${position.meterPointAdministrationNumber}`,
    consumption: position.consumption,
    nrOfDays: position.nrOfDays,
    ...(position.gas ? { gas: position.gas } : {}),
  };
}

/** The billed periods of an invoice: the input of its line items (PDF and stored total alike). */
export function billedPeriodsOf(detail: ContractAccountDetail, invoiceNumber: string): BilledPeriod[] {
  return positionsOf(detail, invoiceNumber).map(({ position }) => billedPeriodOf(position));
}

/** "AT48 **** **** **** 2345": country, check digits and the last four digits, enough to recognise the account. */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s/g, '').toUpperCase();
  return groupIban(compact.slice(0, 4) + '*'.repeat(Math.max(0, compact.length - 8)) + compact.slice(-4));
}

/** "AT61 1904 3002 3457 3201" */
function groupIban(iban: string): string {
  return (iban.match(/.{1,4}/g) ?? []).join(' ');
}

/**
 * Due date and how the amount is paid, as the invoice was issued: by direct debit from the customer's (masked) IBAN
 * stored with it, else by transfer to the operator's. The account's bank data of today do not change an issued invoice.
 */
export function paymentOf(issued: IssuedPayment, invoiceDate: string, operatorIban: string): InvoicePayment {
  const dueDate = addDays(invoiceDate, PAYMENT_TERM_DAYS);
  return issued.method === 'DIRECT_DEBIT' && issued.maskedIban
    ? { dueDate, method: 'DIRECT_DEBIT', iban: groupIban(issued.maskedIban) }
    : { dueDate, method: 'TRANSFER', iban: groupIban(operatorIban) };
}
