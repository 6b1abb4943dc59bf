import { amountProblem, roundCents } from '@portal/shared/contract/installment-rule';
import { ERROR_NUMBERS, type ErrorItem } from '@portal/shared/contract/errors';
import type { InstallmentChangeRequest } from '@portal/shared/contract/contract-processes';
import type { Agreement } from './queries';

const euro = (value: number) => `${value.toFixed(2).replace('.', ',')} €`;

/** Field errors of an instalment change (portal-processes §5): amount within the bounds after rounding, reason required. */
export function installmentErrors(body: InstallmentChangeRequest, agreement: Agreement): ErrorItem[] {
  const errors: ErrorItem[] = [];
  const problem = Number.isFinite(body.amount) && body.amount >= 0 ? amountProblem(body.amount, agreement) : 'BELOW_MIN';
  if (problem === 'BELOW_MIN') {
    errors.push({
      path: 'amount',
      message: `Der Teilbetrag muss mindestens ${euro(agreement.minAmount ?? 0)} betragen.`,
      number: ERROR_NUMBERS.OUT_OF_RANGE,
    });
  } else if (problem === 'ABOVE_MAX') {
    errors.push({
      path: 'amount',
      message: `Der Teilbetrag darf höchstens ${euro(agreement.maxAmount ?? 0)} betragen.`,
      number: ERROR_NUMBERS.OUT_OF_RANGE,
    });
  }
  if (body.reason.trim() === '') {
    errors.push({ path: 'reason', message: 'Bitte geben Sie einen Grund an.', number: ERROR_NUMBERS.REQUIRED });
  }
  return errors;
}

export { roundCents, euro };
