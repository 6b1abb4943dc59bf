import type { WifiOrderAddress } from '@portal/shared/contract/wifi-reader-orders';
import { houseNumberOf, type StreetAddressRow } from '../db/address-row';

export interface PartnerNameRow {
  salutation: string | null;
  firstname: string | null;
  lastname: string | null;
  company_name: string | null;
}

/** The name on a parcel or an invoice: the company, else first and last name. */
const recipientName = (p: PartnerNameRow): string => p.company_name ?? [p.firstname, p.lastname].filter(Boolean).join(' ');

/** A stored address as the order's three lines: "Hauptstraße 12/3", "4020 Linz". */
export function addressLabel(partner: PartnerNameRow, address: StreetAddressRow): WifiOrderAddress {
  const house = houseNumberOf({
    housenumber: address.housenumber,
    housenumberAffix: address.housenumber_affix ?? undefined,
    floor: address.floor ?? undefined,
    room: address.room ?? undefined,
  });
  return {
    name: recipientName(partner),
    streetAndHouseNumber: `${address.street} ${house}`.trim(),
    postcodeAndCity: `${address.postcode} ${address.city}`.trim(),
  };
}
