import { GAS_CHARGES, STROM_CHARGES } from '../../src/invoices/demo-network-tariffs';
import { invoiceAmounts, lineAmount, type BilledPeriod } from '../../src/invoices/invoice-lines';
import { maskIban } from '../../src/invoices/invoice-positions';

const strom = (consumption: number, nrOfDays = 365): BilledPeriod => ({
  branch: 'STROM',
  generation: false,
  title: 'Strom',
  consumption,
  nrOfDays,
});

describe('invoice line items from the billed period (demo tariffs)', () => {
  it('itemises every electricity charge: energy prices × kWh, yearly and monthly prices pro rata, VAT 20 %', () => {
    const amounts = invoiceAmounts([strom(3500)]);
    expect(amounts.groups).toHaveLength(1);
    expect(amounts.groups[0].lines.map((l) => [l.label, l.quantity, l.quantityUnit, l.amount])).toEqual([
      ['Netznutzungsentgelt Arbeitspreis', 3500, 'kWh', 182.7],
      ['Netznutzungsentgelt Leistungspauschale', 365, 'Tage', 36],
      // 3500 × 0,651 ct = 22,785 €: rounded up, as on paper.
      ['Netzverlustentgelt', 3500, 'kWh', 22.79],
      ['Messentgelt', 365, 'Tage', 28.8],
      ['Elektrizitätsabgabe', 3500, 'kWh', 52.5],
      ['Erneuerbaren-Förderpauschale', 365, 'Tage', 19.02],
    ]);
    expect(amounts.net).toBe(341.81);
    expect(amounts.vat).toBe(68.36);
    expect(amounts.gross).toBe(410.17);
  });

  it('charges gas per kWh, per year and month, and the Erdgasabgabe per standard cubic metre (Bm³ × state number)', () => {
    const amounts = invoiceAmounts([
      {
        branch: 'GAS',
        generation: false,
        title: 'Gas',
        consumption: 12000,
        nrOfDays: 365,
        gas: { bm3: 1130, stateNumber: 0.9464, calorificValue: 11.2 },
      },
    ]);
    expect(amounts.groups[0].lines.map((l) => [l.label, l.quantity, l.quantityUnit, l.amount])).toEqual([
      ['Netznutzungsentgelt Arbeitspreis', 12000, 'kWh', 226.8],
      ['Netznutzungsentgelt Grundpauschale', 365, 'Tage', 54],
      ['Messentgelt', 365, 'Tage', 31.8],
      ['Erdgasabgabe', 1069.43, 'Nm³', 70.58],
    ]);
    expect(amounts).toMatchObject({ net: 383.18, vat: 76.64, gross: 459.82 });
  });

  it('prorates yearly and monthly prices by the days of a shorter period', () => {
    const lines = invoiceAmounts([strom(1000, 181)]).groups[0].lines;
    expect(lines.find((l) => l.label === 'Netznutzungsentgelt Leistungspauschale')?.amount).toBe(17.85);
    expect(lines.find((l) => l.label === 'Messentgelt')?.amount).toBe(14.28);
    expect(lineAmount(730, { value: 36, unit: '€/Jahr', places: 2 })).toBe(72);
  });

  it('bills no network charges for a feed-in period; several contracts add up', () => {
    const feedIn: BilledPeriod = { ...strom(4800), generation: true, title: 'PV' };
    expect(invoiceAmounts([feedIn])).toEqual({ groups: [], net: 0, vat: 0, gross: 0 });
    const both = invoiceAmounts([strom(3500), feedIn, strom(1000, 181)]);
    expect(both.groups).toHaveLength(2);
    expect(both.net).toBe(Math.round(both.groups.flatMap((g) => g.lines).reduce((sum, l) => sum + l.amount * 100, 0)) / 100);
    expect(both.gross).toBe(Math.round((both.net + both.vat) * 100) / 100);
  });

  it('the net is exactly the sum of the printed line amounts, and the gross net + VAT, for any consumption', () => {
    for (let kwh = 0; kwh < 20000; kwh += 137.37) {
      for (const period of [strom(kwh, 200 + (kwh % 200)), { ...strom(kwh), branch: 'GAS' as const }]) {
        const amounts = invoiceAmounts([period]);
        const lineCents = amounts.groups[0].lines.reduce((sum, l) => sum + Math.round(l.amount * 100), 0);
        expect(Math.round(amounts.net * 100)).toBe(lineCents);
        expect(Math.round(amounts.vat * 100)).toBe(Math.round(lineCents * 0.2));
        expect(Math.round(amounts.gross * 100)).toBe(lineCents + Math.round(amounts.vat * 100));
      }
    }
  });

  it('has one charge list per branch with every levy the brief names', () => {
    expect(STROM_CHARGES.map((c) => c.label)).toEqual(
      expect.arrayContaining(['Elektrizitätsabgabe', 'Erneuerbaren-Förderpauschale', 'Netzverlustentgelt', 'Messentgelt']),
    );
    expect(STROM_CHARGES.find((c) => c.label === 'Elektrizitätsabgabe')?.price).toEqual({ value: 1.5, unit: 'ct/kWh', places: 2 });
    expect(GAS_CHARGES.find((c) => c.label === 'Erdgasabgabe')?.price).toEqual({ value: 0.066, unit: '€/Nm³', places: 3 });
  });
});

describe('masked IBAN on the invoice', () => {
  it('shows the country, check digits and last four digits only', () => {
    expect(maskIban('AT483200000012345864')).toBe('AT48 **** **** **** 5864');
    expect(maskIban('at48 3200 0000 1234 5864')).toBe('AT48 **** **** **** 5864');
    expect(maskIban('DE89370400440532013000')).toBe('DE89 **** **** **** **30 00');
  });
});
