import { skipToken } from '@reduxjs/toolkit/query';
import { useLocation, useParams } from 'react-router-dom';
import { useGetContractAccountQuery } from '@portal/shared/contract-accounts/get-contract-account';

/** The contract account and contract named by the route's parameters. */
export function useRouteContract() {
  const { bpn = '', can = '', contractNumber = '', infeederRequestType } = useParams();
  // The performance-monitoring route names the segment itself (its own title), the other one as a parameter.
  const { pathname } = useLocation();
  const valid = /^\d{10}$/.test(bpn) && /^\d{12}$/.test(can);
  const query = useGetContractAccountQuery(valid ? { businessPartnerNumber: bpn, contractAccountNumber: can } : skipToken);
  const contract = query.data?.contracts.find((c) => c.contractNumber === contractNumber);
  return {
    bpn,
    can,
    contractNumber,
    /** The path's last segment: 'base', 'performance-monitoring', or anything typed into the address bar. */
    requestType: pathname.endsWith('/performance-monitoring') ? 'performance-monitoring' : (infeederRequestType ?? 'base'),
    account: query.data,
    contract,
    isLoading: query.isLoading,
    /** Unknown numbers, another customer's (404) or a contract not in the account. */
    notFound: !valid || (query.isError && (query.error as { status?: number }).status === 404) || (!!query.data && !contract),
    isError: query.isError,
  };
}
