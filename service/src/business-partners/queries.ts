import type { ProfileBusinessPartner } from '@portal/shared/contract/account';
import type { Country } from '@portal/shared/contract/enums';
import type { Db, Queryable } from '../db/db';
import { PARTNER_COLUMNS, toProfilePartner, type PartnerRow } from './partner-mapper';

/** The SQL of the business-partner area: the user's partners, letter activation, address, e-communication, phones. */

/** Every business partner of the user, by number. */
export async function loadProfilePartners(db: Queryable, userId: number): Promise<ProfileBusinessPartner[]> {
  const { rows } = await db.query<PartnerRow>(
    `SELECT ${PARTNER_COLUMNS} FROM business_partners WHERE user_id = $1 ORDER BY business_partner_number`,
    [userId],
  );
  return rows.map(toProfilePartner);
}

/** One of the user's business partners; null for another user's or an unknown number alike (→ 404). */
export async function loadProfilePartner(db: Queryable, userId: number, bpn: string): Promise<ProfileBusinessPartner | null> {
  const { rows } = await db.query<PartnerRow>(
    `SELECT ${PARTNER_COLUMNS} FROM business_partners WHERE business_partner_number = $1 AND user_id = $2`,
    [bpn, userId],
  );
  return rows[0] ? toProfilePartner(rows[0]) : null;
}

/** True when the partner belongs to the user. */
export async function ownsPartner(db: Queryable, userId: number, bpn: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM business_partners WHERE business_partner_number = $1 AND user_id = $2', [bpn, userId]);
  return rows.length === 1;
}

export async function loadPendingActivations(db: Queryable, userId: number): Promise<string[]> {
  const { rows } = await db.query<{ business_partner_number: string }>(
    `SELECT business_partner_number FROM business_partners WHERE user_id = $1 AND activation_pending
      ORDER BY business_partner_number`,
    [userId],
  );
  return rows.map((r) => r.business_partner_number);
}

/** Locks the partner's row for the letter activation; false when no activation is open. */
export async function lockPendingActivation(tx: Queryable, bpn: string): Promise<boolean> {
  const { rows } = await tx.query<{ activation_pending: boolean }>(
    'SELECT activation_pending FROM business_partners WHERE business_partner_number = $1 FOR UPDATE',
    [bpn],
  );
  return rows[0]?.activation_pending === true;
}

/** Ends the partner's activation; the dashboard's banner goes with the user's last pending partner. */
export async function completeActivation(tx: Queryable, userId: number, bpn: string): Promise<void> {
  await tx.query('UPDATE business_partners SET activation_pending = false WHERE business_partner_number = $1', [bpn]);
  await tx.query(
    `UPDATE users SET roles = array_remove(roles, 'show-activation') WHERE id = $1 AND NOT EXISTS (
       SELECT 1 FROM business_partners WHERE user_id = $1 AND activation_pending)`,
    [userId],
  );
}

export interface StoredAddress {
  country: Country;
  postcode: string;
  city: string;
  street: string;
  housenumber: string;
  housenumberAffix: string | null;
  floor: string | null;
  room: string | null;
}

export async function updateAddress(db: Queryable, userId: number, bpn: string, a: StoredAddress): Promise<void> {
  await db.query(
    `UPDATE business_partners SET country = $3, postcode = $4, city = $5, street = $6, housenumber = $7,
            housenumber_affix = $8, floor = $9, room = $10
      WHERE business_partner_number = $1 AND user_id = $2`,
    [bpn, userId, a.country, a.postcode, a.city, a.street, a.housenumber, a.housenumberAffix, a.floor, a.room],
  );
}

/** E-communication on; the partner's contact address defaults to the user's. */
export async function activateECommunication(db: Queryable, userId: number, bpn: string): Promise<void> {
  await db.query(
    `UPDATE business_partners bp SET ecommunication_active = true,
            email = coalesce(bp.email, (SELECT u.email FROM users u WHERE u.id = bp.user_id))
      WHERE business_partner_number = $1 AND user_id = $2`,
    [bpn, userId],
  );
}

export async function updateLandline(
  db: Queryable,
  userId: number,
  bpn: string,
  phone: { number: string; extension: string | null; country: Country },
): Promise<void> {
  await db.query(
    `UPDATE business_partners SET landline = $3, landline_extension = $4, landline_country = $5
      WHERE business_partner_number = $1 AND user_id = $2`,
    [bpn, userId, phone.number, phone.extension, phone.country],
  );
}

/** The new mobile number waits for its code. */
export async function storePendingMobile(
  tx: Queryable,
  userId: number,
  bpn: string,
  phone: { number: string; country: Country },
): Promise<void> {
  await tx.query(
    `UPDATE business_partners SET mobile_pending = $3, mobile_pending_country = $4
      WHERE business_partner_number = $1 AND user_id = $2`,
    [bpn, userId, phone.number, phone.country],
  );
}

/** Locks the partner's row for the mobile confirmation; false when no number is pending. */
export async function lockPendingMobile(tx: Queryable, bpn: string): Promise<boolean> {
  const { rows } = await tx.query<{ mobile_pending: string | null }>(
    'SELECT mobile_pending FROM business_partners WHERE business_partner_number = $1 FOR UPDATE',
    [bpn],
  );
  return Boolean(rows[0]?.mobile_pending);
}

/** The confirmed number becomes the mobile and turns e-communication on. */
export async function confirmPendingMobile(tx: Queryable, bpn: string): Promise<void> {
  await tx.query(
    `UPDATE business_partners SET mobile = mobile_pending, mobile_country = coalesce(mobile_pending_country, 'AT'),
            mobile_pending = NULL, mobile_pending_country = NULL, ecommunication_active = true,
            email = coalesce(email, (SELECT u.email FROM users u WHERE u.id = user_id))
      WHERE business_partner_number = $1`,
    [bpn],
  );
}

/**
 * No SMS gateway is connected: an SMS is kept in the outbox (recipient `sms:<number>`), where `npm run mailbox` and the
 * development mailbox show it. It is never handed to the SMTP server.
 */
export async function writeSms(db: Queryable | Db, number: string, text: string): Promise<void> {
  await db.query(`INSERT INTO mail_outbox (recipient, subject, text_body, html_body) VALUES ($1, 'SMS', $2, '')`, [
    `sms:${number.replace(/[\s/-]/g, '')}`,
    text,
  ]);
}
