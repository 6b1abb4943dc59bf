import { SECOND_STEP_MINUTES, type SecondFactorMethod } from '@portal/shared/contract/two-factor';
import { looksLikeRecoveryCode } from './recovery-codes';
import { looksLikeTotpCode } from './totp';

/** The pending second step after a right password: it lives a few minutes and only while the account is not locked. */
export interface PendingStep {
  createdAt: Date;
  lockedUntil: Date | null;
}

export type StepState = 'OPEN' | 'EXPIRED' | 'LOCKED';

export function stepState(step: PendingStep, now: Date): StepState {
  if (step.lockedUntil && step.lockedUntil > now) return 'LOCKED';
  if (now.getTime() - step.createdAt.getTime() >= SECOND_STEP_MINUTES * 60_000) return 'EXPIRED';
  return 'OPEN';
}

/** Which kind of code the customer typed, so one field takes both. */
export function codeKind(code: string): Extract<SecondFactorMethod, 'TOTP' | 'RECOVERY_CODE'> | null {
  if (looksLikeTotpCode(code)) return 'TOTP';
  if (looksLikeRecoveryCode(code)) return 'RECOVERY_CODE';
  return null;
}

/** The methods the login page offers: those set up, and recovery codes whenever any is. */
export function methodsOf(factors: { totp: boolean; passkeys: number }): SecondFactorMethod[] {
  const methods: SecondFactorMethod[] = [];
  if (factors.totp) methods.push('TOTP');
  if (factors.passkeys > 0) methods.push('PASSKEY');
  if (methods.length > 0) methods.push('RECOVERY_CODE');
  return methods;
}
