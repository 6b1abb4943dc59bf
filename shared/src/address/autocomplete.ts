import type { CityMap, StreetList } from '../contract/account';
import { portalApi } from '../http/portal-api';

export interface StreetArgs {
  cityCode: string;
  query: string;
}

/**
 * Background lookups of the address forms (my data's address dialog, the wifi reader order): GET /autocomplete/city?postcode (city code → name) and
 * GET /autocomplete/street?city-code&query (street names). Failures are silent: the dialog falls back to free text.
 */
export const autocompleteApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getCities: build.query<CityMap, string>({
      query: (postcode) => ({ url: `/autocomplete/city?${new URLSearchParams({ postcode })}`, silent: true }),
      keepUnusedDataFor: 300,
    }),
    getStreets: build.query<StreetList, StreetArgs>({
      query: ({ cityCode, query }) => ({
        url: `/autocomplete/street?${new URLSearchParams({ 'city-code': cityCode, query })}`,
        silent: true,
      }),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetCitiesQuery, useGetStreetsQuery } = autocompleteApi;
