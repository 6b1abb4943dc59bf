/** An Austrian IBAN (AT + 2 check digits + 5-digit bank code + 11-digit account) with correct mod-97 check digits. */
export function austrianIban(bankCode: string, account: string): string {
  const bban = bankCode.padStart(5, '0') + account.padStart(11, '0');
  // Letters A=10 … Z=35: "AT00" moved behind the BBAN becomes 1029 00.
  const numeric = `${bban}102900`;
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  const check = String(98 - remainder).padStart(2, '0');
  return `AT${check}${bban}`;
}
