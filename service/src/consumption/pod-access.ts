import type { Branch, EnergyDirection, ProfileType, Unit, Granularity } from '@portal/shared/contract/enums';
import type { Queryable } from '../db/db';

/** A contract on a meter point the user may see (through one of their business partners). */
export interface PodContract {
  podId: number;
  meterPointAdministrationNumber: string;
  contractAccountNumber: string;
  contractNumber: string;
  branch: Branch;
  powerGenerationUnit: boolean;
  contractPower: number | null;
  synthProfile: string | null;
  minimumDate: string | null;
  maximumDate: string | null;
}

/** One series a meter point has (pod_profiles), possibly tied to an energy community. */
export interface PodSeries {
  seriesId: number;
  type: ProfileType;
  energyDirection: EnergyDirection;
  unit: Unit;
  granularity: Granularity;
  validFrom: string;
  validTo: string;
  energyCommunityId: string | null;
  energyCommunityName: string | null;
  /** Participation factor of the membership in percent (community series only, else 100). */
  participationFactor: number;
}

/** Contribution-factor variants: computed from their base series times the participation factor, never stored. */
export const CONTRIBUTION_FACTOR_VARIANTS: Partial<Record<ProfileType, ProfileType>> = {
  ENERGY_COMMUNITY_OWN_COVERAGE: 'ENERGY_COMMUNITY_OWN_COVERAGE_CONTRIBUTION_FACTOR',
  ENERGY_COMMUNITY_REMAINING_GRID_USAGE: 'ENERGY_COMMUNITY_REMAINING_GRID_USAGE_CONTRIBUTION_FACTOR',
  ENERGY_COMMUNITY_OVER_COVERAGE: 'ENERGY_COMMUNITY_OVER_COVERAGE_CONTRIBUTION_FACTOR',
};

/**
 * The contracts of a meter point inside one of the user's contract accounts: empty when the pod is unknown, belongs to
 * another customer or to another account (the caller answers 404 for all three alike).
 */
export async function loadPodContracts(
  db: Queryable,
  userId: number,
  contractAccountNumber: string,
  meterPointAdministrationNumber: string,
): Promise<PodContract[]> {
  const { rows } = await db.query<{
    pod_id: number;
    meter_point_number: string;
    contract_account_number: string;
    contract_number: string;
    branch: Branch;
    power_generation_unit: boolean;
    contract_power: number | null;
    synth_profile: string | null;
    minimum_date: string | null;
    maximum_date: string | null;
  }>(
    `SELECT p.id AS pod_id, p.meter_point_number, c.contract_account_number, c.contract_number, c.branch,
            c.power_generation_unit, c.contract_power, c.synth_profile,
            p.minimum_date::text AS minimum_date, p.maximum_date::text AS maximum_date
       FROM contracts c
       JOIN pods p ON p.id = c.pod_id
       JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
       JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
      WHERE bp.user_id = $1 AND c.contract_account_number = $2 AND p.meter_point_number = $3
      ORDER BY c.power_generation_unit, c.contract_number`,
    [userId, contractAccountNumber, meterPointAdministrationNumber],
  );
  return rows.map((r) => ({
    podId: r.pod_id,
    meterPointAdministrationNumber: r.meter_point_number,
    contractAccountNumber: r.contract_account_number,
    contractNumber: r.contract_number,
    branch: r.branch,
    powerGenerationUnit: r.power_generation_unit,
    contractPower: r.contract_power === null ? null : Number(r.contract_power),
    synthProfile: r.synth_profile,
    minimumDate: r.minimum_date,
    maximumDate: r.maximum_date,
  }));
}

export async function loadPodSeries(db: Queryable, podId: number): Promise<PodSeries[]> {
  const { rows } = await db.query<{
    series_id: number;
    profile_type: ProfileType;
    energy_direction: EnergyDirection;
    unit: Unit;
    granularity: Granularity;
    valid_from: string;
    valid_to: string;
    energy_community_id: string | null;
    energy_community_name: string | null;
    participation_factor: number | null;
  }>(
    `SELECT pp.series_id, s.profile_type, s.energy_direction, s.unit, pp.granularity,
            pp.valid_from::text AS valid_from, pp.valid_to::text AS valid_to,
            pp.energy_community_id, ec.name AS energy_community_name,
            (SELECT max(m.participation_factor) FROM energy_community_memberships m
              WHERE m.pod_id = pp.pod_id AND m.energy_community_id = pp.energy_community_id) AS participation_factor
       FROM pod_profiles pp
       JOIN profile_series s ON s.id = pp.series_id
       LEFT JOIN energy_communities ec ON ec.id = pp.energy_community_id
      WHERE pp.pod_id = $1
      ORDER BY pp.series_id, pp.valid_from`,
    [podId],
  );
  const stored = rows.map((r) => ({
    seriesId: Number(r.series_id),
    type: r.profile_type,
    energyDirection: r.energy_direction,
    unit: r.unit,
    granularity: r.granularity,
    validFrom: r.valid_from,
    validTo: r.valid_to,
    energyCommunityId: r.energy_community_id,
    energyCommunityName: r.energy_community_name,
    participationFactor: r.participation_factor === null ? 100 : Number(r.participation_factor),
  }));
  const variants = stored.flatMap((series) => {
    const variant = CONTRIBUTION_FACTOR_VARIANTS[series.type];
    return variant ? [{ ...series, type: variant }] : [];
  });
  return [...stored, ...variants];
}
