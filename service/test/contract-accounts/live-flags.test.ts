import type { Profile } from '@portal/shared/contract/contract-account';
import { contractLiveFlags, dispatchStatus, liveProfile } from '../../src/contract-accounts/live-flags';

const row = (overrides: Partial<Parameters<typeof contractLiveFlags>[0]> = {}): Parameters<typeof contractLiveFlags>[0] => ({
  active: true,
  smart_meter_type: 'SMART_METER',
  load_curve_active: true,
  monthly_dispatch_active: true,
  daily_dispatch_active: false,
  smart_meter_activation_possible: false,
  load_profile_activation_possible: false,
  move_out_date: null,
  meter_point_number: 'AT0030000000000000000000000100001',
  ...overrides,
});
const profile = (overrides: Partial<Profile> = {}): Profile => ({
  profileType: 'ACTIVE_CURRENT',
  energyDirection: 'CONSUMPTION',
  granularity: 'QUARTER_OF_AN_HOUR',
  from: '2026-01-01',
  to: '2026-10-31',
  unit: 'KWH',
  ...overrides,
});

describe('live flags of a contract', () => {
  it('follow the meter and the contract: a running smart meter with a load profile', () => {
    const flags = contractLiveFlags(row(), [profile(), profile({ profileType: 'REACTIVE_CURRENT', unit: 'KVR' })], []);
    expect(flags).toEqual({
      amisActive: true,
      availableProfileTypes: ['ACTIVE_CURRENT', 'REACTIVE_CURRENT'],
      productChangeAvailable: false,
      disconnectionNotification: false,
      reactiveCurrentProfilePresent: true,
      monthlyProfileDispatchInactive: false,
      dailyProfileDispatchInactive: true,
      monthlyProfileDispatchStatus: 'ACTIVE',
      dailyProfileDispatchStatus: 'INACTIVE',
    });
  });

  it('a conventional meter on an ended contract: nothing active, dispatch hidden', () => {
    const ended = row({ active: false, smart_meter_type: 'NONSMART_METER', load_curve_active: false, monthly_dispatch_active: false });
    const flags = contractLiveFlags(ended, [], []);
    expect(flags.amisActive).toBe(false);
    expect(flags.availableProfileTypes).toEqual([]);
    expect(flags.monthlyProfileDispatchStatus).toBe('HIDE');
    expect(dispatchStatus(ended, false)).toBe('HIDE');
  });

  it('announces the disconnection of a running contract with a move-out date, offers a possible product change', () => {
    const flags = contractLiveFlags(row({ move_out_date: '2026-12-31', load_profile_activation_possible: true }), [], []);
    expect(flags.disconnectionNotification).toBe(true);
    expect(flags.productChangeAvailable).toBe(true);
  });

  it("lists the communities' types too, each once", () => {
    const slice = {
      energyCommunityId: 'AT00300000000RC100417000000731208',
      energyCommunityName: 'Sonne',
      status: 'ACTIVE' as const,
      from: '2026-01-01',
      to: '9999-12-31',
      profiles: [profile({ profileType: 'ENERGY_COMMUNITY_OWN_COVERAGE' }), profile({ profileType: 'ENERGY_COMMUNITY_OWN_COVERAGE' })],
      profileDataAvailableFrom: '2026-01-01',
      profileDataAvailableTo: '2026-10-31',
    };
    expect(contractLiveFlags(row(), [profile()], [slice]).availableProfileTypes).toEqual([
      'ACTIVE_CURRENT',
      'ENERGY_COMMUNITY_OWN_COVERAGE',
    ]);
  });

  it('gives every series of the meter point the live keys', () => {
    expect(liveProfile(row({ smart_meter_type: 'ADVANCED_SMART_METER' }), profile({ granularity: 'DAY' }))).toMatchObject({
      meterPointAdministrationNumber: 'AT0030000000000000000000000100001',
      smartMeter: true,
      loadProfile: false,
      reactiveCurrentProfile: false,
      smartMeterType: 'ADVANCED_SMART_METER',
    });
  });
});
