import { PORTAL_TIME_ZONE } from '@portal/shared/format/date';

/** An instant's wall-clock time in Vienna, as two-digit texts (the year four digits). */
interface ViennaParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

// One formatter for every call: a chart's labels, tooltips and table rows format thousands of instants, and a
// TZDate with date-fns' format costs ~50 µs each (several offset look-ups) against ~4 µs here. Created at first use,
// not when the page's code is evaluated: the first formatter with a time zone loads its data (~15 ms).
let vienna: Intl.DateTimeFormat | null = null;
const viennaFormat = () =>
  (vienna ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: PORTAL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** Creates the formatter ahead of its first use (see time-zone-first.ts). */
export function prepareViennaFormat(): void {
  viennaFormat();
}

/** The Vienna wall-clock parts of an ISO instant (`2026-03-29T01:00:00Z` → 29.03.2026 03:00). */
export function viennaParts(datetime: string): ViennaParts {
  const parts: ViennaParts = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const part of viennaFormat().formatToParts(Date.parse(datetime))) {
    if (part.type in parts) parts[part.type as keyof ViennaParts] = part.value;
  }
  return parts;
}
