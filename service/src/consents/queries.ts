import { randomBytes } from 'node:crypto';
import type { Branch } from '@portal/shared/contract/enums';
import type { Consent, ConsentRequest } from '@portal/shared/contract/consents';
import { displayAddress, type StreetAddressRow } from '../db/address-row';
import type { Db, Queryable } from '../db/db';
import { addressesOfPods, toConsent, toConsentRequest, type ConsentRequestRow, type ConsentRow } from './consent-mapping';
import type { CustomerContract } from './selectable-pods';

/** The contracts of a user (through any of their business partners): metering point and period, inclusive. */
const OWN_CONTRACTS = `SELECT c.contract_number, c.pod_id, c.move_in_date, c.move_out_date FROM contracts c
                         JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
                         JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
                        WHERE bp.user_id = $1`;

/** The metering points of a user: those of any contract, past ones included. */
const OWN_PODS = `SELECT o.pod_id FROM (${OWN_CONTRACTS}) o`;

/** Whether one of the user's contracts ran on the item's metering point on `day`. */
const CONTRACT_ON = (alias: string, day: string) =>
  `EXISTS (SELECT 1 FROM (${OWN_CONTRACTS}) o
            WHERE o.pod_id = ${alias}.pod_id AND o.move_in_date <= ${day} AND (o.move_out_date IS NULL OR ${day} <= o.move_out_date))`;

/*
 * Whose a request or consent is. A metering point changes hands when its customer moves out and the next one moves in:
 * each sees and answers only what belongs to their own contract, never the other's. A consent given under a contract
 * (contract_number) is that contract's customer's. Anything else is the customer's whose contract ran on the metering
 * point on the day it was addressed to: the day a request was answered; else the day its answer is due, or today
 * while it is still open (so the customer living there now answers it); for a consent without a contract the day it
 * was approved, else the same.
 */
const REQUEST_IS_OWN = (today: string) =>
  CONTRACT_ON(
    'x',
    `CASE WHEN x.decided_at IS NOT NULL THEN (x.decided_at AT TIME ZONE 'Europe/Vienna')::date
          ELSE LEAST(x.answer_deadline, ${today}) END`,
  );
const CONSENT_IS_OWN = (today: string) =>
  `(x.contract_number IN (SELECT o.contract_number FROM (${OWN_CONTRACTS}) o)
    OR (x.contract_number IS NULL
        AND ${CONTRACT_ON('x', `COALESCE(x.approval_date, LEAST(x.answer_deadline, ${today}), LEAST(x.valid_from, ${today}))`)}))`;

const PROVIDER_AND_DATA = `x.id, x.pod_id, p.meter_point_number, x.service_provider_id,
  sp.name AS service_provider_name, sp.address AS service_provider_address, sp.kind AS service_provider_kind,
  x.datatype, x.granularity, x.periodicity, x.valid_from::text AS valid_from, x.valid_to::text AS valid_to,
  x.energy_direction, x.contribution_percentage::text AS contribution_percentage`;

interface ContractRow extends StreetAddressRow {
  pod_id: number;
  contract_number: string;
  branch: Branch;
  meter_point_number: string;
  active: boolean;
  power_generation_unit: boolean;
  smart_meter_type: string;
}

/** Every contract of the user with its metering point and account address, running ones first. */
export async function loadCustomerContracts(db: Queryable, userId: number): Promise<CustomerContract[]> {
  const { rows } = await db.query<ContractRow>(
    `SELECT c.pod_id, c.contract_number, c.branch, p.meter_point_number, c.active, c.power_generation_unit,
            c.smart_meter_type, ca.street, ca.housenumber, ca.housenumber_affix, ca.floor, ca.room, ca.postcode, ca.city
       FROM contracts c
       JOIN pods p ON p.id = c.pod_id
       JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
       JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
      WHERE bp.user_id = $1
      ORDER BY c.active DESC, c.contract_number`,
    [userId],
  );
  return rows.map((row) => ({
    podId: row.pod_id,
    contractNumber: row.contract_number,
    branch: row.branch,
    meterPointAdministrationNumber: row.meter_point_number,
    address: displayAddress(row),
    active: row.active,
    powerGenerationUnit: row.power_generation_unit,
    smartMeterType: row.smart_meter_type,
  }));
}

/** The user's requests (one when `requestId` is given; see REQUEST_IS_OWN), newest deadline first. */
export async function loadConsentRequests(db: Queryable, userId: number, today: string, requestId?: string): Promise<ConsentRequest[]> {
  const [contracts, { rows }] = await Promise.all([
    loadCustomerContracts(db, userId),
    db.query<ConsentRequestRow>(
      `SELECT ${PROVIDER_AND_DATA}, x.qr_code, x.answer_deadline::text AS answer_deadline, x.decision
         FROM consent_requests x
         JOIN pods p ON p.id = x.pod_id
         JOIN service_providers sp ON sp.id = x.service_provider_id
        WHERE ${REQUEST_IS_OWN('$3::date')} AND ($2::text IS NULL OR x.id = $2)
        ORDER BY x.answer_deadline DESC, x.id`,
      [userId, requestId ?? null, today],
    ),
  ]);
  return rows.map((row) => toConsentRequest(row, contracts, today));
}

/** The user's consents (one when `consentId` is given; see CONSENT_IS_OWN), with their participation-factor history. */
export async function loadConsents(db: Queryable, userId: number, today: string, consentId?: string): Promise<Consent[]> {
  const [contracts, { rows }] = await Promise.all([
    loadCustomerContracts(db, userId),
    db.query<ConsentRow>(
      `SELECT ${PROVIDER_AND_DATA}, x.request_id, x.status, x.answer_deadline::text AS answer_deadline,
              x.approval_date::text AS approval_date,
              (SELECT json_agg(json_build_object('status', h.status, 'value', h.value::text,
                                                 'from', h.valid_from::text, 'to', h.valid_to::text)
                               ORDER BY h.valid_from)
                 FROM consent_contribution_history h WHERE h.consent_id = x.id) AS history
         FROM consents x
         JOIN pods p ON p.id = x.pod_id
         JOIN service_providers sp ON sp.id = x.service_provider_id
        WHERE ${CONSENT_IS_OWN('$3::date')} AND ($2::text IS NULL OR x.id = $2)
        ORDER BY x.valid_from DESC, x.id`,
      [userId, consentId ?? null, today],
    ),
  ]);
  const addresses = addressesOfPods(contracts);
  return rows.map((row) => toConsent(row, addresses, today));
}

/** A consent id in the style of the market process: the operator prefix, the date and random letters/digits (35). */
function newConsentId(today: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const random = [...randomBytes(19)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `AT003000${today.replaceAll('-', '')}${random}`;
}

/**
 * Answers an open request once: the update only succeeds while no decision is stored and the deadline has not passed,
 * so two answers at the same time cannot both win. On confirmation one consent per chosen contract (meter point) with
 * the request's data and validity. False when the request was answered meanwhile.
 */
export async function answerConsentRequest(
  db: Db,
  answer: { requestId: string; decision: 'CONFIRMED' | 'REJECTED'; today: string; contracts?: CustomerContract[] },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx.query(
      `UPDATE consent_requests SET decision = $2, decided_at = now()
        WHERE id = $1 AND decision IS NULL AND answer_deadline >= $3::date
        RETURNING id`,
      [answer.requestId, answer.decision, answer.today],
    );
    if (updated.rows.length === 0) return false;
    for (const contract of answer.contracts ?? []) {
      const consentId = newConsentId(answer.today);
      await tx.query(
        `INSERT INTO consents (id, request_id, pod_id, contract_number, service_provider_id, datatype, granularity,
                               periodicity, valid_from, valid_to, energy_direction, contribution_percentage, status,
                               approval_date)
         SELECT $2, r.id, $3, $4, r.service_provider_id, r.datatype, r.granularity, r.periodicity, r.valid_from,
                r.valid_to, r.energy_direction, r.contribution_percentage, 'ACTIVE', $5::date
           FROM consent_requests r WHERE r.id = $1`,
        [answer.requestId, consentId, contract.podId, contract.contractNumber, answer.today],
      );
      await tx.query(
        `INSERT INTO consent_contribution_history (consent_id, status, value, valid_from, valid_to)
         SELECT $2, 'ACTIVE', r.contribution_percentage, r.valid_from, r.valid_to
           FROM consent_requests r WHERE r.id = $1 AND r.contribution_percentage IS NOT NULL`,
        [answer.requestId, consentId],
      );
    }
    return true;
  });
}

/** A consent that still runs on $TODAY: active until its last day, or pending until its answer deadline. */
const RUNNING_ON = (alias: string, today: string) =>
  `((${alias}.status IN ('ACTIVE', 'ACTIVE_UNCHANGEABLE') AND ${alias}.valid_to >= ${today})
    OR (${alias}.status IN ('REQUESTED', 'QR_CODE_SENT') AND (${alias}.answer_deadline IS NULL OR ${alias}.answer_deadline >= ${today})))`;

/** Same provider and data as the consent `source`: what decides whether a metering point is already covered. */
const SAME_GRANT = (alias: string) => `${alias}.service_provider_id = s.service_provider_id AND ${alias}.datatype = s.datatype`;

/**
 * The user's metering points that a running consent of the same provider and data type as `consentId` covers (the
 * consent's own metering point among them).
 */
export async function coveredMeterPoints(db: Queryable, userId: number, consentId: string, today: string): Promise<Set<string>> {
  const { rows } = await db.query<{ meter_point_number: string }>(
    `SELECT DISTINCT p.meter_point_number
       FROM consents s
       JOIN consents x ON ${SAME_GRANT('x')}
       JOIN pods p ON p.id = x.pod_id
      WHERE s.id = $2 AND x.pod_id IN (${OWN_PODS}) AND ${RUNNING_ON('x', '$3::date')}`,
    [userId, consentId, today],
  );
  return new Set(rows.map((row) => row.meter_point_number));
}

/**
 * Extends a running consent to more metering points: one new ACTIVE consent per contract with the consent's request,
 * provider, data and last day, starting today (or at the consent's later start). The source row is locked so that two
 * extensions of it run one after the other, and each insert checks again that no running consent of the same grant
 * covers the metering point. Null (nothing stored) when the consent stopped running or a metering point was covered
 * meanwhile; else the new consents' ids.
 */
export async function addConsentPods(
  db: Db,
  consentId: string,
  contracts: readonly CustomerContract[],
  today: string,
): Promise<string[] | null> {
  const refused = new Error('consent extension refused');
  try {
    return await db.transaction(async (tx) => {
      const source = await tx.query(
        `SELECT id FROM consents s WHERE s.id = $1 AND s.status = 'ACTIVE' AND s.valid_to >= $2::date FOR UPDATE`,
        [consentId, today],
      );
      if (source.rows.length === 0) throw refused;
      const ids: string[] = [];
      for (const contract of contracts) {
        const id = newConsentId(today);
        const inserted = await tx.query(
          `INSERT INTO consents (id, request_id, pod_id, contract_number, service_provider_id, datatype, granularity,
                                 periodicity, valid_from, valid_to, energy_direction, contribution_percentage, status,
                                 approval_date)
           SELECT $2, s.request_id, $3, $4, s.service_provider_id, s.datatype, s.granularity, s.periodicity,
                  GREATEST(s.valid_from, $5::date), s.valid_to, s.energy_direction, s.contribution_percentage, 'ACTIVE', $5::date
             FROM consents s
            WHERE s.id = $1
              AND NOT EXISTS (SELECT 1 FROM consents x WHERE x.pod_id = $3 AND ${SAME_GRANT('x')} AND ${RUNNING_ON('x', '$5::date')})
           RETURNING id`,
          [consentId, id, contract.podId, contract.contractNumber, today],
        );
        if (inserted.rows.length === 0) throw refused;
        ids.push(id);
      }
      return ids;
    });
  } catch (error) {
    if (error === refused) return null;
    throw error;
  }
}

/**
 * Ends a consent today: REVOKED, the last day today, the participation factor inactive from today (announced changes
 * dropped). Only while it is still revocable (the same rule as consentIsRevocable, checked again in SQL so that two
 * revocations cannot both succeed). False when it was ended meanwhile.
 */
export async function revokeConsent(db: Db, consentId: string, today: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx.query(
      `UPDATE consents SET status = 'REVOKED', valid_to = LEAST(valid_to, $2::date), revoked_at = now()
        WHERE id = $1
          AND ((status = 'ACTIVE' AND valid_to >= $2::date)
               OR (status IN ('REQUESTED', 'QR_CODE_SENT') AND (answer_deadline IS NULL OR answer_deadline >= $2::date)))
        RETURNING id`,
      [consentId, today],
    );
    if (updated.rows.length === 0) return false;
    await tx.query(`DELETE FROM consent_contribution_history WHERE consent_id = $1 AND valid_from > $2::date`, [consentId, today]);
    await tx.query(
      `UPDATE consent_contribution_history SET status = 'INACTIVE', valid_to = LEAST(valid_to, $2::date)
        WHERE consent_id = $1 AND status <> 'INACTIVE'`,
      [consentId, today],
    );
    return true;
  });
}
