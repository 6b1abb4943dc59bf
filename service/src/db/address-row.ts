import type { Address } from '@portal/shared/contract/address';
import type { Country } from '@portal/shared/contract/enums';

/** The street address columns of business partners and contract accounts, as a query returns them. */
export interface StreetAddressRow {
  street: string;
  housenumber: string;
  housenumber_affix: string | null;
  floor: string | null;
  room: string | null;
  postcode: string;
  city: string;
}

/** The address columns with the country. */
export interface AddressRow extends StreetAddressRow {
  country: string;
}

/** "12/3/4": house number / affix (staircase) / floor / door, each only when present. */
export function houseNumberOf(address: Pick<Address, 'housenumber' | 'housenumberAffix' | 'floor' | 'room'>): string {
  return [address.housenumber, address.housenumberAffix, address.floor, address.room].filter(Boolean).join('/');
}

const streetAddressOf = (row: StreetAddressRow) => ({
  postcode: row.postcode,
  city: row.city,
  street: row.street,
  housenumber: row.housenumber,
  ...(row.housenumber_affix ? { housenumberAffix: row.housenumber_affix } : {}),
  ...(row.floor ? { floor: row.floor } : {}),
  ...(row.room ? { room: row.room } : {}),
});

/** The API's address object of a row: optional parts only when stored. */
export function addressOf(row: AddressRow): Address & { country: Country } {
  return { country: row.country as Country, ...streetAddressOf(row) };
}

/** One display line: "Hauptstraße 12/3/4, 4020 Linz" (the dashboard's and the profile list's address string). */
export function displayAddress(row: StreetAddressRow): string {
  return `${row.street} ${houseNumberOf(streetAddressOf(row))}, ${row.postcode} ${row.city}`;
}
