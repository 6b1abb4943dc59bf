import type { Address } from '../contract/address';

/**
 * One display line of an address, as the service writes it for the dashboard and its mails:
 * `Hauptstraße 12/3/4, 4020 Linz` (house number / affix / floor / door, each only when present).
 */
export function formatAddress(address: Address): string {
  const number = [address.housenumber, address.housenumberAffix, address.floor, address.room].filter(Boolean).join('/');
  return `${address.street} ${number}, ${address.postcode} ${address.city}`;
}
