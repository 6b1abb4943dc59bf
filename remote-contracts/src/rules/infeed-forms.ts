import * as Yup from 'yup';
import { INFEEDER_LIMITS } from '@portal/shared/contract/infeeders';
import { infeedTexts } from '../infeed-texts';

const q = infeedTexts.quickCheck.errors;
const i = infeedTexts.inquiry.errors;

/** Whole kilowatts as typed (spaces allowed around), or null for anything else (decimals, letters, empty). */
export function parseKilowatts(value: string): number | null {
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

const wholeKilowatts = (min: number, messages: { required: string; whole: string; range: string }) =>
  Yup.string()
    .trim()
    .required(messages.required)
    .test('whole', messages.whole, (value) => !value || /^-?\d+$/.test(value))
    .test('range', messages.range, (value) => {
      if (!value || !/^-?\d+$/.test(value)) return true;
      const kw = Number(value);
      return kw >= min && kw <= INFEEDER_LIMITS.desiredCapacityMax;
    });

export interface QuickCheckValues {
  desiredCapacity: string;
  acceptGridCompatibilityCheck: boolean;
  acceptSafetyWarning: boolean;
}

/** Desired capacity a whole number of kW from 0 to 20, both confirmations given (portal-processes §5). */
export const quickCheckSchema = Yup.object({
  desiredCapacity: wholeKilowatts(INFEEDER_LIMITS.desiredCapacityMin, {
    required: q.desiredRequired,
    whole: q.desiredWhole,
    range: q.desiredRange,
  }),
  acceptGridCompatibilityCheck: Yup.boolean().oneOf([true], q.accept),
  acceptSafetyWarning: Yup.boolean().oneOf([true], q.accept),
});

export interface InquiryValues {
  maximumCapacity: string;
}

/** The plant size of the inquiry: its maximum power, a whole number of kVA from 1 to 20. */
export const inquirySchema = Yup.object({
  maximumCapacity: wholeKilowatts(INFEEDER_LIMITS.maximumCapacityMin, { required: i.required, whole: i.whole, range: i.range }),
});
