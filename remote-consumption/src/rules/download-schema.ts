import { formatDate } from '@portal/shared/format/date';
import { parseDisplayDate } from '@portal/shared/format/date-input';
import { array, object, string } from 'yup';
import { chosenBounds, chosenOf, type DownloadChoice, type DownloadValues } from './download-configuration';

export interface DownloadMessages {
  profilesRequired: string;
  dateInvalid: string;
  toBeforeFrom: string;
  outOfRange: (from: string, to: string) => string;
  noCommonRange: string;
}

/**
 * At least one profile (portal-processes §5) with days in common, two valid dates in order and within the days the
 * chosen profiles have data for (the service would refuse the range).
 */
export const downloadSchema = (m: DownloadMessages, choices: DownloadChoice[]) => {
  const withinData = (value: string | undefined, profiles: string[]) => {
    const date = value ? parseDisplayDate(value) : null;
    const bounds = chosenBounds(choices, profiles);
    return !date || !bounds || (date >= bounds.min && date <= bounds.max);
  };
  const rangeMessage = (profiles: string[]) => {
    const bounds = chosenBounds(choices, profiles);
    return bounds ? m.outOfRange(formatDate(bounds.min), formatDate(bounds.max)) : m.noCommonRange;
  };
  return object({
    profiles: array()
      .of(string().required())
      .min(1, m.profilesRequired)
      .required(m.profilesRequired)
      .test(
        'common',
        m.noCommonRange,
        (profiles = []) => chosenOf(choices, profiles).length === 0 || chosenBounds(choices, profiles) !== null,
      ),
    from: string()
      .required(m.dateInvalid)
      .test('date', m.dateInvalid, (v) => !!v && parseDisplayDate(v) !== null)
      .test('range', function range(v) {
        const { profiles = [] } = this.parent as Partial<DownloadValues>;
        return withinData(v, profiles) || this.createError({ message: rangeMessage(profiles) });
      }),
    to: string()
      .required(m.dateInvalid)
      .test('date', m.dateInvalid, (v) => !!v && parseDisplayDate(v) !== null)
      .test('order', m.toBeforeFrom, function order(v) {
        // Formik validates an emptied field as undefined.
        const from = parseDisplayDate((this.parent as Partial<DownloadValues>).from ?? '');
        const to = v ? parseDisplayDate(v) : null;
        return !from || !to || from <= to;
      })
      .test('range', function range(v) {
        const { profiles = [] } = this.parent as Partial<DownloadValues>;
        return withinData(v, profiles) || this.createError({ message: rangeMessage(profiles) });
      }),
  });
};
