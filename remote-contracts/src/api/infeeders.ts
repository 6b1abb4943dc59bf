import type { ContractAccountParams } from '@portal/shared/contract/contract-account';
import type {
  InfeederInquiryRequest,
  InfeederInquiryResponse,
  QuickCheckRequest,
  QuickCheckResponse,
  SmallInfeederActivationRequest,
  SmallInfeederDeactivationRequest,
  SmallInfeederResponse,
} from '@portal/shared/contract/infeeders';
import { portalApi } from '@portal/shared/http/portal-api';
import { accountChanged, accountPath } from './account-tags';

const infeederUrl = (key: ContractAccountParams, tail = '') => `/v1.0/infeeders/${accountPath(key)}${tail}`;
const split = <T extends ContractAccountParams>({ businessPartnerNumber, contractAccountNumber, ...body }: T) => ({
  key: { businessPartnerNumber, contractAccountNumber },
  body,
});

/** The in-feeder calls: quick check, inquiry (a solar power application), small in-feeder activation and deactivation. */
const infeederApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** Computes only: nothing in the cache changes. */
    checkInfeed: build.mutation<QuickCheckResponse, ContractAccountParams & QuickCheckRequest>({
      query: (args) => {
        const { key, body } = split(args);
        return { method: 'POST', url: infeederUrl(key, '/quick-check'), body, silent: true };
      },
    }),
    /** A new OPEN application: the customer processes and their count bubble reload. */
    sendInfeederInquiry: build.mutation<InfeederInquiryResponse, ContractAccountParams & InfeederInquiryRequest>({
      query: (args) => {
        const { key, body } = split(args);
        return { method: 'POST', url: infeederUrl(key), body, silent: true };
      },
      invalidatesTags: (_result, error) => (error ? [] : ['PartnerProcess']),
    }),
    activateSmallInfeeder: build.mutation<SmallInfeederResponse, ContractAccountParams & SmallInfeederActivationRequest>({
      query: (args) => {
        const { key, body } = split(args);
        return { method: 'POST', url: infeederUrl(key, '/small/activate'), body, silent: true };
      },
      invalidatesTags: (_result, error, args) => (error ? [] : accountChanged(args)),
    }),
    deactivateSmallInfeeder: build.mutation<SmallInfeederResponse, ContractAccountParams & SmallInfeederDeactivationRequest>({
      query: (args) => {
        const { key, body } = split(args);
        return { method: 'POST', url: infeederUrl(key, '/small/deactivate'), body, silent: true };
      },
      invalidatesTags: (_result, error, args) => (error ? [] : accountChanged(args)),
    }),
  }),
});

export const {
  useCheckInfeedMutation,
  useSendInfeederInquiryMutation,
  useActivateSmallInfeederMutation,
  useDeactivateSmallInfeederMutation,
} = infeederApi;
