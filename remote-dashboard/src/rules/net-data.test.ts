import type { ContractDetail } from '@portal/shared/contract/contract-account';
import { account, contractDetail } from '../test/fixtures';
import { formatContractPower, netDataRows, netDataText, showNetDataActions } from './net-data';

const base = (overrides: Partial<ContractDetail> = {}) =>
  contractDetail(account(1).contracts[0], { contractNumber: '300012345001', ...overrides });

describe('net data', () => {
  const labels = {
    meterPoint: 'Zählpunkt',
    meterNumber: 'Zähler',
    meterType: 'Typ',
    subStation: 'UW',
    station: 'TS',
    contractPower: 'Leistung',
  };

  it('formats the contract power in kW with 2 decimals, a dash when absent', () => {
    expect(formatContractPower(11)).toBe('11,00 kW');
    expect(formatContractPower(1234.5)).toBe('1.234,50 kW');
    expect(formatContractPower(null)).toBe('–');
    expect(formatContractPower(undefined)).toBe('–');
  });

  it('lists meter point (grouped), meter number, type, substation, station and power in that order', () => {
    const contract = base({ subStation: 'UW Linz', station: 'TS Lindenweg 12', contractPower: 11, smartMeterTypeName: 'Smart Meter' });
    expect(netDataRows(contract)).toEqual([
      { field: 'meterPoint', value: 'AT 003000 00000 00000000000000000001' },
      { field: 'meterNumber', value: '12345678' },
      { field: 'meterType', value: 'Smart Meter' },
      { field: 'subStation', value: 'UW Linz' },
      { field: 'station', value: 'TS Lindenweg 12' },
      { field: 'contractPower', value: '11,00 kW' },
    ]);
  });

  it('shows a dash for missing substation, station and power', () => {
    const rows = netDataRows(base({ subStation: null, station: undefined, contractPower: null }));
    expect(rows.slice(3).map((row) => row.value)).toEqual(['–', '–', '–']);
  });

  it('copies one "label: value" line per field, the meter point without spaces', () => {
    const contract = base({ subStation: 'UW Linz', station: null, contractPower: 4 });
    expect(netDataText(contract, labels)).toBe(
      [
        'Zählpunkt: AT0030000000000000000000000000001',
        'Zähler: 12345678',
        'Typ: Smart Meter',
        'UW: UW Linz',
        'TS: –',
        'Leistung: 4,00 kW',
      ].join('\n'),
    );
  });

  it('offers copy and e-mail only for STROM', () => {
    expect(showNetDataActions({ branch: 'STROM' })).toBe(true);
    expect(showNetDataActions({ branch: 'GAS' })).toBe(false);
  });
});
