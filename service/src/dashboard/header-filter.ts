import type { ContractAccountSummary } from '@portal/shared/contract/dashboard';
import type { Branch } from '@portal/shared/contract/enums';

interface HeaderFilter {
  branch?: Branch | '';
  filter?: string;
  /** An empty parameter (`activeOnly=`) means all, like false. */
  activeOnly?: boolean | '';
}

/** Dashboard filter: branch (empty = all), case-insensitive text in number, description, address, meter point, contract. */
export function filterAccounts(accounts: ContractAccountSummary[], query: HeaderFilter): ContractAccountSummary[] {
  const needle = query.filter?.trim().toLowerCase() ?? '';
  return accounts.filter((a) => {
    if (query.branch && a.branch !== query.branch) return false;
    if (query.activeOnly && !a.active) return false;
    if (!needle) return true;
    const haystack = [
      a.contractAccountNumber,
      a.description,
      a.address,
      ...a.contracts.flatMap((c) => [c.meterPointAdministrationNumber, c.contractNumber]),
    ];
    return haystack.some((text) => text.toLowerCase().includes(needle));
  });
}
