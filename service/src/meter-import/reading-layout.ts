import { ENERGY_DIRECTIONS, type EnergyDirection } from '@portal/shared/contract/enums';
import { isMeterPointNumber, normalizeMeterPoint } from '@portal/shared/contract/meter-point-rule';
import { isCalendarDate } from '../dates/local-dates';
import { headerName } from './csv-fields';
import type { RejectReason } from './reject-reasons';

/**
 * The `readings` layout (see the README "Importing meter data"): one meter reading a line,
 * `Zählpunkt;Zählernummer;Zählwerk;Ablesedatum;Zählerstand;Einheit;Ableseart[;Energierichtung][;Zustandszahl][;Brennwert]`.
 * - `Zählwerk`: the register as its OBIS short code (`1.8.0`, the double tariff's `1.8.1`/`1.8.2`, feed-in `2.8.0`) or
 *   the gas meter's `1`.
 * - `Ablesedatum`: the local day of the reading (`2026-01-31` or `31.01.2026`).
 * - `Zählerstand`: what the register shows, at most 3 decimals; `Einheit` `KWH` (electricity) or `M3` (the gas meter's
 *   operating cubic metres, Bm³).
 * - `Ableseart`: `K` read by the customer, `N` by the network operator, `R` computed (the readings history's letters).
 * - `Energierichtung` (`CONSUMPTION`/`GENERATION`): without it a register `2.8.x` counts the feed-in, any other the
 *   consumption. `Zustandszahl` and `Brennwert`: the gas conversion of a billed period (optional).
 */
export interface ReadingLayout {
  layout: 'readings';
  columns: {
    meterPoint: number;
    meterNumber: number;
    register: number;
    date: number;
    value: number;
    unit: number;
    type: number;
    direction?: number;
    stateNumber?: number;
    calorificValue?: number;
  };
}

export type ReadingType = 'K' | 'N' | 'R';
export type ReadingUnit = 'KWH' | 'M3';

export interface ReadingRow {
  line: number;
  meterPoint: string;
  meterNumber: string;
  register: string;
  direction: EnergyDirection;
  date: string;
  /** The reading in thousandths of its unit (exact). */
  milli: number;
  unit: ReadingUnit;
  type: ReadingType;
  stateNumber: number | null;
  calorificValue: number | null;
}

export interface ReadingRejection {
  line: number;
  reason: RejectReason;
}

/** The readings layout from a header line's fields; null when the header is not one (a values layout, say). */
export function detectReadingLayout(header: string[]): ReadingLayout | null {
  const index = new Map(header.map((field, i) => [headerName(field), i] as const));
  const at = (column: string) => index.get(column);
  const meterPoint = at('zählpunkt');
  const meterNumber = at('zählernummer');
  const register = at('zählwerk');
  const date = at('ablesedatum');
  const value = at('zählerstand');
  const unit = at('einheit');
  const type = at('ableseart');
  if ([meterPoint, meterNumber, register, date, value, unit, type].some((i) => i === undefined)) return null;
  return {
    layout: 'readings',
    columns: {
      meterPoint: meterPoint!,
      meterNumber: meterNumber!,
      register: register!,
      date: date!,
      value: value!,
      unit: unit!,
      type: type!,
      direction: at('energierichtung'),
      stateNumber: at('zustandszahl'),
      calorificValue: at('brennwert'),
    },
  };
}

const GERMAN_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
/** OBIS short codes (`1.8.0`) and the gas meter's single register (`1`). */
const REGISTER = /^\d{1,2}(\.\d{1,2}){0,2}$/;
/** numeric(14, 3): at most 11 integer digits and 3 decimals. */
const READING = /^(-?)(\d{1,11})(?:[.,](\d+))?$/;
const FACTOR = /^(\d{1,2})(?:[.,](\d{1,4}))?$/;
const UNITS: Record<string, ReadingUnit> = { kwh: 'KWH', m3: 'M3', 'm³': 'M3', bm3: 'M3', 'bm³': 'M3' };
const TYPES = new Set<string>(['K', 'N', 'R']);
const DIRECTIONS = new Set<string>(ENERGY_DIRECTIONS);

/** `2026-01-31` or `31.01.2026` as an ISO calendar date, null when it is none. */
export function parseReadingDate(text: string): string | null {
  const german = GERMAN_DATE.exec(text);
  const iso = german ? `${german[3]}-${german[2]}-${german[1]}` : text;
  return isCalendarDate(iso) ? iso : null;
}

/** A counter reading as thousandths (exact), or null; negative readings come back negative for the caller to refuse. */
export function parseReadingValue(text: string): number | null {
  const match = READING.exec(text);
  if (!match) return null;
  const decimals = (match[3] ?? '').replace(/0+$/, '');
  if (decimals.length > 3) return null;
  const milli = Number(match[2]) * 1000 + Number(decimals.padEnd(3, '0'));
  return match[1] === '-' ? -milli : milli;
}

/** A gas factor (state number, calorific value): null when empty, undefined when unreadable. */
function parseFactor(text: string): number | null | undefined {
  if (text === '') return null;
  return FACTOR.test(text) ? Number(text.replace(',', '.')) : undefined;
}

/** One data line (split into fields) as a reading, or why it is refused; `today` is the local day of the import. */
export function parseReadingLine(fields: string[], file: ReadingLayout, line: number, today: string): ReadingRow | ReadingRejection {
  const { columns } = file;
  // Optional columns may be cut off with the trailing separator a line ends with.
  const required = [columns.meterPoint, columns.meterNumber, columns.register, columns.date, columns.value, columns.unit, columns.type];
  if (fields.length <= Math.max(...required)) return { line, reason: 'BAD_LINE' };
  const optional = (index: number | undefined) => (index === undefined ? '' : (fields[index] ?? '').trim());

  const meterPoint = normalizeMeterPoint(fields[columns.meterPoint]);
  if (!isMeterPointNumber(meterPoint)) return { line, reason: 'BAD_METER_POINT' };
  const meterNumber = fields[columns.meterNumber].trim();
  if (meterNumber === '') return { line, reason: 'BAD_LINE' };

  const register = fields[columns.register].trim();
  if (!REGISTER.test(register)) return { line, reason: 'BAD_REGISTER' };

  const date = parseReadingDate(fields[columns.date].trim());
  if (!date) return { line, reason: 'BAD_DATE' };
  if (date > today) return { line, reason: 'FUTURE_READING' };

  const milli = parseReadingValue(fields[columns.value].trim());
  if (milli === null) return { line, reason: 'BAD_READING' };
  if (milli < 0) return { line, reason: 'NEGATIVE_VALUE' };

  const unit = UNITS[headerName(fields[columns.unit])];
  if (!unit) return { line, reason: 'BAD_READING_UNIT' };

  const type = fields[columns.type].trim().toUpperCase();
  if (!TYPES.has(type)) return { line, reason: 'BAD_READING_TYPE' };

  let direction: EnergyDirection = register.startsWith('2.8') ? 'GENERATION' : 'CONSUMPTION';
  const directionText = optional(columns.direction).toUpperCase();
  if (directionText !== '') {
    if (!DIRECTIONS.has(directionText)) return { line, reason: 'BAD_DIRECTION' };
    direction = directionText as EnergyDirection;
  }

  const stateNumber = parseFactor(optional(columns.stateNumber));
  const calorificValue = parseFactor(optional(columns.calorificValue));
  if (stateNumber === undefined || calorificValue === undefined) return { line, reason: 'BAD_GAS_FACTOR' };

  return { line, meterPoint, meterNumber, register, direction, date, milli, unit, type: type as ReadingType, stateNumber, calorificValue };
}
