import type { ProfileList, ProfileListQuery } from '@portal/shared/contract/consumption';
import type { Queryable } from '../db/db';
import { displayAddress } from '../db/address-row';
import { loadProfileListRows } from './queries';

/**
 * Every contract of the user's meter points with the profiles it shows (the consumption view's meter point select and
 * the profile lists of API clients). A supply contract shows the consumption series, a feed-in contract the
 * generation series; each shows the community series of its own meter point (a feed-in has its own). Filter: branch, active contracts only, text in meter point, account, description or address.
 */
export async function loadProfileList(db: Queryable, userId: number, query: ProfileListQuery): Promise<ProfileList> {
  // LIKE wildcards in the user's text are matched literally.
  const text = query.filter
    ?.trim()
    .toLowerCase()
    .replace(/[\\%_]/g, '\\$&');
  const filter = text ? `%${text}%` : null;
  const rows = await loadProfileListRows(db, userId, { branch: query.branch ?? null, activeOnly: query.activeOnly === true, filter });
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
