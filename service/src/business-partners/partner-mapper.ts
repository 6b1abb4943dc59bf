import type { ProfileBusinessPartner } from '@portal/shared/contract/account';
import type { Country } from '@portal/shared/contract/enums';
import { addressOf, type AddressRow } from '../db/address-row';

/** A business partner as stored (queries.ts selects PARTNER_COLUMNS). */
export interface PartnerRow extends AddressRow {
  business_partner_number: string;
  salutation: string | null;
  firstname: string | null;
  lastname: string | null;
  company_name: string | null;
  email: string | null;
  landline: string | null;
  landline_extension: string | null;
  landline_country: string;
  mobile: string | null;
  mobile_country: string;
  mobile_pending: string | null;
  mobile_pending_country: string | null;
  ecommunication_active: boolean;
  activation_pending: boolean;
}

export const PARTNER_COLUMNS = `business_partner_number, salutation, firstname, lastname, company_name, street, housenumber,
  housenumber_affix, floor, room, postcode, city, country, email, landline, landline_extension, landline_country,
  mobile, mobile_country, mobile_pending, mobile_pending_country, ecommunication_active, activation_pending`;

const optional = <K extends string>(key: K, value: string | null) => (value ? ({ [key]: value } as Record<K, string>) : {});

/** A stored partner as the profile pages show it: optional parts only when present. */
export function toProfilePartner(p: PartnerRow): ProfileBusinessPartner {
  return {
    businessPartnerNumber: p.business_partner_number,
    entity: {
      fullname: p.company_name ?? [p.firstname, p.lastname].filter(Boolean).join(' '),
      ...optional('salutation', p.salutation),
      ...optional('firstname', p.firstname),
      ...optional('lastname', p.lastname),
      ...optional('companyName', p.company_name),
      address: addressOf(p),
      ...(p.landline
        ? { landline: { number: p.landline, ...optional('extension', p.landline_extension), country: p.landline_country as Country } }
        : {}),
      ...(p.mobile ? { mobile: { number: p.mobile, country: p.mobile_country as Country } } : {}),
    },
    email: p.email,
    ecommunicationActive: p.ecommunication_active,
    ecommunicationInactive: !p.ecommunication_active,
    activationPending: p.activation_pending,
    ...(p.mobile_pending ? { mobilePending: { number: p.mobile_pending, country: (p.mobile_pending_country ?? 'AT') as Country } } : {}),
  };
}

export const PARTNER_NOT_FOUND = { type: 'NOT_FOUND', message: 'Geschäftspartner nicht gefunden' };
