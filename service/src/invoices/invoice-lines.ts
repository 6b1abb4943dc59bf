import { DEFAULT_CALORIFIC_VALUE, GAS_CHARGES, STROM_CHARGES, VAT_RATE, type Basis, type Charge, type Price } from './demo-network-tariffs';

/** What the charges of one billed contract period are computed from (the invoice's readings). */
export interface BilledPeriod {
  branch: 'STROM' | 'GAS';
  /** A feed-in contract: small plants pay no network charges for what they feed in. */
  generation: boolean;
  /** Heading of the contract's lines on the invoice. */
  title: string;
  /** kWh of the billed period. */
  consumption: number;
  nrOfDays: number;
  /** Gas: operating cubic metres and the conversion the readings state. */
  gas?: { bm3: number; stateNumber: number; calorificValue: number };
}

export interface InvoiceLine {
  label: string;
  quantity: number;
  quantityUnit: 'kWh' | 'Tage' | 'Nm³';
  quantityPlaces: number;
  price: Price;
  /** €, rounded to cents: quantity × unit price (pro rata for yearly and monthly prices). */
  amount: number;
}

export interface InvoiceAmounts {
  groups: { title: string; lines: InvoiceLine[] }[];
  net: number;
  vat: number;
  gross: number;
}

/** Commercial rounding to cents; toPrecision first, so 22.785 (2278.4999… in binary) rounds up as on paper. */
const cents = (value: number) => Math.round(Number((value * 100).toPrecision(12))) / 100;
const roundTo = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** Standard cubic metres: Bm³ × state number, or kWh / calorific value where the period states no conversion. */
function normCubicMetres(period: BilledPeriod): number {
  return period.gas ? period.gas.bm3 * period.gas.stateNumber : period.consumption / DEFAULT_CALORIFIC_VALUE;
}

function quantityOf(basis: Basis, period: BilledPeriod): Pick<InvoiceLine, 'quantity' | 'quantityUnit' | 'quantityPlaces'> {
  if (basis === 'days') return { quantity: period.nrOfDays, quantityUnit: 'Tage', quantityPlaces: 0 };
  if (basis === 'normCubicMetres') return { quantity: roundTo(normCubicMetres(period), 2), quantityUnit: 'Nm³', quantityPlaces: 2 };
  return { quantity: roundTo(period.consumption, 2), quantityUnit: 'kWh', quantityPlaces: 2 };
}

/** The amount of a line: yearly and monthly prices pro rata by the days of the period (a year of 365 days). */
export function lineAmount(quantity: number, price: Price): number {
  switch (price.unit) {
    case 'ct/kWh':
      return cents((quantity * price.value) / 100);
    case '€/Jahr':
      return cents((price.value * quantity) / 365);
    case '€/Monat':
      return cents((price.value * 12 * quantity) / 365);
    case '€/Nm³':
      return cents(quantity * price.value);
  }
}

function lineOf(charge: Charge, period: BilledPeriod): InvoiceLine {
  const quantity = quantityOf(charge.basis, period);
  return { label: charge.label, ...quantity, price: charge.price, amount: lineAmount(quantity.quantity, charge.price) };
}

/**
 * The itemised network charges of an invoice from its billed periods: per consumption contract the charges of its
 * branch, each rounded to cents; net is their sum, VAT 20 % of the net rounded to cents, gross net + VAT. The stored
 * invoice total is this gross amount (the demo seed computes it with this function), so the PDF adds up.
 */
export function invoiceAmounts(periods: BilledPeriod[]): InvoiceAmounts {
  const groups = periods
    .filter((p) => !p.generation)
    .map((p) => ({ title: p.title, lines: (p.branch === 'GAS' ? GAS_CHARGES : STROM_CHARGES).map((charge) => lineOf(charge, p)) }));
  const net = cents(groups.flatMap((g) => g.lines).reduce((sum, line) => sum + line.amount, 0));
  const vat = cents(net * VAT_RATE);
  return { groups, net, vat, gross: cents(net + vat) };
}
