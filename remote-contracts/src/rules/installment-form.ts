import * as Yup from 'yup';
import { amountProblem, parseAmount } from '@portal/shared/contract/installment-rule';
import type { InstallmentAgreement } from '@portal/shared/contract/contract-account';
import { texts } from '../texts';

export interface InstallmentValues {
  amount: string;
  reason: string;
}

const t = texts.installment.errors;

/** Amount required, a number with comma or dot, within the agreement's bounds after rounding to cents; reason required. */
export function installmentSchema(agreement: Pick<InstallmentAgreement, 'minAmount' | 'maxAmount'>) {
  return Yup.object({
    amount: Yup.string()
      .trim()
      .required(t.amountRequired)
      .test('number', t.amountNumber, (value) => value === undefined || parseAmount(value) !== null)
      .test('bounds', (value, context) => {
        const amount = value === undefined ? null : parseAmount(value);
        if (amount === null) return true;
        const problem = amountProblem(amount, agreement);
        if (problem === 'BELOW_MIN') return context.createError({ message: t.amountMin(agreement.minAmount ?? 0) });
        if (problem === 'ABOVE_MAX') return context.createError({ message: t.amountMax(agreement.maxAmount ?? 0) });
        return true;
      }),
    reason: Yup.string().trim().required(t.reasonRequired).max(500),
  });
}
