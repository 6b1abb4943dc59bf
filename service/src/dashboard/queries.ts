import type { Branch } from '@portal/shared/contract/enums';
import { BRANCHES } from '@portal/shared/contract/enums';
import type { BusinessPartner, ContractAccountSummary, ContractSummary, Dashboard } from '@portal/shared/contract/dashboard';
import { displayAddress, type StreetAddressRow } from '../db/address-row';
import type { Queryable } from '../db/db';

/** Above this many contract accounts the dashboard shows the filter bar (portal-core §2). */
const SEARCH_THRESHOLD = 10;

interface PartnerRow {
  business_partner_number: string;
  salutation: string | null;
  firstname: string | null;
  lastname: string | null;
  company_name: string | null;
  street: string;
  housenumber: string;
  postcode: string;
  city: string;
  country: string;
  email: string | null;
  ecommunication_active: boolean;
}

interface AccountRow extends StreetAddressRow {
  contract_account_number: string;
  business_partner_number: string;
  description: string;
  branch: Branch;
  active: boolean;
  editable: boolean;
  billed_by_provider: boolean;
}

interface ContractRow {
  contract_account_number: string;
  contract_number: string;
  meter_point_number: string;
  branch: Branch;
  active: boolean;
  scale_type: string;
  power_generation_unit: boolean;
  move_in_date: string;
  move_out_date: string | null;
}

/** Active accounts first, then by number (portal-core §2). */
const byActiveThenNumber = (a: ContractAccountSummary, b: ContractAccountSummary) =>
  Number(b.active) - Number(a.active) || a.contractAccountNumber.localeCompare(b.contractAccountNumber);

async function loadPartners(db: Queryable, userId: number): Promise<BusinessPartner[]> {
  const { rows } = await db.query<PartnerRow>(
    `SELECT business_partner_number, salutation, firstname, lastname, company_name, street, housenumber, postcode,
            city, country, email, ecommunication_active
       FROM business_partners WHERE user_id = $1 ORDER BY business_partner_number`,
    [userId],
  );
  return rows.map((p) => ({
    businessPartnerNumber: p.business_partner_number,
    entity: {
      fullname: p.company_name ?? [p.firstname, p.lastname].filter(Boolean).join(' '),
      firstname: p.firstname || null,
      lastname: p.lastname || null,
      salutation: p.salutation || null,
      ...(p.company_name ? { companyName: p.company_name } : {}),
      address: {
        country: p.country as 'AT',
        postcode: p.postcode,
        city: p.city,
        street: p.street,
        housenumber: p.housenumber,
      },
    },
    ecommunicationActive: p.ecommunication_active,
    ecommunicationInactive: !p.ecommunication_active,
    email: p.email,
  }));
}

/** Every contract account of the user's business partners, with its contracts, sorted for display. */
async function loadAccountSummaries(db: Queryable, userId: number): Promise<ContractAccountSummary[]> {
  const accounts = await db.query<AccountRow>(
    `SELECT ca.contract_account_number, ca.business_partner_number, ca.description, ca.branch, ca.active, ca.editable,
            ca.billed_by_provider, ca.street, ca.housenumber, ca.housenumber_affix, ca.floor, ca.room, ca.postcode, ca.city
       FROM contract_accounts ca
       JOIN business_partners bp USING (business_partner_number)
      WHERE bp.user_id = $1`,
    [userId],
  );
  const contracts = await db.query<ContractRow>(
    `SELECT c.contract_account_number, c.contract_number, p.meter_point_number, c.branch, c.active, c.scale_type,
            c.power_generation_unit, c.move_in_date::text AS move_in_date, c.move_out_date::text AS move_out_date
       FROM contracts c
       JOIN pods p ON p.id = c.pod_id
       JOIN contract_accounts ca USING (contract_account_number)
       JOIN business_partners bp USING (business_partner_number)
      WHERE bp.user_id = $1
      ORDER BY c.active DESC, c.contract_number`,
    [userId],
  );
  const byAccount = new Map<string, ContractSummary[]>();
  for (const c of contracts.rows) {
    const list = byAccount.get(c.contract_account_number) ?? [];
    list.push({
      contractNumber: c.contract_number,
      meterPointAdministrationNumber: c.meter_point_number,
      branch: c.branch,
      active: c.active,
      scaleType: c.scale_type,
      powerGenerationUnit: c.power_generation_unit,
      moveInDate: c.move_in_date,
      moveOutDate: c.move_out_date,
    });
    byAccount.set(c.contract_account_number, list);
  }
  return accounts.rows
    .map((a) => {
      const list = byAccount.get(a.contract_account_number) ?? [];
      return {
        contractAccountNumber: a.contract_account_number,
        businessPartnerNumber: a.business_partner_number,
        active: a.active,
        editable: a.editable,
        billedByProvider: a.billed_by_provider,
        description: a.description,
        address: displayAddress(a),
        branch: a.branch,
        numberOfContracts: list.length,
        contracts: list,
      };
    })
    .sort(byActiveThenNumber);
}

/** The tables loadDashboard reads (its cache is dropped when one of them changes). */
export const DASHBOARD_TABLES = ['business_partners', 'contract_accounts', 'contracts', 'pods'] as const;

export async function loadDashboard(db: Queryable, userId: number): Promise<Dashboard> {
  const [businessPartners, contractAccounts] = await Promise.all([loadPartners(db, userId), loadAccountSummaries(db, userId)]);
  const pods = (branch: Branch) =>
    new Set(contractAccounts.flatMap((a) => a.contracts.filter((c) => c.branch === branch).map((c) => c.meterPointAdministrationNumber)))
      .size;
  const present = new Set(contractAccounts.map((a) => a.branch));
  return {
    businessPartners,
    contractAccounts,
    totalNumberOfContractAccounts: contractAccounts.length,
    totalNumberOfStromPods: pods('STROM'),
    totalNumberOfGasPods: pods('GAS'),
    displaySearch: contractAccounts.length > SEARCH_THRESHOLD,
    branches: BRANCHES.filter((b) => present.has(b)),
  };
}
