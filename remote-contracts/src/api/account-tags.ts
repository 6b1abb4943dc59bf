import type { ContractAccountParams } from '@portal/shared/contract/contract-account';

/** What a successful process changes: the account's detail and the dashboard (pending texts, IBAN, paperless, instalment). */
export const accountChanged = (key: ContractAccountParams) => [
  { type: 'ContractAccount' as const, id: `${key.businessPartnerNumber}/${key.contractAccountNumber}` },
  'Dashboard' as const,
];

export const accountPath = (key: ContractAccountParams) =>
  [key.businessPartnerNumber, key.contractAccountNumber].map(encodeURIComponent).join('/');
