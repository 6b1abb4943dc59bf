import type { ContractAccountSummary } from '@portal/shared/contract/dashboard';
import type { Branch } from '@portal/shared/contract/enums';

interface HeaderFilter {
  branch?: Branch | '';
  filter?: string;
  /** An empty parameter (`activeOnly=`) means all, like false. */
  activeOnly?: boolean | '';
}

const withoutSpaces = (text: string) => text.replace(/\s+/g, '');

/**
 * Dashboard filter: branch (empty = all), case-insensitive text in number, description, address, meter point, contract.
 * The portal shows numbers grouped (meter point `AT 003000 00000 …`): a query copied from there matches the numbers
 * with its spaces ignored, while description and address compare the text as typed.
 */
export function filterAccounts(accounts: ContractAccountSummary[], query: HeaderFilter): ContractAccountSummary[] {
  const needle = query.filter?.trim().toLowerCase() ?? '';
  const compactNeedle = withoutSpaces(needle);
  return accounts.filter((a) => {
    if (query.branch && a.branch !== query.branch) return false;
    if (query.activeOnly && !a.active) return false;
    if (!needle) return true;
    const numbers = [a.contractAccountNumber, ...a.contracts.flatMap((c) => [c.meterPointAdministrationNumber, c.contractNumber])];
    return (
      [a.description, a.address].some((text) => text.toLowerCase().includes(needle)) ||
      numbers.some((number) => number.toLowerCase().includes(compactNeedle))
    );
  });
}
