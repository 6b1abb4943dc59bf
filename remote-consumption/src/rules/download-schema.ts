import { parseDisplayDate } from '@portal/shared/format/date-input';
import { array, object, string } from 'yup';
import type { DownloadValues } from './download-configuration';

export interface DownloadMessages {
  profilesRequired: string;
  dateInvalid: string;
  toBeforeFrom: string;
}

/** At least one profile (portal-processes §5), two valid dates in order. */
export const downloadSchema = (m: DownloadMessages) =>
  object({
    profiles: array().of(string().required()).min(1, m.profilesRequired).required(m.profilesRequired),
    from: string()
      .required(m.dateInvalid)
      .test('date', m.dateInvalid, (v) => !!v && parseDisplayDate(v) !== null),
    to: string()
      .required(m.dateInvalid)
      .test('date', m.dateInvalid, (v) => !!v && parseDisplayDate(v) !== null)
      .test('order', m.toBeforeFrom, function order(v) {
        const from = parseDisplayDate((this.parent as DownloadValues).from);
        const to = v ? parseDisplayDate(v) : null;
        return !from || !to || from <= to;
      }),
  });
