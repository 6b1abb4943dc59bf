import type { ProfileListEntry, ProfileResult } from '@portal/shared/contract/consumption';
import type { ProfileType, ValueStatus } from '@portal/shared/contract/enums';

export const POD = 'AT0030000000000000000000000100001';
export const OTHER_POD = 'AT0030000000000000000000000100009';

export function listEntry(pod: string, overrides: Partial<ProfileListEntry> = {}): ProfileListEntry {
  return {
    businessPartnerNumber: '1000012345',
    contractAccountNumber: '400012345001',
    contractNumber: '300012345001',
    meterPointAdministrationNumber: pod,
    branch: 'STROM',
    active: true,
    description: 'Wohnung',
    address: 'Lindenweg 1, 4020 Linz',
    powerGenerationUnit: false,
    profileActive: true,
    energyCommunityActive: false,
    minimumDate: '2025-01-01',
    maximumDate: '2026-11-21',
    profiles: [
      {
        profileType: 'ACTIVE_CURRENT',
        energyDirection: 'CONSUMPTION',
        granularity: 'QUARTER_OF_AN_HOUR',
        from: '2025-01-01',
        to: '2026-11-21',
      },
    ],
    ...overrides,
  };
}

/** A result with the given values (null: MISSING) starting at 2026-11-01 00:00 local, one per day. */
export function result(values: (number | null)[], overrides: Partial<ProfileResult> = {}, statuses: ValueStatus[] = []): ProfileResult {
  const numbers = values.filter((v): v is number => v !== null);
  const start = Date.parse('2026-10-31T23:00:00Z');
  const profileValues = values.map((value, i) => ({
    datetime: new Date(start + i * 86_400_000).toISOString().replace('.000Z', 'Z'),
    value,
    status: statuses[i] ?? (value === null ? 'MISSING' : 'VALID'),
  }));
  const max = numbers.length ? Math.max(...numbers) : null;
  const min = numbers.length ? Math.min(...numbers) : null;
  const sum = numbers.reduce((a, b) => a + b, 0);
  return {
    type: 'ACTIVE_CURRENT' as ProfileType,
    energyDirection: 'CONSUMPTION',
    contractAccountNumber: '400012345001',
    contractNumber: '300012345001',
    meterPointAdministrationNumber: POD,
    from: '2026-11-01T00:00:00',
    to: `2026-11-${String(values.length).padStart(2, '0')}T23:59:59`,
    dimension: 'ENERGY',
    unit: 'KWH',
    granularity: 'DAY',
    profileValues,
    minimum: min === null ? null : { value: min, unit: 'KWH', dateTime: profileValues[values.indexOf(min)].datetime },
    maximum: max === null ? null : { value: max, unit: 'KWH', dateTime: profileValues[values.indexOf(max)].datetime },
    average: numbers.length ? { value: sum / numbers.length, unit: 'KWH' } : null,
    sum: { value: sum, unit: 'KWH' },
    contractPower: null,
    remark: null,
    profileTypeContent: { header: 'Wirkenergie' },
    ...overrides,
  };
}
