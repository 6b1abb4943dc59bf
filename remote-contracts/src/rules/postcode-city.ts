import type { CityMap } from '@portal/shared/contract/account';

/** The Austrian postcode a "PLZ und Ort" text starts with (four digits), or null. */
export function postcodeOf(value: string): string | null {
  return /^\s*(\d{4})(?!\d)/.exec(value)?.[1] ?? null;
}

/**
 * Suggestions for a "PLZ und Ort" text: "<postcode> <place>" for every place of its postcode (the postcode lookup's
 * answer) that continues what is typed, in alphabetical order.
 */
export function postcodeCitySuggestions(value: string, cities: CityMap | undefined): string[] {
  const postcode = postcodeOf(value);
  if (!postcode || !cities) return [];
  const typed = value.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-AT');
  const names = [...new Set(Object.values(cities))].sort((a, b) => a.localeCompare(b, 'de-AT'));
  return names.map((name) => `${postcode} ${name}`).filter((option) => option.toLocaleLowerCase('de-AT').startsWith(typed));
}
