import * as Yup from 'yup';
import { isPhoneNumber } from '@portal/shared/contract/account-rules';
import {
  WIFI_ORDER_LIMITS,
  type WifiOrderAddress,
  type WifiOrderForm,
  type WifiOrderRequest,
} from '@portal/shared/contract/wifi-reader-orders';
import { wifiTexts } from '../wifi-callback-texts';

export interface WifiOrderValues extends WifiOrderAddress {
  phone: string;
  email: string;
  invoiceAddress: WifiOrderAddress;
  acceptConditions: boolean;
}

const e = wifiTexts.errors;
const text = (max: number) => Yup.string().trim().required(e.required).max(max, e.tooLong(max));
const address = () => ({
  name: text(WIFI_ORDER_LIMITS.nameMax),
  streetAndHouseNumber: text(WIFI_ORDER_LIMITS.streetAndHouseNumberMax),
  postcodeAndCity: text(WIFI_ORDER_LIMITS.postcodeAndCityMax),
});

/** portal-processes §5 "Wifi order": every field required with its maximum, the phone rule, a valid e-mail, accepted conditions. */
export const wifiOrderSchema = Yup.object({
  ...address(),
  phone: text(WIFI_ORDER_LIMITS.phoneMax).test('phone', e.phoneInvalid, (value) => value === undefined || isPhoneNumber(value)),
  email: text(WIFI_ORDER_LIMITS.emailMax).email(e.emailInvalid),
  invoiceAddress: Yup.object(address()),
  acceptConditions: Yup.boolean().oneOf([true], e.acceptConditions),
});

/** The form starts with the stored data; the conditions are never pre-accepted. */
export function wifiOrderValuesOf(form: WifiOrderForm): WifiOrderValues {
  return { ...form.delivery, phone: form.phone, email: form.email, invoiceAddress: { ...form.invoiceAddress }, acceptConditions: false };
}

const trimmed = (a: WifiOrderAddress): WifiOrderAddress => ({
  name: a.name.trim(),
  streetAndHouseNumber: a.streetAndHouseNumber.trim(),
  postcodeAndCity: a.postcodeAndCity.trim(),
});

/** The body of POST /v1.0/wifi-reader-orders/{bpn}/{can}. */
export function wifiOrderBody(values: WifiOrderValues, contractNumber: string, meterNumbers: string[]): WifiOrderRequest {
  return {
    contractNumber,
    ...trimmed(values),
    phone: values.phone.trim(),
    email: values.email.trim(),
    invoiceAddress: trimmed(values.invoiceAddress),
    meterNumbers,
    acceptConditions: values.acceptConditions,
  };
}
