import type { FastifySchemaValidationError } from 'fastify';
import { ERROR_NUMBERS, type ErrorItem } from '@portal/shared/contract/errors';

/** Maps AJV errors onto the contract's error array: dot path without leading slash, German message, number. */
export function toErrorItems(errors: FastifySchemaValidationError[], context?: string): ErrorItem[] {
  const items = errors.map((error) => toErrorItem(error, context));
  // One error per path and message is enough for a form.
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = `${item.path}|${item.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function toErrorItem(error: FastifySchemaValidationError, context?: string): ErrorItem {
  const params = (error.params ?? {}) as Record<string, unknown>;
  const segments = (error.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    segments.push(params.missingProperty);
  }
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    segments.push(params.additionalProperty);
  }
  const path = segments.length ? segments.join('.') : context === 'body' || !context ? 'general' : context;
  return { path, ...describe(error.keyword, params) };
}

function describe(keyword: string, params: Record<string, unknown>): { message: string; number: number } {
  switch (keyword) {
    case 'required':
      return { message: 'Pflichtfeld', number: ERROR_NUMBERS.REQUIRED };
    case 'maxLength':
      return { message: `Höchstens ${String(params.limit)} Zeichen`, number: ERROR_NUMBERS.TOO_LONG };
    case 'minLength':
      return Number(params.limit) <= 1
        ? { message: 'Pflichtfeld', number: ERROR_NUMBERS.REQUIRED }
        : { message: `Mindestens ${String(params.limit)} Zeichen`, number: ERROR_NUMBERS.TOO_SHORT };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'minItems':
    case 'maxItems':
      return { message: 'Wert außerhalb des erlaubten Bereichs', number: ERROR_NUMBERS.OUT_OF_RANGE };
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
    case 'additionalProperties':
      return { message: 'Ungültiger Wert', number: ERROR_NUMBERS.INVALID_VALUE };
    default:
      return { message: 'Ungültiges Format', number: ERROR_NUMBERS.INVALID_FORMAT };
  }
}
