import { contract } from '../test/render-consumption';
import { billedConsumptionsOf, dayBarPercent, readingsHistoryOf, readingTypesUsed } from './contract-history';

const withFields = (fields: Record<string, unknown>) => ({ ...contract(), ...fields });

describe('billed consumptions and readings history of a contract', () => {
  it('are absent unless the contract carries entries', () => {
    expect(billedConsumptionsOf(contract())).toBeNull();
    expect(billedConsumptionsOf(withFields({ consumptions: { values: [] } }))).toBeNull();
    expect(readingsHistoryOf(withFields({ readingsHistory: { meters: [{ meterNumber: '1', readings: [] }] } }))).toBeNull();
  });

  it('collect the reading-type letters to explain, each once', () => {
    const history = readingsHistoryOf(
      withFields({
        readingsHistory: {
          maxConsumptionPerDay: 12,
          meters: [
            {
              meterNumber: '12345678',
              readings: [
                {
                  from: '2025-01-01',
                  to: '2025-12-31',
                  relevantConsumption: 3000,
                  unit: 'KWH',
                  nrOfDays: 365,
                  consumptionPerDay: 8.2,
                  registers: [{ registernumber: '1.8.0', oldReading: 100, oldType: 'N', newReading: 3100, newType: 'K' }],
                },
                {
                  from: '2024-01-01',
                  to: '2024-12-31',
                  relevantConsumption: 2900,
                  unit: 'KWH',
                  nrOfDays: 366,
                  consumptionPerDay: 7.9,
                  registers: [{ registernumber: '1.8.0', oldReading: 0, oldType: 'R', newReading: 100, newType: 'N' }],
                },
              ],
            },
          ],
        },
      }),
    );
    expect(history?.maxConsumptionPerDay).toBe(12);
    expect(readingTypesUsed(history!)).toEqual(['K', 'N', 'R']);
  });

  it('scales the per-day bar to the largest day', () => {
    expect(dayBarPercent(6, 12)).toBe(50);
    expect(dayBarPercent(13, 12)).toBe(100);
    expect(dayBarPercent(5, 0)).toBe(0);
  });
});
