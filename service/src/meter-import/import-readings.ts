import type { Db } from '../db/db';
import { viennaToday } from '../dates/local-dates';
import { splitCsvLine } from './csv-fields';
import type { ImportOptions, ImportSummary } from './import-values';
import { lookUpNewMeterPoints } from './known-meter-points';
import { loadReadingTargets, writeReadings, type ReadingTarget } from './queries';
import { parseReadingLine, type ReadingLayout, type ReadingRow } from './reading-layout';
import { REJECT_REASONS, type RejectReason } from './reject-reasons';

/** Lines parsed before their meter points are looked up together. */
const BATCH = 20_000;

/** Why a reading does not fit its meter point, or null when it does. */
export function checkReadingTarget(row: ReadingRow, target: ReadingTarget | undefined): RejectReason | null {
  if (!target) return 'UNKNOWN_METER_POINT';
  // Meter numbers are compared as the operator's systems write them, leading zeros aside.
  const strip = (n: string) => n.replace(/^0+/, '');
  if (target.meterNumber === null || strip(target.meterNumber) !== strip(row.meterNumber)) return 'WRONG_METER_NUMBER';
  const contracts = target.contracts.filter((c) => c.direction === row.direction);
  const contract = contracts.find((c) => c.from <= row.date && (c.to === null || row.date <= c.to));
  if (!contract) return 'OUTSIDE_CONTRACT';
  if ((contract.branch === 'GAS' ? 'M3' : 'KWH') !== row.unit) return 'READING_UNIT_MISMATCH';
  return null;
}

/**
 * Imports the data lines of a readings file (the header already read): each line checked against its meter point
 * (known, the meter's number, a contract of the register's direction on that day, the branch's unit), a register read
 * twice on one day in the file refused on all its lines, the rest upserted in one transaction (the same reading again
 * changes nothing; a different one for the same register and day replaces the stored one).
 */
export async function importReadingLines(
  db: Db,
  lines: AsyncIterable<string>,
  layout: ReadingLayout,
  options: ImportOptions,
): Promise<ImportSummary> {
  const today = viennaToday(new Date(options.now ?? Date.now()));
  const targets = new Map<string, ReadingTarget | undefined>();
  const rejections: { line: number; reason: RejectReason }[] = [];
  const accepted = new Map<string, ReadingRow>();
  const duplicates = new Set<string>();
  let pending: ReadingRow[] = [];
  let lineNumber = 1;
  let rowsRead = 0;

  const flush = async () => {
    await lookUpNewMeterPoints(
      targets,
      pending.map((r) => r.meterPoint),
      (numbers) => loadReadingTargets(db, numbers),
    );
    for (const row of pending) {
      const target = targets.get(row.meterPoint);
      const reason = checkReadingTarget(row, target);
      if (reason) {
        rejections.push({ line: row.line, reason });
        continue;
      }
      const key = `${target!.podId}|${row.register}|${row.date}`;
      const earlier = accepted.get(key);
      if (earlier || duplicates.has(key)) {
        if (earlier) rejections.push({ line: earlier.line, reason: 'DUPLICATE_READING' });
        rejections.push({ line: row.line, reason: 'DUPLICATE_READING' });
        accepted.delete(key);
        duplicates.add(key);
        continue;
      }
      accepted.set(key, row);
    }
    pending = [];
  };

  for await (const text of lines) {
    lineNumber++;
    if (text.trim() === '') continue;
    rowsRead++;
    const fields = splitCsvLine(text);
    const parsed = fields ? parseReadingLine(fields, layout, lineNumber, today) : { line: lineNumber, reason: 'BAD_LINE' as const };
    if ('reason' in parsed) rejections.push(parsed);
    else pending.push(parsed);
    if (pending.length >= BATCH) {
      await flush();
      options.onProgress?.(lineNumber);
    }
  }
  await flush();
  options.onProgress?.(lineNumber);

  const rows = [...accepted.values()].map((row) => ({ ...row, podId: targets.get(row.meterPoint)!.podId }));
  const counts = await db.transaction((tx) => writeReadings(tx, rows));
  rejections.sort((a, b) => a.line - b.line);
  return {
    file: options.fileName,
    layout: 'readings',
    rowsRead,
    ...counts,
    rejected: rejections.length,
    rejections: rejections.map((r) => ({ ...r, message: REJECT_REASONS[r.reason] })),
  };
}
