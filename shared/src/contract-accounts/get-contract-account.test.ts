import { configureStore } from '@reduxjs/toolkit';
import { configureHttpClient } from '../http/client';
import { installFakeFetch } from '../http/fake-fetch';
import { portalApi } from '../http/portal-api';
import { contractAccountApi } from './get-contract-account';

const URL = '/service/v1.0/contract-accounts/1000012345/400012345001';
const params = { businessPartnerNumber: '1000012345', contractAccountNumber: '400012345001' };
const detail = { businessPartnerNumber: '1000012345', contractAccountNumber: '400012345001', contracts: [] };

function newStore() {
  return configureStore({
    reducer: { [portalApi.reducerPath]: portalApi.reducer },
    middleware: (getDefault) => getDefault().concat(portalApi.middleware),
  });
}

const onGeneralError = jest.fn();
beforeEach(() => {
  onGeneralError.mockReset();
  configureHttpClient({ onMaintenance: () => {}, onLoggedOut: () => {}, onServerError: () => {}, onGeneralError });
});

describe('getContractAccount', () => {
  it('fetches an account once for every page that shows it (dashboard row, consumption view)', async () => {
    const { calls } = installFakeFetch({ [URL]: { status: 200, body: detail } });
    const store = newStore();
    const fromDashboard = store.dispatch(contractAccountApi.endpoints.getContractAccount.initiate(params));
    const fromConsumption = store.dispatch(contractAccountApi.endpoints.getContractAccount.initiate({ ...params }));
    await expect(fromDashboard.unwrap()).resolves.toEqual(detail);
    await expect(fromConsumption.unwrap()).resolves.toEqual(detail);
    expect(calls.filter((call) => call.url === URL)).toHaveLength(1);
    const cached = Object.keys(store.getState().portalApi.queries);
    expect(cached).toHaveLength(1);
    fromDashboard.unsubscribe();
    fromConsumption.unsubscribe();
  });

  it('leaves a 404 (another customer’s numbers) to the page: no global error, status in the query error', async () => {
    installFakeFetch({ [URL]: { status: 404 } });
    const result = await newStore().dispatch(contractAccountApi.endpoints.getContractAccount.initiate(params));
    expect(result.error).toMatchObject({ status: 404 });
    expect(onGeneralError).not.toHaveBeenCalled();
  });
});
