import type {
  ApprovalExtensionRequest,
  LimitationIncreaseRequest,
  PartnerProcesses,
  SolarPowerApplication,
} from '@portal/shared/contract/partner-processes';
import { portalApi } from '@portal/shared/http/portal-api';

const PROCESSES = [{ type: 'PartnerProcess' as const }];

/**
 * The customer's solar power applications and the two one-time requests on one. Both requests refresh everything
 * tagged PartnerProcess on success: the list and the count beside "Meine Prozesse" in the navigation.
 */
const partnerProcessesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getPartnerProcesses: build.query<PartnerProcesses, void>({
      query: () => ({ url: '/partner-processes', silent: true }),
      providesTags: PROCESSES,
    }),
    extendApprovalValidity: build.mutation<SolarPowerApplication, ApprovalExtensionRequest>({
      query: (body) => ({ method: 'POST', url: '/partner-processes/extend-approval-validity', body, silent: true }),
      invalidatesTags: (_result, error) => (error ? [] : PROCESSES),
    }),
    increaseFeedInLimitation: build.mutation<SolarPowerApplication, LimitationIncreaseRequest>({
      query: (body) => ({ method: 'POST', url: '/partner-processes/increase-feed-in-limitation', body, silent: true }),
      invalidatesTags: (_result, error) => (error ? [] : PROCESSES),
    }),
    /** The process-data mail, addressed by the application's account and case numbers. */
    sendApplicationData: build.mutation<null, SolarPowerApplication>({
      query: (application) => ({
        method: 'POST',
        url: '/v1.0/emails/process-data',
        body: {
          businessPartnerNumber: application.partner.businessPartnerNumber,
          contractAccountNumber: application.partner.contractAccountNumber,
          inquiryNumber: application.inquiryNumber,
          processingNumber: application.processingNumber,
        },
        silent: true,
      }),
    }),
  }),
});

export const {
  useGetPartnerProcessesQuery,
  useExtendApprovalValidityMutation,
  useIncreaseFeedInLimitationMutation,
  useSendApplicationDataMutation,
} = partnerProcessesApi;
