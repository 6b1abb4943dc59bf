import { screen, within } from '@testing-library/react';
import { renderInPortal, testUser } from '@portal/shared/testing/render-in-portal.tsx';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import type { ReadingsHistory as History } from '@portal/shared/contract/contract-account';
import { readingsHistoryOf } from '@portal/shared/testing/readings-history';
import { ReadingsHistory } from './readings-history';

const readingTypes = {
  K: 'Ablesung durch den Kunden',
  N: 'Ablesung durch den Netzbetreiber',
  R: 'Rechnerisch ermittelt',
  Bm3: 'Betriebskubikmeter',
  Zustandszahl: 'Zustandszahl: …',
  Brennwert: 'Brennwert: …',
  kWh: 'Energie in kWh',
};

const electricity: History = readingsHistoryOf(
  [
    {
      meterNumber: '12345678',
      readings: [
        {
          from: '2025-01-01',
          to: '2025-12-31',
          relevantConsumption: 1825,
          unit: 'KWH',
          nrOfDays: 365,
          consumptionPerDay: 5,
          registers: [{ registernumber: '1.8.0', oldReading: 1000, oldType: 'N', newReading: 2825, newType: 'K' }],
        },
      ],
    },
  ],
  10,
);

const gas: History = readingsHistoryOf(
  [
    {
      meterNumber: 'G-778899',
      readings: [
        {
          from: '2025-01-01',
          to: '2025-12-31',
          relevantConsumption: 10600.5,
          unit: 'KWH',
          nrOfDays: 365,
          consumptionPerDay: 29,
          oldValue: 500,
          oldType: 'N',
          newValue: 1500,
          newType: 'N',
          calculatedConsumption: 1000,
          conversionFactor: 0.9464,
          caloricValue: 11.2,
        },
      ],
    },
  ],
  0,
);

describe('readings history', () => {
  it('shows electricity registers with their reading types, the per-day bar value and the explanations', async () => {
    installFakeFetch({ '/service/v1.0/constants/reading-types': { status: 200, body: readingTypes } });
    renderInPortal(<ReadingsHistory history={electricity} branch="STROM" direction="CONSUMPTION" />, {
      path: '/',
      session: { user: testUser() },
    });
    const table = screen.getByRole('table', { name: 'Zähler 12345678' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Verbrauch pro Tag');
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByRole('rowheader')).toHaveTextContent('01.01.2025 – 31.12.2025');
    expect(row).toHaveTextContent('1.825,00 kWh');
    expect(row).toHaveTextContent('1.000,00 (N)');
    expect(row).toHaveTextContent('2.825,00 (K)');
    expect(row).toHaveTextContent('5,00 kWh');
    expect(await screen.findByText('Ablesung durch den Kunden')).toBeInTheDocument();
    expect(screen.queryByText('Rechnerisch ermittelt')).not.toBeInTheDocument();
  });

  it('shows gas readings in Bm3 with state number, calorific value and kWh, explained', async () => {
    installFakeFetch({ '/service/v1.0/constants/reading-types': { status: 200, body: readingTypes } });
    renderInPortal(<ReadingsHistory history={gas} branch="GAS" direction="CONSUMPTION" />, { path: '/', session: { user: testUser() } });
    const row = within(screen.getByRole('table', { name: 'Zähler G-778899' })).getAllByRole('row')[1];
    expect(row).toHaveTextContent('1.000,00');
    expect(row).toHaveTextContent('0,9464');
    expect(row).toHaveTextContent('11,200');
    expect(row).toHaveTextContent('10.600,50');
    expect(await screen.findByText('Betriebskubikmeter')).toBeInTheDocument();
  });

  it('calls a feed-in register’s amounts generation, as the chart does, not consumption', () => {
    installFakeFetch({ '/service/v1.0/constants/reading-types': { status: 200, body: readingTypes } });
    const feedIn = readingsHistoryOf(
      [
        {
          ...electricity.meters[0],
          readings: electricity.meters[0].readings.map((r) => ({
            ...r,
            registers: [{ registernumber: '2.8.0', oldReading: 100, oldType: 'N', newReading: 1925, newType: 'N' }],
          })),
        },
      ],
      5,
    );
    renderInPortal(<ReadingsHistory history={feedIn} branch="STROM" direction="GENERATION" />, {
      path: '/',
      session: { user: testUser() },
    });
    const table = screen.getByRole('table', { name: 'Zähler 12345678' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Zeitraum', 'Erzeugung', 'Zählwerk', 'Alter Zählerstand', 'Neuer Zählerstand', 'Erzeugung pro Tag']);
    expect(table).not.toHaveTextContent('Verbrauch');
  });
});
