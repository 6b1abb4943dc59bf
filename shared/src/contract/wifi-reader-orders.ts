import { Type, type Static } from '@sinclair/typebox';
import { ACCOUNT_LIMITS, EMAIL_PATTERN, PHONE_PATTERN } from './account';
import { DigitString, Nullable } from './schema-helpers';

// The wifi reader head order (portal-processes §2.5, §3 "Wifi reader order", §5 "Wifi order"): a reader for the
// customer interface of the smart meter, sent to the delivery address and invoiced to the invoice address.

/** The spec gives no numbers; these fit an Austrian address label and the phone rule of §9. */
export const WIFI_ORDER_LIMITS = {
  nameMax: 80,
  streetAndHouseNumberMax: 80,
  postcodeAndCityMax: 70,
  phoneMax: ACCOUNT_LIMITS.phoneMax,
  emailMax: ACCOUNT_LIMITS.emailMax,
  meterNumbersMax: 10,
} as const;

const Required = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/** A postal address as one label: name, street and house number, postcode and city. */
export const WifiOrderAddress = Type.Object({
  name: Required(WIFI_ORDER_LIMITS.nameMax),
  streetAndHouseNumber: Required(WIFI_ORDER_LIMITS.streetAndHouseNumberMax),
  postcodeAndCity: Required(WIFI_ORDER_LIMITS.postcodeAndCityMax),
});
export type WifiOrderAddress = Static<typeof WifiOrderAddress>;

/** Path of both calls: the contract whose meter gets the reader. */
export const WifiOrderParams = Type.Object({
  businessPartnerNumber: DigitString(10),
  contractAccountNumber: DigitString(12),
});
export type WifiOrderParams = Static<typeof WifiOrderParams>;

/**
 * POST /v1.0/wifi-reader-orders/{bpn}/{can} → 201 WifiOrderReceipt. The delivery address, phone and e-mail for
 * questions, the invoice address, the contract and its meter numbers (as GET …/{cn} shows them), and the accepted
 * conditions. A second order for a meter while one is open → 409; a contract without a customer interface → 409.
 */
export const WifiOrderRequest = Type.Object({
  contractNumber: DigitString(12),
  ...WifiOrderAddress.properties,
  phone: Type.String({ pattern: PHONE_PATTERN, minLength: 1, maxLength: WIFI_ORDER_LIMITS.phoneMax }),
  email: Type.String({ pattern: EMAIL_PATTERN, minLength: 1, maxLength: WIFI_ORDER_LIMITS.emailMax }),
  invoiceAddress: WifiOrderAddress,
  meterNumbers: Type.Array(Type.String({ minLength: 1, maxLength: 18 }), { minItems: 1, maxItems: WIFI_ORDER_LIMITS.meterNumbersMax }),
  acceptConditions: Type.Boolean(),
});
export type WifiOrderRequest = Static<typeof WifiOrderRequest>;

export const WifiOrderReceipt = Type.Object({
  id: Type.Integer(),
  /** When the order was received, an instant in UTC. */
  orderedAt: Type.String(),
  meterNumbers: Type.Array(Type.String()),
});
export type WifiOrderReceipt = Static<typeof WifiOrderReceipt>;

export const WifiOrderFormParams = Type.Object({
  ...WifiOrderParams.properties,
  contractNumber: DigitString(12),
});
export type WifiOrderFormParams = Static<typeof WifiOrderFormParams>;

/**
 * GET /v1.0/wifi-reader-orders/{bpn}/{can}/{cn}: what the order form starts with. The delivery address from the
 * business partner, the invoice address from the contract account, phone and e-mail as stored, the meter numbers of
 * the contract, whether an order is possible at all, and the open order of the meter (then no second one).
 */
export const WifiOrderForm = Type.Object({
  possible: Type.Boolean(),
  delivery: WifiOrderAddress,
  invoiceAddress: WifiOrderAddress,
  phone: Type.String(),
  email: Type.String(),
  meterNumbers: Type.Array(Type.String()),
  openOrder: Nullable(Type.Object({ orderedAt: Type.String() })),
});
export type WifiOrderForm = Static<typeof WifiOrderForm>;
