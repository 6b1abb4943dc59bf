import type { ProfileResult } from '@portal/shared/contract/consumption';
import type { Granularity } from '@portal/shared/contract/enums';
import { formatDate } from '@portal/shared/format/date';
import { formatNumber } from '@portal/shared/format/number';
import { unitLabel } from './chart-model';

interface AnnouncementTexts {
  granularity: Record<Granularity, string>;
  maximum: string;
  noValues: string;
}

/**
 * What the polite live region says once a view has loaded: resolution, range and the first series' result
 * ("Tag, 01.10.2026 – 31.10.2026: 312,40 kWh"; power data by their maximum), so a keyboard or screen-reader user
 * hears what a control changed without leaving it.
 */
export function viewAnnouncement(
  view: { granularity: Granularity; from: string; to: string },
  results: ProfileResult[],
  words: AnnouncementTexts,
): string {
  const range = view.from === view.to ? formatDate(view.from) : `${formatDate(view.from)} – ${formatDate(view.to)}`;
  const head = `${words.granularity[view.granularity]}, ${range}`;
  const first = results[0];
  if (!first) return `${head}: ${words.noValues}`;
  // Power values are told by their maximum: their sum is their energy, in another unit.
  if (first.unit !== 'KW' && first.sum) return `${head}: ${formatNumber(first.sum.value)} ${unitLabel(first.sum.unit)}`;
  if (first.maximum) return `${head}: ${words.maximum} ${formatNumber(first.maximum.value)} ${unitLabel(first.maximum.unit)}`;
  return `${head}: ${words.noValues}`;
}
