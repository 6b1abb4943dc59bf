import type { Db } from '../db/db';
import { splitCsvLine } from './csv-fields';
import { DayBuckets, type MeterPointInfo } from './day-buckets';
import { importReadingLines } from './import-readings';
import { detectLayout, meterPointOfFileName, parseValueLine, type FileLayout, type Layout, type ValueRow } from './layouts';
import { detectReadingLayout } from './reading-layout';
import { REJECT_REASONS, type RejectReason } from './reject-reasons';
import { lookUpNewMeterPoints } from './known-meter-points';
import { loadMeterPoints, writeDayBuckets } from './queries';

export interface ImportSummary {
  file: string;
  layout: Layout | 'readings';
  /** Data lines read (the header and blank lines not counted). */
  rowsRead: number;
  inserted: number;
  upgraded: number;
  unchanged: number;
  rejected: number;
  rejections: { line: number; reason: RejectReason; message: string }[];
}

export interface ImportOptions {
  /** The file's name: reports, and the meter point of a portal download. */
  fileName: string;
  /** The meter point of a portal download whose name does not carry it. */
  meterPoint?: string;
  /** Called now and then with the lines read so far (progress bars). */
  onProgress?: (linesRead: number) => void;
  /** Runs after the import committed, with the meter points (pod ids) it wrote values for: notifications. */
  afterImport?: (podIds: number[]) => Promise<unknown>;
  now?: number;
}

/** A file the import cannot read at all: its header is none of the documented layouts. */
export class ImportFormatError extends Error {}

/** Lines parsed before their meter points are looked up together. */
const BATCH = 20_000;

/** The lines after the first of an iterator whose first line was taken. */
async function* rest(iterator: AsyncIterator<string>): AsyncIterable<string> {
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
}

/**
 * Imports one file of meter data, its layout told by its header: quarter-hour values (values, community, download) or
 * meter readings (import-readings.ts). Every line is checked, refused lines are reported with their reason and skipped,
 * the rest is merged into the stored data in one transaction (a failure writes nothing).
 */
export async function importValueFile(db: Db, lines: AsyncIterable<string>, options: ImportOptions): Promise<ImportSummary> {
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) throw new ImportFormatError(`${options.fileName}: die Datei ist leer`);
  const header = splitCsvLine(first.value.replace(/^\uFEFF/, ''));
  const readings = header && detectReadingLayout(header);
  if (readings) return importReadingLines(db, rest(iterator), readings, options);
  const layout = header && detectLayout(header, options.meterPoint ?? meterPointOfFileName(options.fileName));
  if (!layout) throw new ImportFormatError(`${options.fileName}: Kopfzeile entspricht keinem der Importformate`);
  return importQuarterHourLines(db, rest(iterator), layout, options);
}

/** The data lines of a quarter-hour file (the header already read), merged by quality level. */
async function importQuarterHourLines(
  db: Db,
  lines: AsyncIterable<string>,
  layout: FileLayout,
  options: ImportOptions,
): Promise<ImportSummary> {
  const buckets = new DayBuckets(options.now);
  const known = new Map<string, MeterPointInfo | undefined>();
  let pending: ValueRow[] = [];
  let lineNumber = 1;
  let rowsRead = 0;

  const flush = async () => {
    await lookUpNewMeterPoints(
      known,
      pending.map((r) => r.meterPoint),
      (numbers) => loadMeterPoints(db, numbers),
    );
    for (const row of pending) buckets.add(row, known.get(row.meterPoint));
    pending = [];
  };

  for await (const text of lines) {
    lineNumber++;
    if (text.trim() === '') continue;
    rowsRead++;
    const fields = splitCsvLine(text);
    const parsed = fields ? parseValueLine(fields, layout, lineNumber) : { line: lineNumber, reason: 'BAD_LINE' as const };
    if ('reason' in parsed) buckets.reject(parsed.line, parsed.reason);
    else pending.push(parsed);
    if (pending.length >= BATCH) {
      await flush();
      options.onProgress?.(lineNumber);
    }
  }
  await flush();
  options.onProgress?.(lineNumber);

  const { buckets: days, rejections } = buckets.finish();
  const counts = await db.transaction((tx) => writeDayBuckets(tx, days));
  if (options.afterImport && counts.inserted + counts.upgraded > 0) {
    await options.afterImport([...new Set(days.map((d) => d.podId))]);
  }
  return {
    file: options.fileName,
    layout: layout.layout,
    rowsRead,
    ...counts,
    rejected: rejections.length,
    rejections: rejections.map((r) => ({ ...r, message: REJECT_REASONS[r.reason] })),
  };
}
