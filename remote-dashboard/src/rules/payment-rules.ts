import type { ContractAccountDetail, InstallmentAgreement, Invoice } from '@portal/shared/contract/contract-account';
import type { PaperlessSetting } from '@portal/shared/contract/enums';
import type { AccountKey } from './contract-links';

/** Invoices shown before 'more' (portal-core §9). */
export const INVOICES_SHOWN = 3;

/** The invoices the widget lists: the newest three ('more' leads to the invoice list with all of them). */
export function visibleInvoices(invoices: Invoice[]): Invoice[] {
  return invoices.slice(0, INVOICES_SHOWN);
}

/** The payment section exists only when the grid operator bills the account itself (portal-core §2, §6). */
export const showPaymentSection = (detail: Pick<ContractAccountDetail, 'billedByProvider'>) => detail.billedByProvider;

type AccountFlags = Pick<ContractAccountDetail, 'editable' | 'active'>;

/**
 * Links to the bank-data page only where it takes the account: editable and active, as the service requires (else 409).
 * Every process page sends a non-editable account back to the dashboard, so a link there would only bounce.
 */
export const showBankDataLink = (account: AccountFlags) => account.editable && account.active;

/** The instalment edit link only when the agreement is changeable (and the account editable, see above). */
export const showInstallmentEdit = (account: AccountFlags, agreement: Pick<InstallmentAgreement, 'changeable'> | null | undefined) =>
  account.editable && agreement?.changeable === true;

/** The paperless activation link only while the setting is WAITING (and the account editable, see above). */
export const showPaperlessActivation = (account: AccountFlags, setting: PaperlessSetting) => account.editable && setting === 'WAITING';

/** The next instalment due today or later (dates are local YYYY-MM-DD, so they compare as text). */
export function nextInstallment(agreement: InstallmentAgreement, today: string): InstallmentAgreement['installments'][number] | null {
  return agreement.installments.find((i) => i.date >= today) ?? null;
}

const segments = (key: AccountKey) => [key.businessPartnerNumber, key.contractAccountNumber].map(encodeURIComponent).join('/');

/** Process routes of a contract account (portal-core §2), built by remote-contracts. */
export const paymentPath = (key: AccountKey) => `/portal/payment/${segments(key)}`;
export const installmentPath = (key: AccountKey) => `/portal/installment/${segments(key)}`;
export const paperlessPath = (key: AccountKey) => `/portal/paperless/${segments(key)}`;
export const invoicesPath = (key: AccountKey) => `/portal/invoices/${segments(key)}`;
