import type { ContractDetail } from './contract-account';
import type { MeterType } from './enums';

/** portal-processes §2.3: the meter types that measure what performance monitoring needs. */
const PERFORMANCE_MONITORING_METER_TYPES: readonly MeterType[] = ['ADVANCED_SMART_METER', 'SMART_METER', 'LOAD_PROFILE_METER'];

/**
 * Whether a contract has performance monitoring (portal-processes §2.3): electricity (STROM) with a generation unit, an
 * advanced smart meter, smart meter or load profile meter, and a quarter-hour profile. The dashboard links to it and
 * the consumption route shows it only then.
 */
export function offersPerformanceMonitoring(
  contract: Pick<ContractDetail, 'branch' | 'powerGenerationUnit' | 'smartMeterType' | 'pointOfDelivery'>,
): boolean {
  return (
    contract.branch === 'STROM' &&
    contract.powerGenerationUnit &&
    PERFORMANCE_MONITORING_METER_TYPES.includes(contract.smartMeterType) &&
    contract.pointOfDelivery.profiles.some((profile) => profile.granularity === 'QUARTER_OF_AN_HOUR')
  );
}
