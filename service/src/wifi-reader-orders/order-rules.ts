import { isPhoneNumber } from '@portal/shared/contract/account-rules';
import { ERROR_NUMBERS, type ErrorItem } from '@portal/shared/contract/errors';
import type { WifiOrderRequest } from '@portal/shared/contract/wifi-reader-orders';

const REQUIRED = 'Bitte füllen Sie dieses Feld aus.';

/** The order with every text trimmed (what is stored and mailed). */
export function trimmedOrder(body: WifiOrderRequest): WifiOrderRequest {
  return {
    ...body,
    name: body.name.trim(),
    streetAndHouseNumber: body.streetAndHouseNumber.trim(),
    postcodeAndCity: body.postcodeAndCity.trim(),
    phone: body.phone.trim(),
    email: body.email.trim(),
    invoiceAddress: {
      name: body.invoiceAddress.name.trim(),
      streetAndHouseNumber: body.invoiceAddress.streetAndHouseNumber.trim(),
      postcodeAndCity: body.invoiceAddress.postcodeAndCity.trim(),
    },
    meterNumbers: body.meterNumbers.map((m) => m.trim()),
  };
}

/**
 * What the schema cannot say (portal-processes §5 "Wifi order"): no field only of spaces, the conditions accepted, and
 * the meter numbers exactly those of the contract (an order for a meter the contract does not have would ship a
 * reader to nobody's meter). Expects a trimmed order.
 */
export function wifiOrderErrors(order: WifiOrderRequest, contractMeterNumbers: readonly string[]): ErrorItem[] {
  const errors: ErrorItem[] = [];
  const required = (path: string, value: string) => {
    if (value === '') errors.push({ path, message: REQUIRED, number: ERROR_NUMBERS.REQUIRED });
  };
  required('name', order.name);
  required('streetAndHouseNumber', order.streetAndHouseNumber);
  required('postcodeAndCity', order.postcodeAndCity);
  required('phone', order.phone);
  required('email', order.email);
  required('invoiceAddress.name', order.invoiceAddress.name);
  required('invoiceAddress.streetAndHouseNumber', order.invoiceAddress.streetAndHouseNumber);
  required('invoiceAddress.postcodeAndCity', order.invoiceAddress.postcodeAndCity);
  if (order.phone !== '' && !isPhoneNumber(order.phone)) {
    errors.push({ path: 'phone', message: 'Bitte geben Sie eine gültige Telefonnummer ein.', number: ERROR_NUMBERS.INVALID_FORMAT });
  }
  const asked = [...new Set(order.meterNumbers)].sort();
  const known = [...contractMeterNumbers].sort();
  if (asked.length !== known.length || asked.some((m, i) => m !== known[i])) {
    errors.push({
      path: 'meterNumbers',
      message: 'Die Zählernummern passen nicht zu diesem Vertrag.',
      number: ERROR_NUMBERS.INVALID_VALUE,
    });
  }
  if (!order.acceptConditions) {
    errors.push({ path: 'acceptConditions', message: 'Bitte akzeptieren Sie die Bedingungen.', number: ERROR_NUMBERS.REQUIRED });
  }
  return errors;
}
