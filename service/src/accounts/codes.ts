import type { Queryable } from '../db/db';
import { linkCode, normalizeShortCode, sameHash, sha256, shortCode } from './secrets';

export type CodePurpose = 'REGISTRATION' | 'PASSWORD_RESET' | 'MOBILE' | 'LETTER_ACTIVATION';

/** How long a code is valid. */
export const CODE_TTL_MINUTES: Record<CodePurpose, number> = {
  REGISTRATION: 48 * 60,
  PASSWORD_RESET: 60,
  MOBILE: 15,
  LETTER_ACTIVATION: 90 * 24 * 60,
};

/** Wrong entries of a short code after which it no longer works (a new one must be requested). */
export const MAX_FAILED_ATTEMPTS = 5;

export const MOBILE_CODE_LENGTH = 6;

interface Owner {
  userId?: number | null;
  businessPartnerNumber?: string | null;
}

/**
 * Creates a code (link codes are long and random, mobile codes 6 characters) and stores only its hash. Earlier
 * unused codes of the same purpose and owner stop working: only the newest link or SMS counts.
 */
export async function issueCode(db: Queryable, purpose: CodePurpose, owner: Owner): Promise<string> {
  const code = purpose === 'MOBILE' ? shortCode(MOBILE_CODE_LENGTH) : linkCode();
  await revokeCodes(db, purpose, owner);
  await db.query(
    `INSERT INTO account_codes (purpose, code_hash, user_id, business_partner_number, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
    [
      purpose,
      sha256(purpose === 'MOBILE' ? normalizeShortCode(code) : code),
      owner.userId ?? null,
      owner.businessPartnerNumber ?? null,
      CODE_TTL_MINUTES[purpose],
    ],
  );
  return code;
}

/** Stores a given short code (a letter activation code printed on a letter); only its hash is kept. */
export async function storeShortCode(
  db: Queryable,
  purpose: CodePurpose,
  owner: Owner,
  code: string,
  ttlMinutes = CODE_TTL_MINUTES[purpose],
) {
  await revokeCodes(db, purpose, owner);
  await db.query(
    `INSERT INTO account_codes (purpose, code_hash, user_id, business_partner_number, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
    [purpose, sha256(normalizeShortCode(code)), owner.userId ?? null, owner.businessPartnerNumber ?? null, ttlMinutes],
  );
}

async function revokeCodes(db: Queryable, purpose: CodePurpose, owner: Owner): Promise<void> {
  if (owner.businessPartnerNumber) {
    await db.query(`UPDATE account_codes SET used_at = now() WHERE purpose = $1 AND business_partner_number = $2 AND used_at IS NULL`, [
      purpose,
      owner.businessPartnerNumber,
    ]);
  } else if (owner.userId) {
    await db.query(`UPDATE account_codes SET used_at = now() WHERE purpose = $1 AND user_id = $2 AND used_at IS NULL`, [
      purpose,
      owner.userId,
    ]);
  }
}

export interface CodeRow {
  id: number;
  user_id: number | null;
  business_partner_number: string | null;
}

/** The valid (unused, unexpired) link code, without using it up; null for unknown, expired or used codes. */
export async function findLinkCode(db: Queryable, purpose: CodePurpose, code: string): Promise<CodeRow | null> {
  const { rows } = await db.query<CodeRow>(
    `SELECT id, user_id, business_partner_number FROM account_codes
      WHERE purpose = $1 AND code_hash = $2 AND used_at IS NULL AND expires_at > now()`,
    [purpose, sha256(code)],
  );
  return rows[0] ?? null;
}

/** Marks a code used; false when another request used it first (single use even under concurrency). */
export async function useCode(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    'UPDATE account_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
    [id],
  );
  return rows.length === 1;
}

/** The outcome of a typed short code: right (and used up), wrong, blocked by too many wrong entries, or none open. */
export type Redemption = 'redeemed' | 'wrong' | 'blocked' | 'missing';

/**
 * Checks a short code typed for a business partner (mobile confirmation, letter activation). A wrong entry counts; the
 * MAX_FAILED_ATTEMPTS-th wrong entry and every entry after it answer 'blocked' (the code no longer works: a new one
 * must be requested). A right one is used up.
 */
export async function redeemShortCode(
  db: Queryable,
  purpose: CodePurpose,
  businessPartnerNumber: string,
  typed: string,
): Promise<Redemption> {
  const { rows } = await db.query<{ id: number; code_hash: string; failed_attempts: number }>(
    `SELECT id, code_hash, failed_attempts FROM account_codes
      WHERE purpose = $1 AND business_partner_number = $2 AND used_at IS NULL AND expires_at > now()
      ORDER BY id DESC LIMIT 1`,
    [purpose, businessPartnerNumber],
  );
  const row = rows[0];
  if (!row) return 'missing';
  if (row.failed_attempts >= MAX_FAILED_ATTEMPTS) return 'blocked';
  if (!sameHash(row.code_hash, sha256(normalizeShortCode(typed)))) {
    await db.query('UPDATE account_codes SET failed_attempts = failed_attempts + 1 WHERE id = $1', [row.id]);
    return row.failed_attempts + 1 >= MAX_FAILED_ATTEMPTS ? 'blocked' : 'wrong';
  }
  return (await useCode(db, row.id)) ? 'redeemed' : 'missing';
}
