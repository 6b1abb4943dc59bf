import type { Address } from '@portal/shared/contract/address';
import { COUNTRY_NAMES } from '@portal/shared/contract/country-names';
import { houseNumberOf } from '../db/address-row';

/**
 * An address as lines of a letter from Austria: street with house number / affix / floor / door, postcode and city,
 * and the country's name in capitals only when it is abroad (domestic letters name no country).
 */
export function postalAddressLines(address: Address): string[] {
  const lines = [`${address.street} ${houseNumberOf(address)}`.trim(), `${address.postcode} ${address.city}`.trim()];
  if (address.country && address.country !== 'AT') lines.push(COUNTRY_NAMES[address.country].toUpperCase());
  return lines;
}
