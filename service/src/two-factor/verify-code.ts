import type { Queryable } from '../db/db';
import { totpOf, useRecoveryCode, useTotpStep } from './queries';
import { hashRecoveryCode } from './recovery-codes';
import { codeKind } from './second-step';
import { decryptSecret } from './secret-box';
import { matchingStep, stepIsFresh } from './totp';

/**
 * Checks a code of a factor that is on: a code of the app (accepted once within its window) or a recovery code
 * (used up). True only when it was right and has now been used.
 */
export function codeVerifier(db: Queryable, key: Buffer) {
  return async function codeAccepted(userId: number, code: string): Promise<boolean> {
    const kind = codeKind(code);
    if (kind === 'RECOVERY_CODE') return useRecoveryCode(db, userId, hashRecoveryCode(code));
    if (kind !== 'TOTP') return false;
    const totp = await totpOf(db, userId);
    if (!totp?.confirmed) return false;
    const step = matchingStep(decryptSecret(key, totp.secretEncrypted), code);
    return step !== null && stepIsFresh(step, totp.lastUsedStep) && useTotpStep(db, userId, step);
  };
}
