/**
 * The network charges the demo operator bills: DEMO TARIFFS in the form of the Systemnutzungsentgelte-Verordnung
 * (SNE-VO: Netznutzungs-, Netzverlust- and Messentgelt per network level) and of the levies a network operator collects
 * with them (Elektrizitätsabgabe, Erneuerbaren-Förderpauschale, Erdgasabgabe). The figures are plausible for a household
 * on network level 7 (electricity) or 3 (gas) but are NOT the legally binding numbers of any year or area; a real
 * operator reads them from the ordinance in force for the billed period.
 */

/** How a price applies: per kWh (in cent), per year or month (pro rata by days), or per standard cubic metre (Nm³). */
export type PriceUnit = 'ct/kWh' | '€/Jahr' | '€/Monat' | '€/Nm³';

export interface Price {
  value: number;
  unit: PriceUnit;
  /** Decimal places the invoice prints the unit price with. */
  places: number;
}

/** What a charge is measured in: the billed energy, the days of the period, or standard cubic metres of gas. */
export type Basis = 'energy' | 'days' | 'normCubicMetres';

export interface Charge {
  label: string;
  basis: Basis;
  price: Price;
}

const perKwh = (cents: number, places = 2): Price => ({ value: cents, unit: 'ct/kWh', places });
const perYear = (euros: number): Price => ({ value: euros, unit: '€/Jahr', places: 2 });
const perMonth = (euros: number): Price => ({ value: euros, unit: '€/Monat', places: 2 });

/** Electricity, network level 7, not power-metered (household). */
export const STROM_CHARGES: Charge[] = [
  { label: 'Netznutzungsentgelt Arbeitspreis', basis: 'energy', price: perKwh(5.22) },
  { label: 'Netznutzungsentgelt Leistungspauschale', basis: 'days', price: perYear(36) },
  { label: 'Netzverlustentgelt', basis: 'energy', price: perKwh(0.651, 3) },
  { label: 'Messentgelt', basis: 'days', price: perMonth(2.4) },
  // Elektrizitätsabgabegesetz: 1,5 ct/kWh for households.
  { label: 'Elektrizitätsabgabe', basis: 'energy', price: perKwh(1.5) },
  { label: 'Erneuerbaren-Förderpauschale', basis: 'days', price: perYear(19.02) },
];

/** Gas, network level 3 (household). */
export const GAS_CHARGES: Charge[] = [
  { label: 'Netznutzungsentgelt Arbeitspreis', basis: 'energy', price: perKwh(1.89) },
  { label: 'Netznutzungsentgelt Grundpauschale', basis: 'days', price: perYear(54) },
  { label: 'Messentgelt', basis: 'days', price: perMonth(2.65) },
  // Erdgasabgabegesetz: 0,066 € per standard cubic metre.
  { label: 'Erdgasabgabe', basis: 'normCubicMetres', price: { value: 0.066, unit: '€/Nm³', places: 3 } },
];

/** Austrian VAT on network charges and levies. */
export const VAT_RATE = 0.2;

/** Standard calorific value (kWh/Nm³) for the Erdgasabgabe when a gas period states none. */
export const DEFAULT_CALORIFIC_VALUE = 11.2;

/** Days after the invoice date the amount is due (collected by direct debit, or to be transferred). */
export const PAYMENT_TERM_DAYS = 14;
