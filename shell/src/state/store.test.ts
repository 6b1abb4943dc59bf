import { portalApiReset } from '@portal/shared/state/late-apis';
import { createPortalStore } from './store';

describe('the portal store', () => {
  it('starts without RTK Query and takes the portal API in when its module is first loaded, then on every new store', async () => {
    const { store } = createPortalStore();
    expect(Object.keys(store.getState())).toEqual(['session', 'appStatus']);

    const { portalApi } = await import('@portal/shared/http/portal-api');
    expect(store.getState()).toHaveProperty(portalApi.reducerPath);
    // The logout's reset, sent without loading RTK Query, is the API's own reset.
    expect(portalApiReset().type).toBe(portalApi.util.resetApiState().type);

    const later = createPortalStore().store;
    expect(later.getState()).toHaveProperty(portalApi.reducerPath);
    // Its middleware runs: a query started through the store reaches the API's state.
    const api = portalApi.injectEndpoints({
      endpoints: (build) => ({ probe: build.query<unknown, void>({ queryFn: () => ({ data: 42 }) }) }),
    });
    await later.dispatch(api.endpoints.probe.initiate());
    expect(api.endpoints.probe.select()(later.getState() as never).data).toBe(42);
  });
});
