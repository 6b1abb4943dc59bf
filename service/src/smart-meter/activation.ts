import type { ActivationRequest } from '@portal/shared/contract/contract-processes';
import { ERROR_NUMBERS, type ErrorItem } from '@portal/shared/contract/errors';

export type ActivationKind = 'SMART_METER' | 'LOAD_PROFILE';

/**
 * From when an activation reads the meter: today, or retroactively from the date the meter has stored values from
 * (never in the future). Field errors when the conditions are not accepted or no retroactive date exists.
 */
export function activationStart(
  body: Pick<ActivationRequest, 'acceptConditions' | 'retroactiveActivation'>,
  retroactiveActivationDate: string | null,
  today: string,
): { from: string } | { errors: ErrorItem[] } {
  const errors: ErrorItem[] = [];
  if (!body.acceptConditions) {
    errors.push({ path: 'acceptConditions', message: 'Bitte akzeptieren Sie die Bedingungen.', number: ERROR_NUMBERS.REQUIRED });
  }
  if (body.retroactiveActivation && (!retroactiveActivationDate || retroactiveActivationDate > today)) {
    errors.push({
      path: 'retroactiveActivation',
      message: 'Für diesen Zähler ist keine rückwirkende Aktivierung möglich.',
      number: ERROR_NUMBERS.INVALID_VALUE,
    });
  }
  if (errors.length > 0) return { errors };
  return { from: body.retroactiveActivation && retroactiveActivationDate ? retroactiveActivationDate : today };
}
