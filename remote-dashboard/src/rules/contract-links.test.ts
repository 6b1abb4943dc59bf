import { readingsHistoryOf } from '@portal/shared/testing/readings-history';
import type { ContractDetail, Profile } from '@portal/shared/contract/contract-account';
import { offersPerformanceMonitoring } from '@portal/shared/contract/performance-monitoring';
import { consumptionPath, contractLinks, energyCommunityPath, showConsumptionLink, showEnergyCommunityLink } from './contract-links';
import { account, contractDetail, quarterHourProfile, withProfiles } from '../test/fixtures';

/** A feed-in profile of quarter-hour values. */
const profile = (overrides: Partial<Profile> = {}) => quarterHourProfile({ energyDirection: 'GENERATION', ...overrides });

/** A PV feed-in contract that meets every condition of the performance-monitoring link. */
function infeeder(overrides: Partial<ContractDetail> = {}, profiles: Profile[] = [profile()]): ContractDetail {
  const contract = contractDetail(account(9).contracts[0], {
    branch: 'STROM',
    powerGenerationUnit: true,
    smartMeterType: 'SMART_METER',
    profileActive: true,
    ...overrides,
  });
  return withProfiles(contract, profiles);
}

const key = { businessPartnerNumber: '1000012345', contractAccountNumber: '400012345001', contractNumber: '300012345009' };

describe('showConsumptionLink', () => {
  it('shows the base link when the profile is active or the point of delivery lists profiles', () => {
    expect(showConsumptionLink(infeeder({ profileActive: true }, []))).toBe(true);
    expect(showConsumptionLink(infeeder({ profileActive: false }, [profile()]))).toBe(true);
  });

  it('hides it when there is no profile data to show', () => {
    expect(showConsumptionLink(infeeder({ profileActive: false }, []))).toBe(false);
  });

  it('shows it for a meter without profile when billed consumptions or a readings history exist', () => {
    const period = { from: '2025-01-01', to: '2025-12-31', unit: 'KWH' as const, nrOfDays: 365, consumptionPerDay: 8.77 };
    const billed = {
      values: [{ ...period, value: 3200, invoiceNumber: '700000100001' }],
      largestConsumption: 3200,
      totalConsumption: 3200,
    };
    const history = readingsHistoryOf([{ meterNumber: '12345678', readings: [{ ...period, relevantConsumption: 3200 }] }], 8.77);
    expect(showConsumptionLink(infeeder({ profileActive: false, consumptions: billed }, []))).toBe(true);
    expect(showConsumptionLink(infeeder({ profileActive: false, readingsHistory: history }, []))).toBe(true);
    expect(showConsumptionLink(infeeder({ profileActive: false, readingsHistory: readingsHistoryOf([]) }, []))).toBe(false);
  });
});

describe('offersPerformanceMonitoring', () => {
  it('shows it for electricity with a generation unit, a smart meter and a quarter-hour profile', () => {
    expect(offersPerformanceMonitoring(infeeder())).toBe(true);
  });

  it.each(['ADVANCED_SMART_METER', 'SMART_METER', 'LOAD_PROFILE_METER'] as const)('accepts the meter type %s', (type) => {
    expect(offersPerformanceMonitoring(infeeder({ smartMeterType: type }))).toBe(true);
  });

  it('hides it for gas', () => {
    expect(offersPerformanceMonitoring(infeeder({ branch: 'GAS' }))).toBe(false);
  });

  it('hides it without a generation unit', () => {
    expect(offersPerformanceMonitoring(infeeder({ powerGenerationUnit: false }))).toBe(false);
  });

  it.each(['NONCONFORM_SMART_METER', 'NONSMART_METER', 'DIGITAL_LOAD_PROFILE_METER', 'UNKNOWN_METER'] as const)(
    'hides it for the meter type %s',
    (type) => {
      expect(offersPerformanceMonitoring(infeeder({ smartMeterType: type }))).toBe(false);
    },
  );

  it('hides it without a quarter-hour profile', () => {
    expect(offersPerformanceMonitoring(infeeder({}, []))).toBe(false);
    expect(offersPerformanceMonitoring(infeeder({}, [profile({ granularity: 'HOUR' }), profile({ granularity: 'DAY' })]))).toBe(false);
  });

  it('needs only one of several profiles to be quarter-hourly', () => {
    expect(offersPerformanceMonitoring(infeeder({}, [profile({ granularity: 'DAY' }), profile()]))).toBe(true);
  });
});

describe('showEnergyCommunityLink', () => {
  it('shows it only while the energy community is active', () => {
    const timeslices: ContractDetail['energyCommunityData']['timeslices'] = [];
    expect(showEnergyCommunityLink(infeeder({ energyCommunityData: { energyCommunityActive: true, timeslices } }))).toBe(true);
    expect(showEnergyCommunityLink(infeeder({ energyCommunityData: { energyCommunityActive: false, timeslices } }))).toBe(false);
  });
});

describe('paths and contractLinks', () => {
  it('builds the routes of remote-consumption', () => {
    expect(consumptionPath(key, 'base')).toBe('/portal/consumptions/1000012345/400012345001/300012345009/base');
    expect(consumptionPath(key, 'performance-monitoring')).toBe(
      '/portal/consumptions/1000012345/400012345001/300012345009/performance-monitoring',
    );
    expect(energyCommunityPath(key)).toBe('/portal/energy-community-consumptions/1000012345/400012345001/300012345009');
  });

  it('lists the applicable links in display order', () => {
    const contract = infeeder({
      contractNumber: key.contractNumber,
      energyCommunityData: { energyCommunityActive: true, timeslices: [] },
    });
    expect(contractLinks(key, contract)).toEqual([
      { kind: 'consumption', to: '/portal/consumptions/1000012345/400012345001/300012345009/base' },
      { kind: 'performanceMonitoring', to: '/portal/consumptions/1000012345/400012345001/300012345009/performance-monitoring' },
      { kind: 'energyCommunity', to: '/portal/energy-community-consumptions/1000012345/400012345001/300012345009' },
    ]);
  });

  it('is empty when no link applies', () => {
    expect(contractLinks(key, infeeder({ profileActive: false, powerGenerationUnit: false }, []))).toEqual([]);
  });
});
