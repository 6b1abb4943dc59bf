/** de-AT number: grouping with '.', decimal comma, fixed places (Intl's de-AT grouping is a non-breaking space). */
export function formatDecimal(value: number, places = 2): string {
  const [whole, fraction] = Math.abs(value).toFixed(places).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}
