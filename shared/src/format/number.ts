/**
 * de-AT numbers: '.' groups thousands, ',' separates decimals (portal-core §9). Formatted by hand because Node's
 * Intl groups de-AT with a non-breaking space (STACK-NOTES.md), so server and browser would disagree.
 */

/** Rounds half away from zero on the decimal value (1.005 → 1.01), not on its binary approximation. */
function roundedDigits(abs: number, decimals: number): string {
  const shifted = Math.round(Number(`${abs}e${decimals}`));
  return Number(`${shifted}e-${decimals}`).toFixed(decimals);
}

/** `1234.567` → `1.234,57`; null, undefined and NaN → ''. */
export function formatNumber(value: number | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const [integer, fraction] = roundedDigits(Math.abs(value), decimals).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const negative = value < 0 && /[1-9]/.test(integer + (fraction ?? ''));
  return `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** `1234.567` → `1.234,57 €`. */
export function formatEuro(value: number | null | undefined): string {
  const number = formatNumber(value, 2);
  return number ? `${number} €` : '';
}

/** Reads a number a user typed with a comma or a dot as decimal separator (`12,5`, `12.5`); NaN if invalid. */
export function parseDecimal(text: string): number {
  const trimmed = text.trim();
  if (!/^-?\d+([.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}
