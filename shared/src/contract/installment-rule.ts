// The instalment rule the instalment form (Yup) and the service check alike (portal-processes §5).

/** Amounts as the customer types them: digits with a comma or a dot and at most two decimals. */
const AMOUNT_PATTERN = /^\d{1,9}([.,]\d{1,2})?$/;

/** `85,5` or `85.50` → 85.5; null when it is not a number in that form. */
export function parseAmount(input: string): number | null {
  const text = input.trim();
  if (!AMOUNT_PATTERN.test(text)) return null;
  return Number(text.replace(',', '.'));
}

/**
 * Rounded to whole cents (bounds are compared after rounding to 2 decimals), half away from zero on the decimal value:
 * 39.995 is 39.99499… in binary, and multiplying by 100 would round it down.
 */
export const roundCents = (value: number): number => Math.sign(value) * Number(`${Math.round(Number(`${Math.abs(value)}e2`))}e-2`);

export type AmountProblem = 'BELOW_MIN' | 'ABOVE_MAX';

/** Whether an amount lies within the agreement's bounds, compared after rounding to 2 decimals; a missing bound is open. */
export function amountProblem(amount: number, bounds: { minAmount?: number | null; maxAmount?: number | null }): AmountProblem | null {
  const value = roundCents(amount);
  if (bounds.minAmount !== null && bounds.minAmount !== undefined && value < roundCents(bounds.minAmount)) return 'BELOW_MIN';
  if (bounds.maxAmount !== null && bounds.maxAmount !== undefined && value > roundCents(bounds.maxAmount)) return 'ABOVE_MAX';
  return null;
}
