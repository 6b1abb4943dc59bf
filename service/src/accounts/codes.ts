import type { Queryable } from '../db/db';
import {
  countFailedCodeAttempt,
  findOpenShortCode,
  findValidCode,
  insertCode,
  revokeCodes,
  useCode,
  type CodeOwner,
  type CodeRow,
} from './queries';
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
const MAX_FAILED_ATTEMPTS = 5;

const MOBILE_CODE_LENGTH = 6;

/**
 * Creates a code (link codes are long and random, mobile codes 6 characters) and stores only its hash. Earlier
 * unused codes of the same purpose and owner stop working: only the newest link or SMS counts.
 */
export async function issueCode(db: Queryable, purpose: CodePurpose, owner: CodeOwner): Promise<string> {
  const code = purpose === 'MOBILE' ? shortCode(MOBILE_CODE_LENGTH) : linkCode();
  await revokeCodes(db, purpose, owner);
  await insertCode(db, purpose, owner, sha256(purpose === 'MOBILE' ? normalizeShortCode(code) : code), CODE_TTL_MINUTES[purpose]);
  return code;
}

/** Stores a given short code (a letter activation code printed on a letter); only its hash is kept. */
export async function storeShortCode(
  db: Queryable,
  purpose: CodePurpose,
  owner: CodeOwner,
  code: string,
  ttlMinutes = CODE_TTL_MINUTES[purpose],
) {
  await revokeCodes(db, purpose, owner);
  await insertCode(db, purpose, owner, sha256(normalizeShortCode(code)), ttlMinutes);
}

/** The valid (unused, unexpired) link code, without using it up; null for unknown, expired or used codes. */
export async function findLinkCode(db: Queryable, purpose: CodePurpose, code: string): Promise<CodeRow | null> {
  return findValidCode(db, purpose, sha256(code));
}

/** The outcome of a typed short code: right (and used up), wrong, blocked by too many wrong entries, or none open. */
type Redemption = 'redeemed' | 'wrong' | 'blocked' | 'missing';

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
  const row = await findOpenShortCode(db, purpose, businessPartnerNumber);
  if (!row) return 'missing';
  if (row.failed_attempts >= MAX_FAILED_ATTEMPTS) return 'blocked';
  if (!sameHash(row.code_hash, sha256(normalizeShortCode(typed)))) {
    await countFailedCodeAttempt(db, row.id);
    return row.failed_attempts + 1 >= MAX_FAILED_ATTEMPTS ? 'blocked' : 'wrong';
  }
  return (await useCode(db, row.id)) ? 'redeemed' : 'missing';
}
