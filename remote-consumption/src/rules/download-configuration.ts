import type { ProfileListEntry, ProfileRequest } from '@portal/shared/contract/consumption';
import type { Granularity } from '@portal/shared/contract/enums';
import type { ErrorItem } from '@portal/shared/contract/errors';
import { parseDisplayDate } from '@portal/shared/format/date-input';
import { maxDate, minDate } from './local-dates';
import { seriesId, seriesOptions } from './series';
import type { Bounds, SeriesKey } from './view-state';

/** One profile the customer can download: a load-profile series of one of their meter points. */
export interface DownloadChoice {
  id: string;
  pod: ProfileListEntry;
  series: SeriesKey;
}

/** Every load-profile series of the meter points with data, each once. */
export function downloadChoices(pods: ProfileListEntry[]): DownloadChoice[] {
  const seen = new Set<string>();
  return pods
    .filter((pod) => pod.minimumDate && pod.maximumDate)
    .flatMap((pod) =>
      seriesOptions(pod.profiles).map((series) => ({ id: `${pod.meterPointAdministrationNumber}|${seriesId(series)}`, pod, series })),
    )
    .filter((choice) => (seen.has(choice.id) ? false : (seen.add(choice.id), true)));
}

export interface DownloadValues {
  profiles: string[];
  from: string;
  to: string;
  granularity: Granularity;
  timestamps: 'local' | 'iso';
}

/** The request of the chosen profiles: one pod entry each, all with the same range. */
export function downloadRequest(values: DownloadValues, choices: DownloadChoice[]): ProfileRequest {
  const from = parseDisplayDate(values.from) ?? '';
  const to = parseDisplayDate(values.to) ?? '';
  return {
    dimension: 'ENERGY',
    pods: choices
      .filter((c) => values.profiles.includes(c.id))
      .map(({ pod, series }) => ({
        contractAccountNumber: pod.contractAccountNumber,
        contractNumber: pod.contractNumber,
        meterPointAdministrationNumber: pod.meterPointAdministrationNumber,
        type: series.type,
        energyDirection: series.energyDirection,
        timerange: { from, to },
        bestAvailableGranularity: values.granularity,
      })),
  };
}

/** The chosen profiles, in the order of the choices (the order of the request's pods). */
export const chosenOf = (choices: DownloadChoice[], profiles: string[]) => choices.filter((c) => profiles.includes(c.id));

/**
 * The days the chosen profiles all have data for (every pod's range must lie within its data, or the service answers
 * 400); with none chosen, the days any profile has. Null: the chosen profiles have no day in common.
 */
export function chosenBounds(choices: DownloadChoice[], profiles: string[]): Bounds | null {
  const chosen = chosenOf(choices, profiles);
  const ranges = (chosen.length > 0 ? chosen : choices).map(({ pod }) => ({ min: pod.minimumDate ?? '', max: pod.maximumDate ?? '' }));
  if (ranges.length === 0) return null;
  const bounds =
    chosen.length > 0
      ? ranges.reduce((a, b) => ({ min: maxDate(a.min, b.min), max: minDate(a.max, b.max) }))
      : ranges.reduce((a, b) => ({ min: minDate(a.min, b.min), max: maxDate(a.max, b.max) }));
  return bounds.min <= bounds.max ? bounds : null;
}

const POD_PATH = /^pods\.(\d+)(?:\.(.+))?$/;

/**
 * A 400 answer of the download as the form's errors: the request's paths turned into the form's fields (its range
 * into Von and Bis, a profile's other fields into the profile choice), the profile named when several were chosen;
 * anything else stays general (shown above the form).
 */
export function downloadFormErrors(
  errors: ErrorItem[],
  chosen: DownloadChoice[],
  labelOf: (choice: DownloadChoice) => string,
): ErrorItem[] {
  return errors.map((error) => {
    const match = POD_PATH.exec(error.path ?? '');
    const choice = match ? chosen[Number(match[1])] : undefined;
    if (!match || !choice) return error;
    const field = match[2] === 'timerange.to' ? 'to' : match[2]?.startsWith('timerange') ? 'from' : 'profiles';
    const message = chosen.length > 1 ? `${labelOf(choice)}: ${error.message}` : error.message;
    return { ...error, path: field, message };
  });
}
