import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@portal/shared/contract/two-factor';
import { sha256 } from '../accounts/secrets';

/** Letters and digits a person reads off paper without confusing them (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const HALF = 5;

/** Ten codes like `K7MPQ-3XW9A` (50 bits each): shown once, stored only as hashes. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const half = () => Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: count }, () => `${half()}-${half()}`);
}

/** Case, spaces and the dash do not matter when typed. */
const normalizeRecoveryCode = (code: string): string => code.toUpperCase().replace(/[\s-]/g, '');

export const looksLikeRecoveryCode = (code: string): boolean =>
  new RegExp(`^[${ALPHABET}]{${HALF * 2}}$`).test(normalizeRecoveryCode(code));

export const hashRecoveryCode = (code: string): string => sha256(normalizeRecoveryCode(code));
