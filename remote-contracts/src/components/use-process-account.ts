import { useLocation, useParams } from 'react-router-dom';
import type { ContractAccountDetail, ContractDetail } from '@portal/shared/contract/contract-account';
import { useGetContractAccountQuery } from '@portal/shared/contract-accounts/get-contract-account';

export type AccountState =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error' }
  | { kind: 'ready'; detail: ContractAccountDetail; contract: ContractDetail | null };

/** Navigation state a dashboard link may carry: the contract account it already has (portal-processes §2.4 item 2). */
interface CarriedState {
  contractAccount?: ContractAccountDetail;
}

/**
 * The contract account (and contract) of the page's URL: from the navigation state when the dashboard carried it, else
 * loaded. A deep link to another customer's numbers answers 404 and shows not-found.
 */
export function useProcessAccount(): AccountState & {
  businessPartnerNumber: string;
  contractAccountNumber: string;
  contractNumber?: string;
} {
  const { businessPartnerNumber = '', contractAccountNumber = '', contractNumber } = useParams();
  const carried = (useLocation().state as CarriedState | null)?.contractAccount;
  const usable =
    carried?.businessPartnerNumber === businessPartnerNumber && carried.contractAccountNumber === contractAccountNumber
      ? carried
      : undefined;
  const query = useGetContractAccountQuery({ businessPartnerNumber, contractAccountNumber });
  const keys = { businessPartnerNumber, contractAccountNumber, contractNumber };
  const detail = query.data ?? usable;
  if (!detail) {
    if (query.isLoading || query.isFetching) return { kind: 'loading', ...keys };
    const status = query.error && 'status' in query.error ? query.error.status : 0;
    return { kind: status === 404 || status === 400 ? 'not-found' : 'error', ...keys };
  }
  if (contractNumber === undefined) return { kind: 'ready', detail, contract: null, ...keys };
  const contract = detail.contracts.find((c) => c.contractNumber === contractNumber);
  return contract ? { kind: 'ready', detail, contract, ...keys } : { kind: 'not-found', ...keys };
}
