import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { configureHttpClient } from './client';
import { installFakeFetch } from './fake-fetch';
import { portalBaseQuery } from './portal-api';

const api = { signal: new AbortController().signal } as BaseQueryApi;
const noop = () => {};

beforeEach(() => {
  configureHttpClient({ onMaintenance: noop, onLoggedOut: noop, onServerError: noop, onGeneralError: noop });
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('portalBaseQuery', () => {
  it('returns the data of a successful call', async () => {
    installFakeFetch({ '/service/v1.0/dashboard': { status: 200, body: { total: 3 } } });
    await expect(portalBaseQuery('/v1.0/dashboard', api, {})).resolves.toEqual({ data: { total: 3 } });
  });

  it('turns form errors into status 400 with the error array', async () => {
    const errors = [{ path: 'amount', message: 'zu klein' }];
    installFakeFetch({ '/service/v1.0/x': { status: 400, body: errors } });
    await expect(portalBaseQuery({ method: 'POST', url: '/v1.0/x', body: {} }, api, {})).resolves.toEqual({
      error: { status: 400, data: errors },
    });
  });

  it('turns other failures into their status and body', async () => {
    installFakeFetch({ '/service/v1.0/x': { status: 404, body: { m: 1 } } });
    await expect(portalBaseQuery('/v1.0/x', api, {})).resolves.toEqual({ error: { status: 404, data: { m: 1 } } });
  });
});
