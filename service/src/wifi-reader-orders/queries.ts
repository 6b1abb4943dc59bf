import type { WifiOrderAddress, WifiOrderRequest } from '@portal/shared/contract/wifi-reader-orders';
import type { Queryable } from '../db/db';
import type { StreetAddressRow } from '../db/address-row';
import { addressLabel, type PartnerNameRow } from './order-address';

/** The SQL of the wifi reader head orders. */

interface OrderDefaults {
  delivery: WifiOrderAddress;
  invoiceAddress: WifiOrderAddress;
  phone: string;
  email: string;
}

/** What the form starts with: the partner's name and address, the account's address, the stored phone and e-mail. */
export async function loadOrderDefaults(db: Queryable, contractAccountNumber: string): Promise<OrderDefaults> {
  type Row = PartnerNameRow & {
    partner: StreetAddressRow;
    account: StreetAddressRow;
    landline: string | null;
    mobile: string | null;
    email: string | null;
  };
  const { rows } = await db.query<Row>(
    `SELECT bp.salutation, bp.firstname, bp.lastname, bp.company_name,
            json_build_object('street', bp.street, 'housenumber', bp.housenumber, 'housenumber_affix', bp.housenumber_affix,
              'floor', bp.floor, 'room', bp.room, 'postcode', bp.postcode, 'city', bp.city) AS partner,
            json_build_object('street', ca.street, 'housenumber', ca.housenumber, 'housenumber_affix', ca.housenumber_affix,
              'floor', ca.floor, 'room', ca.room, 'postcode', ca.postcode, 'city', ca.city) AS account,
            bp.landline, bp.mobile, coalesce(bp.email, u.email) AS email
       FROM contract_accounts ca
       JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
       JOIN users u ON u.id = bp.user_id
      WHERE ca.contract_account_number = $1`,
    [contractAccountNumber],
  );
  const row = rows[0];
  return {
    delivery: addressLabel(row, row.partner),
    invoiceAddress: addressLabel(row, row.account),
    phone: row.mobile ?? row.landline ?? '',
    email: row.email ?? '',
  };
}

/** The open order of a meter, if any. */
export async function openOrderOf(db: Queryable, podId: number): Promise<{ orderedAt: string } | null> {
  const { rows } = await db.query<{ ordered_at: Date }>(
    `SELECT created_at AS ordered_at FROM wifi_reader_orders WHERE pod_id = $1 AND status = 'OPEN'`,
    [podId],
  );
  return rows[0] ? { orderedAt: rows[0].ordered_at.toISOString() } : null;
}

interface NewOrder {
  userId: number;
  contractAccountNumber: string;
  contractNumber: string;
  podId: number;
  order: Omit<WifiOrderRequest, 'contractNumber' | 'acceptConditions'>;
}

/** Stores an open order; null when the meter has one open already (the unique index decides, also under races). */
export async function insertOrder(tx: Queryable, o: NewOrder): Promise<{ id: number; orderedAt: string } | null> {
  const { order } = o;
  const { rows } = await tx.query<{ id: number; created_at: Date }>(
    `INSERT INTO wifi_reader_orders (user_id, contract_account_number, contract_number, pod_id, meter_numbers, name,
            street_and_house_number, postcode_and_city, phone, email, invoice_name, invoice_street_and_house_number,
            invoice_postcode_and_city)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (pod_id) WHERE status = 'OPEN' DO NOTHING
     RETURNING id, created_at`,
    [
      o.userId,
      o.contractAccountNumber,
      o.contractNumber,
      o.podId,
      order.meterNumbers,
      order.name,
      order.streetAndHouseNumber,
      order.postcodeAndCity,
      order.phone,
      order.email,
      order.invoiceAddress.name,
      order.invoiceAddress.streetAndHouseNumber,
      order.invoiceAddress.postcodeAndCity,
    ],
  );
  return rows[0] ? { id: rows[0].id, orderedAt: rows[0].created_at.toISOString() } : null;
}
