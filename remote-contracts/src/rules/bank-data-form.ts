import * as Yup from 'yup';
import type { ContractAccountSummary } from '@portal/shared/contract/dashboard';
import { PAYMENT_DIRECTIONS } from '@portal/shared/contract/enums';
import { ibanProblem, type IbanProblem } from '@portal/shared/contract/iban-rule';
import { PROCESS_LIMITS } from '@portal/shared/contract/contract-processes';
import { texts } from '../texts';

export interface BankDataValues {
  iban: string;
  depositor: string;
  directDebitAuthority: boolean;
  applicability: string;
  /** Contract accounts of the business partner the bank data apply to. */
  accounts: string[];
}

const t = texts.bankData.errors;
const IBAN_MESSAGES: Record<IbanProblem, string> = {
  REQUIRED: t.ibanRequired,
  TOO_LONG: t.ibanTooLong,
  FORMAT: t.ibanFormat,
  LENGTH: t.ibanLength,
  CHECK_DIGITS: t.ibanCheckDigits,
};

/** portal-processes §5: IBAN (the service's rule: length per country and mod-97), depositor ≤ 60, mandate, applicability, ≥ 1 account. */
export const bankDataSchema = Yup.object({
  iban: Yup.string().test('iban', (value, context) => {
    const problem = ibanProblem(value ?? '');
    return problem ? context.createError({ message: IBAN_MESSAGES[problem] }) : true;
  }),
  depositor: Yup.string().max(PROCESS_LIMITS.depositorMax, t.depositorTooLong),
  directDebitAuthority: Yup.boolean().oneOf([true], t.directDebitRequired),
  applicability: Yup.string()
    .oneOf([...PAYMENT_DIRECTIONS], t.applicabilityRequired)
    .required(t.applicabilityRequired),
  accounts: Yup.array(Yup.string().required()).min(1, t.accountsRequired),
});

/**
 * The IBAN input mask: two letters, two check digits, then groups of four (`AT61 1904 3002 3457 3201`); other
 * characters are dropped as they are typed, and the text is cut at 34 characters without the spaces.
 */
export function maskIban(input: string): string {
  const compact = input.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const letters = compact.slice(0, 2).replace(/[^A-Z]/g, '');
  const rest = letters.length < 2 ? '' : compact.slice(2);
  const check = rest.slice(0, 2).replace(/\D/g, '');
  const account = check.length < 2 ? '' : rest.slice(2);
  return `${letters}${check}${account}`.slice(0, PROCESS_LIMITS.ibanMax).replace(/(.{4})(?=.)/g, '$1 ');
}

type ChoiceAccount = Pick<
  ContractAccountSummary,
  'businessPartnerNumber' | 'contractAccountNumber' | 'active' | 'editable' | 'billedByProvider'
>;

/**
 * The accounts the bank data may also be saved for: the partner's accounts that are active, editable and billed by the
 * grid operator (the service refuses the others), the current one first.
 */
export function bankDataChoices(
  accounts: readonly ChoiceAccount[],
  current: Pick<ChoiceAccount, 'businessPartnerNumber' | 'contractAccountNumber'>,
): string[] {
  const others = accounts
    .filter((a) => a.businessPartnerNumber === current.businessPartnerNumber && a.active && a.editable && a.billedByProvider)
    .map((a) => a.contractAccountNumber)
    .filter((can) => can !== current.contractAccountNumber);
  return [current.contractAccountNumber, ...others];
}
