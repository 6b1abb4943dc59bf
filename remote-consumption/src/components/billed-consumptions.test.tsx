import { render, screen, within } from '@testing-library/react';
import type { BilledConsumptions as Billed } from '@portal/shared/contract/contract-account';
import { BilledConsumptions } from './billed-consumptions';

const billed: Billed = {
  values: [
    { from: '2025-01-01', to: '2025-12-31', value: 1825, unit: 'KWH', nrOfDays: 365, invoiceNumber: '700000100001', consumptionPerDay: 5 },
  ],
  largestConsumption: 1825,
  totalConsumption: 1825,
};

const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('billed consumptions', () => {
  it('lists a supply contract’s billed consumption per period', () => {
    render(<BilledConsumptions consumptions={billed} direction="CONSUMPTION" />);
    expect(screen.getByRole('heading', { name: 'Verrechnete Verbräuche' })).toBeInTheDocument();
    expect(headers()).toEqual(['Zeitraum', 'Verbrauch', 'Tage', 'Verbrauch pro Tag', 'Rechnung']);
    expect(screen.getByRole('table')).toHaveTextContent('1.825,00 kWh');
  });

  it('calls a feed-in contract’s billed amounts generation, as its chart does', () => {
    render(<BilledConsumptions consumptions={billed} direction="GENERATION" />);
    expect(screen.getByRole('heading', { name: 'Verrechnete Erzeugung' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Verrechnete Erzeugung je Abrechnungszeitraum' })).toBeInTheDocument();
    expect(headers()).toEqual(['Zeitraum', 'Erzeugung', 'Tage', 'Erzeugung pro Tag', 'Rechnung']);
  });
});
