import type { ProfileListEntry, ProfileRequest } from '@portal/shared/contract/consumption';
import type { Granularity } from '@portal/shared/contract/enums';
import { parseDisplayDate } from '@portal/shared/format/date-input';
import { seriesId, seriesOptions } from './series';
import type { SeriesKey } from './view-state';

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
