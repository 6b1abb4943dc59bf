import { PROCESS_LIMITS, type BankAccountRequest } from '@portal/shared/contract/contract-processes';
import { ERROR_NUMBERS, type ErrorItem } from '@portal/shared/contract/errors';
import { ibanProblem, type IbanProblem } from '@portal/shared/contract/iban-rule';

const IBAN_MESSAGES: Record<IbanProblem, { message: string; number: number }> = {
  REQUIRED: { message: 'Bitte geben Sie Ihren IBAN an.', number: ERROR_NUMBERS.REQUIRED },
  TOO_LONG: { message: `Der IBAN darf höchstens ${PROCESS_LIMITS.ibanMax} Zeichen haben.`, number: ERROR_NUMBERS.TOO_LONG },
  FORMAT: { message: 'Der IBAN beginnt mit zwei Buchstaben und zwei Ziffern.', number: ERROR_NUMBERS.INVALID_FORMAT },
  LENGTH: { message: 'Der IBAN hat nicht die Länge, die sein Land vorsieht.', number: ERROR_NUMBERS.INVALID_FORMAT },
  CHECK_DIGITS: { message: 'Die Prüfziffern des IBAN stimmen nicht. Bitte prüfen Sie Ihre Eingabe.', number: ERROR_NUMBERS.INVALID_VALUE },
};

/** The field errors of a bank-data request (portal-processes §5), empty when it may be saved. */
export function bankAccountErrors(body: BankAccountRequest): ErrorItem[] {
  const errors: ErrorItem[] = [];
  const iban = ibanProblem(body.iban);
  if (iban) errors.push({ path: 'iban', ...IBAN_MESSAGES[iban] });
  if ((body.depositor ?? '').trim().length > PROCESS_LIMITS.depositorMax) {
    errors.push({ path: 'depositor', message: `Höchstens ${PROCESS_LIMITS.depositorMax} Zeichen.`, number: ERROR_NUMBERS.TOO_LONG });
  }
  if (!body.directDebitAuthority) {
    errors.push({
      path: 'directDebitAuthority',
      message: 'Bitte erteilen Sie das SEPA-Lastschriftmandat.',
      number: ERROR_NUMBERS.REQUIRED,
    });
  }
  return errors;
}
