import { readFileSync } from 'node:fs';
import { dataFile } from '../data-files';

export interface SlpRows {
  period: string[];
  weekday: number[];
  quarterHour: number[];
  value: number[];
}

/** The H0 profile as columns, ready for one `INSERT … SELECT FROM unnest(…)`. */
export function readH0Profile(): SlpRows {
  const lines = readFileSync(dataFile('vdew-h0.csv'), 'utf8').trim().split(/\r?\n/).slice(1);
  const rows: SlpRows = { period: [], weekday: [], quarterHour: [], value: [] };
  for (const line of lines) {
    const [period, weekday, quarterHour, value] = line.split(',');
    rows.period.push(period);
    rows.weekday.push(Number(weekday));
    rows.quarterHour.push(Number(quarterHour));
    rows.value.push(Number(value));
  }
  return rows;
}
