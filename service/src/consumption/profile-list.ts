import type { ProfileList, ProfileListQuery } from '@portal/shared/contract/consumption';
import type { Branch, EnergyDirection, Granularity, ProfileType, Unit } from '@portal/shared/contract/enums';
import type { Queryable } from '../db/db';
import { displayAddress, type StreetAddressRow } from '../db/address-row';

interface ListRow extends StreetAddressRow {
  business_partner_number: string;
  contract_account_number: string;
  contract_number: string;
  meter_point_number: string;
  branch: Branch;
  active: boolean;
  description: string;
  power_generation_unit: boolean;
  profile_active: boolean;
  energy_community_active: boolean;
  minimum_date: string | null;
  maximum_date: string | null;
  profiles: {
    profileType: ProfileType;
    energyDirection: EnergyDirection;
    granularity: Granularity;
    from: string;
    to: string;
    unit: Unit;
  }[];
}

/**
 * Every contract of the user's meter points with the profiles it shows (the consumption view's meter point select and
 * the profile lists of API clients). A supply contract shows the consumption series and community series, a feed-in
 * contract the generation series. Filter: branch, active contracts only, text in meter point, account, description or address.
 */
export async function loadProfileList(db: Queryable, userId: number, query: ProfileListQuery): Promise<ProfileList> {
  // LIKE wildcards in the user's text are matched literally.
  const text = query.filter
    ?.trim()
    .toLowerCase()
    .replace(/[\\%_]/g, '\\$&');
  const filter = text ? `%${text}%` : null;
  const { rows } = await db.query<ListRow>(
    `SELECT ca.business_partner_number, c.contract_account_number, c.contract_number, p.meter_point_number, c.branch,
            c.active, coalesce(c.description, ca.description) AS description, ca.street, ca.housenumber,
            ca.housenumber_affix, ca.floor, ca.room, ca.postcode, ca.city, c.power_generation_unit, c.profile_active,
            EXISTS (SELECT 1 FROM energy_community_memberships m
                     WHERE m.pod_id = p.id AND NOT c.power_generation_unit
                       AND m.valid_from <= current_date AND m.valid_to >= current_date) AS energy_community_active,
            p.minimum_date::text AS minimum_date, p.maximum_date::text AS maximum_date,
            coalesce((SELECT json_agg(json_build_object('profileType', s.profile_type, 'energyDirection', s.energy_direction,
                        'granularity', pp.granularity, 'from', pp.valid_from, 'to', pp.valid_to, 'unit', s.unit)
                        ORDER BY s.id, pp.valid_from)
                        FROM pod_profiles pp JOIN profile_series s ON s.id = pp.series_id
                       WHERE pp.pod_id = p.id
                         AND CASE WHEN pp.energy_community_id IS NULL
                                  THEN s.energy_direction = CASE WHEN c.power_generation_unit THEN 'GENERATION' ELSE 'CONSUMPTION' END
                                  ELSE NOT c.power_generation_unit END), '[]'::json) AS profiles
       FROM contracts c
       JOIN pods p ON p.id = c.pod_id
       JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
       JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
      WHERE bp.user_id = $1
        AND ($2::text IS NULL OR c.branch = $2)
        AND (NOT $3::boolean OR c.active)
        AND ($4::text IS NULL OR lower(p.meter_point_number || ' ' || c.contract_account_number || ' ' || ca.description
             || ' ' || ca.street || ' ' || ca.postcode || ' ' || ca.city) LIKE $4)
      ORDER BY c.active DESC, c.contract_account_number, c.power_generation_unit, c.contract_number`,
    [userId, query.branch ?? null, query.activeOnly === true, filter],
  );
  return rows.map((r) => ({
    businessPartnerNumber: r.business_partner_number,
    contractAccountNumber: r.contract_account_number,
    contractNumber: r.contract_number,
    meterPointAdministrationNumber: r.meter_point_number,
    branch: r.branch,
    active: r.active,
    description: r.description,
    address: displayAddress(r),
    powerGenerationUnit: r.power_generation_unit,
    profileActive: r.profile_active,
    energyCommunityActive: r.energy_community_active,
    minimumDate: r.minimum_date,
    maximumDate: r.maximum_date,
    profiles: r.profiles,
  }));
}
