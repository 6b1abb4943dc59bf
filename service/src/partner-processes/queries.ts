import type { Queryable } from '../db/db';
import { SMALL_PLANT_LIMIT_KVA, SOLAR_APPLICATION_STEPS } from './solar-steps';

export interface NewSolarPowerApplication {
  businessPartnerNumber: string;
  contractAccountNumber: string;
  /** The meter point (33 characters) the plant feeds in at. */
  pod: string;
  /** Plant size in kVA as applied for. */
  maxCapacity: number;
  /** Feed-in limit in kW, when one applies from the start. */
  powerFeedRestriction?: number | null;
  powerFeedInformation?: string | null;
}

export interface CreatedSolarPowerApplication {
  key: string;
  inquiryNumber: string;
  processingNumber: string;
}

/**
 * Creates an OPEN application with its steps (the first in progress, the others pending), taking the applicant's name
 * from the business partner and the plant address from the contract account. Null when the contract account does not
 * belong to that business partner (nothing is created). Run it in the caller's transaction when more belongs to it.
 */
export async function insertSolarPowerApplication(
  tx: Queryable,
  application: NewSolarPowerApplication,
): Promise<CreatedSolarPowerApplication | null> {
  const { rows } = await tx.query<{ id: number; key: string; inquiry_number: string; processing_number: string }>(
    `INSERT INTO solar_power_applications
            (business_partner_number, contract_account_number, pod, partner_name, street, housenumber, housenumber_affix,
             postcode, city, country, inquiry_number, processing_number, max_capacity, power_feed_restriction,
             power_feed_information, large_max_capacity)
     SELECT bp.business_partner_number, ca.contract_account_number, $3,
            coalesce(bp.company_name, concat_ws(' ', bp.firstname, bp.lastname)),
            ca.street, ca.housenumber, ca.housenumber_affix, ca.postcode, ca.city, ca.country,
            nextval('solar_inquiry_numbers')::text, nextval('solar_processing_numbers')::text, $4::numeric, $5::numeric, $6, $4::numeric > $7::numeric
       FROM business_partners bp
       JOIN contract_accounts ca ON ca.business_partner_number = bp.business_partner_number
      WHERE bp.business_partner_number = $1 AND ca.contract_account_number = $2
     RETURNING id, key, inquiry_number, processing_number`,
    [
      application.businessPartnerNumber,
      application.contractAccountNumber,
      application.pod,
      application.maxCapacity,
      application.powerFeedRestriction ?? null,
      application.powerFeedInformation ?? null,
      SMALL_PLANT_LIMIT_KVA,
    ],
  );
  const created = rows[0];
  if (!created) return null;
  await tx.query(
    `INSERT INTO solar_power_application_steps (application_id, position, name, status)
     SELECT $1, s.position, s.name, CASE WHEN s.position = 1 THEN 'IN_PROGRESS' ELSE 'PENDING_OR_SKIPPED' END
       FROM unnest($2::text[]) WITH ORDINALITY AS s(name, position)`,
    [created.id, [...SOLAR_APPLICATION_STEPS]],
  );
  return { key: created.key, inquiryNumber: created.inquiry_number, processingNumber: created.processing_number };
}
