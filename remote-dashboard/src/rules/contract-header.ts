import type { ContractDetail } from '@portal/shared/contract/contract-account';

/** The title of a contract's section: its description, or its scale type when it has none (portal-core §2). */
export function contractTitle(contract: Pick<ContractDetail, 'description' | 'scaleType'>): string {
  return contract.description?.trim() || contract.scaleType;
}
