import { inquirySchema, parseKilowatts, quickCheckSchema } from './infeed-forms';

const errorsOf = async (schema: typeof quickCheckSchema | typeof inquirySchema, values: object) => {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { inner: { path: string; message: string }[] }).inner.map((e) => `${e.path}: ${e.message}`);
  }
};
const confirmed = { acceptGridCompatibilityCheck: true, acceptSafetyWarning: true };

describe('quick-check form', () => {
  it.each(['0', '7', ' 20 '])('accepts %j kW with both confirmations', async (desiredCapacity) => {
    expect(await errorsOf(quickCheckSchema, { desiredCapacity, ...confirmed })).toEqual([]);
  });

  it.each([
    ['', 'Bitte geben Sie die gewünschte Leistung an.'],
    ['7,5', 'Bitte geben Sie ganze Kilowatt an (ohne Komma).'],
    ['abc', 'Bitte geben Sie ganze Kilowatt an (ohne Komma).'],
    ['21', 'Bitte geben Sie einen Wert von 0 bis 20 kW an.'],
    ['-1', 'Bitte geben Sie einen Wert von 0 bis 20 kW an.'],
  ])('refuses %j', async (desiredCapacity, message) => {
    expect(await errorsOf(quickCheckSchema, { desiredCapacity, ...confirmed })).toEqual([`desiredCapacity: ${message}`]);
  });

  it('requires both confirmations', async () => {
    expect(
      await errorsOf(quickCheckSchema, { desiredCapacity: '5', acceptGridCompatibilityCheck: false, acceptSafetyWarning: false }),
    ).toEqual(['acceptGridCompatibilityCheck: Bitte bestätigen Sie.', 'acceptSafetyWarning: Bitte bestätigen Sie.']);
  });
});

describe('inquiry form', () => {
  it('takes a plant of 1 to 20 whole kVA', async () => {
    expect(await errorsOf(inquirySchema, { maximumCapacity: '12' })).toEqual([]);
    expect(await errorsOf(inquirySchema, { maximumCapacity: '0' })).toEqual([
      'maximumCapacity: Bitte geben Sie einen Wert von 1 bis 20 kVA an.',
    ]);
    expect(await errorsOf(inquirySchema, { maximumCapacity: '' })).toEqual([
      'maximumCapacity: Bitte geben Sie die maximale Anlagenleistung an.',
    ]);
    expect(await errorsOf(inquirySchema, { maximumCapacity: '7,5' })).toEqual([
      'maximumCapacity: Bitte geben Sie ganze kVA an (ohne Komma).',
    ]);
  });
});

describe('parseKilowatts', () => {
  it('reads whole kW only', () => {
    expect(parseKilowatts(' 12 ')).toBe(12);
    expect(parseKilowatts('12,5')).toBeNull();
    expect(parseKilowatts('')).toBeNull();
  });
});
