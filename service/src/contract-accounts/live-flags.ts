import type { ContractDetail, EnergyCommunityTimeslice, Profile } from '@portal/shared/contract/contract-account';
import type { ActivityStatus, ProfileType } from '@portal/shared/contract/enums';
import type { ContractRow } from './queries';

/**
 * The live portal's flags of a contract detail (API-COMPAT "Recorded answers"), derived from the contract's own state:
 * pure, no database and no clock.
 */

type FlagRow = Pick<
  ContractRow,
  | 'active'
  | 'smart_meter_type'
  | 'load_curve_active'
  | 'monthly_dispatch_active'
  | 'daily_dispatch_active'
  | 'smart_meter_activation_possible'
  | 'load_profile_activation_possible'
  | 'move_out_date'
  | 'meter_point_number'
>;

/** A meter that communicates (AMIS): every smart-meter type, not a conventional or unknown one. */
export const isSmartMeter = (c: Pick<ContractRow, 'smart_meter_type'>): boolean =>
  c.smart_meter_type !== 'NONSMART_METER' && c.smart_meter_type !== 'UNKNOWN_METER';

/** A dispatch is ACTIVE when on, INACTIVE when it could be switched on (a running load profile), else HIDE. */
export function dispatchStatus(c: FlagRow, on: boolean): ActivityStatus {
  if (on) return 'ACTIVE';
  return c.active && c.load_curve_active ? 'INACTIVE' : 'HIDE';
}

/** The live keys of one series of the contract's meter point. */
export const liveProfile = (c: FlagRow, profile: Profile): Profile => ({
  ...profile,
  meterPointAdministrationNumber: c.meter_point_number,
  smartMeter: isSmartMeter(c),
  loadProfile: profile.granularity === 'QUARTER_OF_AN_HOUR',
  reactiveCurrentProfile: profile.profileType === 'REACTIVE_CURRENT',
  smartMeterType: c.smart_meter_type,
});

/** The contract-level live flags. */
export function contractLiveFlags(
  c: FlagRow,
  profiles: Profile[],
  timeslices: EnergyCommunityTimeslice[],
): Pick<
  ContractDetail,
  | 'amisActive'
  | 'availableProfileTypes'
  | 'productChangeAvailable'
  | 'disconnectionNotification'
  | 'reactiveCurrentProfilePresent'
  | 'monthlyProfileDispatchInactive'
  | 'dailyProfileDispatchInactive'
  | 'monthlyProfileDispatchStatus'
  | 'dailyProfileDispatchStatus'
> {
  const types = new Set<ProfileType>([...profiles, ...timeslices.flatMap((t) => t.profiles)].map((p) => p.profileType));
  return {
    amisActive: c.active && isSmartMeter(c),
    availableProfileTypes: [...types],
    productChangeAvailable: c.active && (c.smart_meter_activation_possible || c.load_profile_activation_possible),
    disconnectionNotification: c.active && c.move_out_date !== null,
    reactiveCurrentProfilePresent: types.has('REACTIVE_CURRENT'),
    monthlyProfileDispatchInactive: !c.monthly_dispatch_active,
    dailyProfileDispatchInactive: !c.daily_dispatch_active,
    monthlyProfileDispatchStatus: dispatchStatus(c, c.monthly_dispatch_active),
    dailyProfileDispatchStatus: dispatchStatus(c, c.daily_dispatch_active),
  };
}
