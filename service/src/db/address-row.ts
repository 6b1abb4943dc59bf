import type { Address } from '@portal/shared/contract/dashboard';
import type { Country } from '@portal/shared/contract/enums';

/** The address columns of business partners and contract accounts, as a query returns them. */
export interface AddressRow {
  street: string;
  housenumber: string;
  housenumber_affix: string | null;
  floor: string | null;
  room: string | null;
  postcode: string;
  city: string;
  country: string;
}

/** The API's address object of a row: optional parts only when stored. */
export function addressOf(row: AddressRow): Address & { country: Country } {
  return {
    country: row.country as Country,
    postcode: row.postcode,
    city: row.city,
    street: row.street,
    housenumber: row.housenumber,
    ...(row.housenumber_affix ? { housenumberAffix: row.housenumber_affix } : {}),
    ...(row.floor ? { floor: row.floor } : {}),
    ...(row.room ? { room: row.room } : {}),
  };
}
