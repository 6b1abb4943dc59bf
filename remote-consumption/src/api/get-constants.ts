import type { CompareValues, ReadingTypes } from '@portal/shared/contract/consumption';
import { portalApi } from '@portal/shared/http/portal-api';

/** GET /v1.0/constants/reading-types and /compare-values: explanations and the standard load profiles. */
const getConstantsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getReadingTypes: build.query<ReadingTypes, void>({
      query: () => ({ url: '/v1.0/constants/reading-types', silent: true }),
      keepUnusedDataFor: 3600,
    }),
    getCompareValues: build.query<CompareValues, void>({
      query: () => ({ url: '/v1.0/constants/compare-values', silent: true }),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetReadingTypesQuery, useGetCompareValuesQuery } = getConstantsApi;
