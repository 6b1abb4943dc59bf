import { wifiOrderBody, wifiOrderSchema, wifiOrderValuesOf } from './wifi-order-form';

const form = {
  possible: true,
  delivery: { name: 'Max Mustermann', streetAndHouseNumber: 'Hauptstraße 1', postcodeAndCity: '4020 Linz' },
  invoiceAddress: { name: 'Max Mustermann', streetAndHouseNumber: 'Lindenweg 7', postcodeAndCity: '4020 Linz' },
  phone: '0732 123456',
  email: 'max@example.at',
  meterNumbers: ['12345678'],
  openOrder: null,
};

describe('wifi order form rules', () => {
  it('starts from the stored data with the conditions not accepted', () => {
    expect(wifiOrderValuesOf(form)).toEqual({
      ...form.delivery,
      phone: form.phone,
      email: form.email,
      invoiceAddress: form.invoiceAddress,
      acceptConditions: false,
    });
  });

  it('requires every field within its maximum, the phone rule, a valid e-mail and the conditions', async () => {
    const values = { ...wifiOrderValuesOf(form), name: ' ', phone: '-/-', email: 'max@', acceptConditions: false };
    const errors = await wifiOrderSchema
      .validate({ ...values, invoiceAddress: { ...values.invoiceAddress, postcodeAndCity: 'x'.repeat(71) } }, { abortEarly: false })
      .catch((error: { inner: { path: string }[] }) => error.inner.map((e) => e.path));
    expect([...(errors as string[])].sort()).toEqual(['acceptConditions', 'email', 'invoiceAddress.postcodeAndCity', 'name', 'phone']);
    expect(await wifiOrderSchema.isValid({ ...wifiOrderValuesOf(form), acceptConditions: true })).toBe(true);
  });

  it('sends the trimmed values with the contract and its meter numbers', () => {
    const body = wifiOrderBody({ ...wifiOrderValuesOf(form), name: ' Max ', acceptConditions: true }, '300012345001', ['12345678']);
    expect(body).toMatchObject({ contractNumber: '300012345001', name: 'Max', meterNumbers: ['12345678'], acceptConditions: true });
  });
});
