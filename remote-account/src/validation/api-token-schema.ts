import { boolean, object, string } from 'yup';
import { ACCOUNT_LIMITS } from '@portal/shared/contract/account';
import { texts } from '../texts';

export interface ApiTokenValues {
  forever: boolean;
  /** Kept as typed; only checked and sent when forever is off. */
  days: string;
}

const t = texts.apiToken;

/**
 * portal-core §5, §9: valid forever (no expiry) or a number of days: an integer without decimals, 1 to 3650
 * (0 would mean forever).
 */
export const apiTokenSchema = object({
  forever: boolean().required(),
  days: string().when('forever', {
    is: false,
    then: (schema) =>
      schema
        .trim()
        .required(t.daysRequired)
        .matches(/^\d+$/, t.daysInteger)
        .test('min', t.daysMin, (value) => value === undefined || Number(value) >= 1)
        .test('max', t.daysMax, (value) => value === undefined || Number(value) <= ACCOUNT_LIMITS.apiTokenMaxDays),
    otherwise: (schema) => schema.strip(),
  }),
});

/** The body of PUT /api-tokens/generate: 0 means forever. */
export function validForDaysOf(values: ApiTokenValues): number {
  return values.forever ? 0 : Number(values.days.trim());
}
