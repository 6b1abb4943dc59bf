import type { ContractDetail } from '@portal/shared/contract/contract-account';
import { account, contractDetail, lastReading, withPointOfDelivery } from '../test/fixtures';
import { contractProcessPath } from './contract-links';
import { latestReadings, readingDigits, readingText, showMeterReading, showReadingLink, showReferenceNumbers } from './meter-reading';

const base = (overrides: Partial<ContractDetail> = {}) =>
  contractDetail(account(1).contracts[0], { contractNumber: '300012345001', ...overrides });
const keys = { businessPartnerNumber: '1000012345', contractAccountNumber: '400012345001' };

describe('current meter reading', () => {
  it('is shown with at least one latest reading', () => {
    expect(showMeterReading(base())).toBe(false);
    expect(showMeterReading(withPointOfDelivery(base(), { lastReadings: { values: [] } }))).toBe(false);
    const withReading = withPointOfDelivery(base(), { lastReadings: { values: [lastReading()] } });
    expect(showMeterReading(withReading)).toBe(true);
    expect(latestReadings(withReading)).toHaveLength(1);
  });

  it('tells the reference number only when there are several readings', () => {
    expect(showReferenceNumbers([lastReading()])).toBe(false);
    expect(showReferenceNumbers([lastReading(), lastReading({ referenceNumber: '1.8.2' })])).toBe(true);
  });

  it('shows exactly decimalPlaces digits after the comma, without grouping', () => {
    expect(
      readingDigits(lastReading({ decimalPlaces: 3, newResult: { readingValue: 12345.6789, timestamp: '2026-11-22T00:00:00' } })),
    ).toEqual({
      integer: '12345',
      fraction: '679',
    });
    expect(readingDigits(lastReading({ decimalPlaces: 0, newResult: { readingValue: 4711.5, timestamp: '2026-11-22T00:00:00' } }))).toEqual(
      {
        integer: '4712',
        fraction: '',
      },
    );
    expect(readingDigits(lastReading({ decimalPlaces: 2, newResult: { readingValue: 7, timestamp: '2026-11-22T00:00:00' } }))).toEqual({
      integer: '7',
      fraction: '00',
    });
  });

  it('reads the value de-AT with its unit', () => {
    expect(readingText(lastReading({ decimalPlaces: 3, newResult: { readingValue: 12345.6789, timestamp: '2026-11-22T00:00:00' } }))).toBe(
      '12.345,679 kWh',
    );
    expect(
      readingText(lastReading({ unit: 'NM3', decimalPlaces: 0, newResult: { readingValue: 8042, timestamp: '2026-11-22T00:00:00' } })),
    ).toBe('8.042 m³');
  });

  it('links to the reading route only when the account is editable and a new reading is possible', () => {
    expect(showReadingLink({ editable: true }, { newReadingPossible: true })).toBe(true);
    expect(showReadingLink({ editable: false }, { newReadingPossible: true })).toBe(false);
    expect(showReadingLink({ editable: true }, { newReadingPossible: false })).toBe(false);
    expect(showReadingLink({ editable: true }, {})).toBe(false);
    expect(contractProcessPath('reading', { ...keys, contractNumber: '300012345001' })).toBe(
      '/portal/reading/1000012345/400012345001/300012345001',
    );
  });
});
