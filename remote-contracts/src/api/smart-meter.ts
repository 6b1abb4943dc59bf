import type { ContractAccountParams } from '@portal/shared/contract/contract-account';
import type {
  ActivationRequest,
  ActivationResponse,
  DeviceKeyActivationResponse,
  DeviceKeyResponse,
  OptInRequest,
  OptInResponse,
} from '@portal/shared/contract/contract-processes';
import { portalApi } from '@portal/shared/http/portal-api';
import { accountChanged, accountPath } from './account-tags';

type PodArgs = ContractAccountParams & { pod: string };
const podUrl = ({ pod, ...key }: PodArgs) => `/v1.0/pods/${accountPath(key)}/${encodeURIComponent(pod)}`;

/** The smart-meter processes: M-Bus key and its activation, opt-in, smart-meter and load-profile activation. */
const smartMeterApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST …/{pod}/deviceKey: answers the key; nothing in the cache changes. */
    readDeviceKey: build.mutation<DeviceKeyResponse, PodArgs>({
      query: (args) => ({ method: 'POST', url: `${podUrl(args)}/deviceKey`, body: { acceptConditions: true }, silent: true }),
    }),
    activateDeviceKey: build.mutation<DeviceKeyActivationResponse, PodArgs>({
      query: (args) => ({ method: 'POST', url: `${podUrl(args)}/deviceKey/activate`, body: { acceptConditions: true }, silent: true }),
      invalidatesTags: (_result, error, key) => (error ? [] : accountChanged(key)),
    }),
    requestOptIn: build.mutation<OptInResponse, PodArgs & OptInRequest>({
      query: ({ reason, acceptReadings, acceptNonIMAVOCompliantMeterTerms, ...args }) => ({
        method: 'POST',
        url: `${podUrl(args)}/amisOptIn`,
        body: { reason, acceptReadings, acceptNonIMAVOCompliantMeterTerms },
        silent: true,
      }),
      invalidatesTags: (_result, error, key) => (error ? [] : accountChanged(key)),
    }),
    activateSmartMeter: build.mutation<ActivationResponse, ActivationRequest & { pod: string }>({
      query: ({ pod, ...body }) => ({ method: 'POST', url: `${podUrl({ ...body, pod })}/smartmeter/activate`, body, silent: true }),
      invalidatesTags: (_result, error, key) => (error ? [] : accountChanged(key)),
    }),
    activateLoadProfile: build.mutation<ActivationResponse, ActivationRequest>({
      query: (body) => ({ method: 'POST', url: '/v1.0/consumptions/profile/activate', body, silent: true }),
      invalidatesTags: (_result, error, key) => (error ? [] : accountChanged(key)),
    }),
  }),
});

export const {
  useReadDeviceKeyMutation,
  useActivateDeviceKeyMutation,
  useRequestOptInMutation,
  useActivateSmartMeterMutation,
  useActivateLoadProfileMutation,
} = smartMeterApi;
