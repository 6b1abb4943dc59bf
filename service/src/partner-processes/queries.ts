import type { Queryable } from '../db/db';
import { SMALL_PLANT_LIMIT_KVA, SOLAR_APPLICATION_STEPS } from './solar-steps';

interface NewSolarPowerApplication {
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

interface CreatedSolarPowerApplication {
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

/** An application row with its steps as JSON, as the list and the one-time requests read it. */
export interface SolarApplicationRow {
  id: number;
  key: string;
  business_partner_number: string;
  contract_account_number: string;
  partner_name: string;
  pod: string;
  street: string;
  housenumber: string;
  housenumber_affix: string | null;
  postcode: string;
  city: string;
  country: string;
  status: string;
  queue_position: number | null;
  grid_confirmation: string | null;
  grid_confirmation_valid_until: string | null;
  approval_validity_months: number;
  approval_extension_allowed: boolean;
  max_capacity: string;
  power_feed_restriction: string | null;
  power_feed_information: string | null;
  large_max_capacity: boolean;
  feed_in_limitation_increase_allowed: boolean;
  limitation_increase_requested_capacity: number | null;
  processing_number: string;
  inquiry_number: string;
  steps: { name: string; status: string; info: string | null }[];
  user_email: string | null;
}

const APPLICATION_SELECT = `
  SELECT a.id, a.key::text AS key, a.business_partner_number, a.contract_account_number, a.partner_name, a.pod,
         a.street, a.housenumber, a.housenumber_affix, a.postcode, a.city, a.country, a.status, a.queue_position,
         a.grid_confirmation::text AS grid_confirmation, a.grid_confirmation_valid_until::text AS grid_confirmation_valid_until,
         a.approval_validity_months, a.approval_extension_allowed, a.max_capacity::text AS max_capacity,
         a.power_feed_restriction::text AS power_feed_restriction, a.power_feed_information, a.large_max_capacity,
         a.feed_in_limitation_increase_allowed, a.limitation_increase_requested_capacity, a.processing_number,
         a.inquiry_number, u.email AS user_email,
         coalesce((SELECT json_agg(json_build_object('name', s.name, 'status', s.status, 'info', s.info) ORDER BY s.position)
                     FROM solar_power_application_steps s WHERE s.application_id = a.id), '[]'::json) AS steps
    FROM solar_power_applications a
    JOIN business_partners bp ON bp.business_partner_number = a.business_partner_number
    JOIN users u ON u.id = bp.user_id`;

/** The applications of all the user's business partners, newest first. */
export async function loadSolarApplications(db: Queryable, userId: number): Promise<SolarApplicationRow[]> {
  const { rows } = await db.query<SolarApplicationRow>(
    `${APPLICATION_SELECT} WHERE bp.user_id = $1 ORDER BY a.created_at DESC, a.id DESC`,
    [userId],
  );
  return rows;
}

/** How many of the user's applications have one of the given statuses. */
export async function countSolarApplications(db: Queryable, userId: number, statuses: readonly string[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n
       FROM solar_power_applications a
       JOIN business_partners bp ON bp.business_partner_number = a.business_partner_number
      WHERE bp.user_id = $1 AND a.status = ANY($2::text[])`,
    [userId, [...statuses]],
  );
  return rows[0].n;
}

/**
 * One of the user's applications by its inquiry and processing number (both must match), locked for the rest of the
 * transaction; null for unknown numbers and another customer's application alike.
 */
export async function lockSolarApplication(
  tx: Queryable,
  userId: number,
  inquiryNumber: string,
  processingNumber: string,
): Promise<SolarApplicationRow | null> {
  const { rows } = await tx.query<SolarApplicationRow>(
    `${APPLICATION_SELECT} WHERE bp.user_id = $1 AND a.inquiry_number = $2 AND a.processing_number = $3 FOR UPDATE OF a`,
    [userId, inquiryNumber, processingNumber],
  );
  return rows[0] ?? null;
}

/** The one extension: the confirmation is valid one year longer, 24 months in total. */
export async function extendApprovalValidity(tx: Queryable, id: number): Promise<void> {
  await tx.query(
    `UPDATE solar_power_applications
        SET grid_confirmation_valid_until = grid_confirmation_valid_until + interval '1 year',
            approval_validity_months = 24, approval_extension_requested_at = now(), updated_at = now()
      WHERE id = $1 AND approval_validity_months = 12`,
    [id],
  );
}

/** Records the one request to raise the feed-in limit (the operator answers it with an offer). */
export async function requestLimitationIncrease(tx: Queryable, id: number, requestedCapacity: number): Promise<void> {
  await tx.query(
    `UPDATE solar_power_applications
        SET limitation_increase_requested_capacity = $2, limitation_increase_requested_at = now(), updated_at = now()
      WHERE id = $1 AND limitation_increase_requested_at IS NULL`,
    [id, requestedCapacity],
  );
}

/** One of the user's applications by account and both case numbers (no lock: for reading); null otherwise. */
export async function findSolarApplication(
  db: Queryable,
  userId: number,
  ref: { businessPartnerNumber: string; contractAccountNumber: string; inquiryNumber: string; processingNumber: string },
): Promise<SolarApplicationRow | null> {
  const { rows } = await db.query<SolarApplicationRow>(
    `${APPLICATION_SELECT}
      WHERE bp.user_id = $1 AND a.business_partner_number = $2 AND a.contract_account_number = $3
        AND a.inquiry_number = $4 AND a.processing_number = $5`,
    [userId, ref.businessPartnerNumber, ref.contractAccountNumber, ref.inquiryNumber, ref.processingNumber],
  );
  return rows[0] ?? null;
}
