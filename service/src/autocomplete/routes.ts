import type { FastifyInstance } from 'fastify';
import { CityMap, CityQuery, RateLimitedError, StreetList, StreetQuery, ACCOUNT_LIMITS } from '@portal/shared/contract/account';
import { ApiError, ErrorArray } from '@portal/shared/contract/errors';
import { requireAuth } from '../session/auth-hooks';
import type { ServiceDeps } from '../deps';
import { cityByCode, citiesOf } from './postcodes';
import { findStreets } from './queries';
import { LIMITS } from '../http/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

/** Postcode → places and place → streets for the address dialog (portal-processes §5 address, §7). */
export function autocompleteRoutes({ db }: ServiceDeps) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);

    app.get(
      '/autocomplete/city',
      {
        schema: {
          tags: ['account'],
          summary: 'Places of an Austrian postcode: city code → name (GeoNames postal code data, CC BY 4.0)',
          description:
            'Codes: `<postcode>-<Gemeindekennzahl>` for a municipality, `<postcode>-<Gemeindekennzahl>-<place>` for a ' +
            'further place; municipalities first. An unknown postcode answers {}.',
          querystring: CityQuery,
          response: { 200: CityMap, 400: ErrorArray, 401: ApiError, 429: RateLimitedError },
        },
        config: { rateLimits: [{ limit: LIMITS.autocompletePerUser, key: 'user' }] },
      },
      async (request) => {
        const { postcode } = request.query;
        return Object.fromEntries(citiesOf(postcode).map((c) => [c.code, c.name]));
      },
    );

    app.get(
      '/autocomplete/street',
      {
        schema: {
          tags: ['account'],
          summary: 'Streets known for a place (from the operator’s supply addresses, never customer input), at most 20',
          description:
            'Matches streets starting with the query first, then streets containing it (case-insensitive). An unknown ' +
            'city code answers []. A street not in the list may still be used.',
          querystring: StreetQuery,
          response: { 200: StreetList, 400: ErrorArray, 401: ApiError, 429: RateLimitedError },
        },
        config: { rateLimits: [{ limit: LIMITS.autocompletePerUser, key: 'user' }] },
      },
      async (request) => {
        const query = request.query;
        const city = cityByCode(query['city-code']);
        if (!city) return [];
        const text = (query.query ?? '').trim().toLowerCase();
        return findStreets(db, city, text, ACCOUNT_LIMITS.streetSuggestionsMax);
      },
    );
  };
}
