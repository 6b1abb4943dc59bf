import { Type, type TSchema } from '@sinclair/typebox';

/** A string enum from one of the const arrays in enums.ts, published as `enum` in JSON Schema / OpenAPI. */
export const StringEnum = <const T extends readonly string[]>(values: T, description?: string) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });

/** Numbers that are strings of digits (business partner, contract account, contract, invoice). */
export const DigitString = (maxLength: number, description?: string) =>
  Type.String({ pattern: '^[0-9]+$', minLength: 1, maxLength, ...(description ? { description } : {}) });

/** The path or body fields that name one of the user's contract accounts, spread into a schema's properties. */
export const ACCOUNT_REF = { businessPartnerNumber: DigitString(10), contractAccountNumber: DigitString(12) };

/** The same for a contract of that account. */
export const CONTRACT_REF = { ...ACCOUNT_REF, contractNumber: DigitString(12) };

/** Meter point number (Zählpunkt): AT + 31 characters, spaces removed, upper case. */
export const MeterPointNumber = Type.String({
  pattern: '^AT[0-9]{11}[0-9A-Z]{20}$',
  minLength: 33,
  maxLength: 33,
  description: 'Zählpunktbezeichnung, 33 characters',
});

/** Plain local date `YYYY-MM-DD` (Europe/Vienna). */
export const LocalDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'local date YYYY-MM-DD' });

/** Local date-time without offset (Europe/Vienna), e.g. 2026-06-28T00:15:00. */
export const LocalDateTime = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}$',
  description: 'local date-time without offset (Europe/Vienna)',
});

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * A yes/no query parameter: `true`/`false` (coerced), and empty (`?activeOnly=`, as some clients send it) meaning
 * false. Handlers test it with `=== true`.
 */
export const QueryFlag = (description?: string) =>
  Type.Union([Type.Boolean(), Type.Literal('')], { description: description ?? 'true or false; empty means false' });
