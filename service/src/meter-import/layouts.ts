import {
  ENERGY_DIRECTIONS,
  PROFILE_TYPES,
  VALUE_STATUSES,
  type EnergyDirection,
  type ProfileType,
  type ValueStatus,
} from '@portal/shared/contract/enums';
import { isMeterPointNumber, normalizeMeterPoint } from '@portal/shared/contract/meter-point-rule';
import { MAX_SCALED_VALUE, parseScaledValue } from './decimals';
import { onQuarterHour, parseInstant, QUARTER_HOUR_MS } from './instants';
import { headerName } from './csv-fields';
import type { RejectReason } from './reject-reasons';

/**
 * The file layouts the import reads, told apart by their header line (column names in any order, quotes optional,
 * case ignored; see the README "Importing meter data"):
 * - `values`: `Zählpunkt;Beginn;Wert;Einheit;Status[;Profiltyp][;Energierichtung]`, one quarter-hour a line, any
 *   number of meter points and days; without type and direction the meter point's own series of that unit is meant.
 * - `community`: `Zählpunkt;Energiegemeinschaft;Profiltyp;Beginn;Wert;Einheit;Status`, energy-community series.
 * - `download`: the portal's own quarter-hour CSV download with ISO timestamps (`Beginn;Ende;kWh;kW;Status` or
 *   `Beginn;Ende;m³;Status`), whose meter point is in the file name (`<Zählpunkt>_<von>-<bis>.csv`) or given.
 */
export type Layout = 'values' | 'community' | 'download';

export interface ValueRow {
  line: number;
  meterPoint: string;
  /** Null: the meter point's own series of this unit. */
  profileType: ProfileType | null;
  energyDirection: EnergyDirection | null;
  energyCommunityId: string | null;
  startMs: number;
  scaled: number | null;
  status: ValueStatus;
  unit: 'KWH' | 'NM3';
}

export interface Rejection {
  line: number;
  reason: RejectReason;
}

interface Columns {
  meterPoint?: number;
  community?: number;
  profileType?: number;
  direction?: number;
  start: number;
  end?: number;
  value: number;
  unit?: number;
  status: number;
  /** The download names its unit in the value column's header. */
  fixedUnit?: 'KWH' | 'NM3';
}

export interface FileLayout {
  layout: Layout;
  columns: Columns;
  /** The download's meter point (from the file name or given). */
  meterPoint?: string;
}

/** The layout of a file from its header fields; null when the header is none of them. */
export function detectLayout(header: string[], fileMeterPoint?: string): FileLayout | null {
  const index = new Map(header.map((field, i) => [headerName(field), i] as const));
  const at = (column: string) => index.get(column);
  const start = at('beginn');
  const status = at('status');
  if (start === undefined || status === undefined) return null;
  if (at('ende') !== undefined) {
    const kwh = at('kwh');
    const m3 = at('m³');
    const value = kwh ?? m3;
    if (value === undefined || !fileMeterPoint) return null;
    return {
      layout: 'download',
      meterPoint: fileMeterPoint,
      columns: { start, end: at('ende'), value, status, fixedUnit: kwh !== undefined ? 'KWH' : 'NM3' },
    };
  }
  const meterPoint = at('zählpunkt');
  const value = at('wert');
  const unit = at('einheit');
  if (meterPoint === undefined || value === undefined || unit === undefined) return null;
  const community = at('energiegemeinschaft');
  const profileType = at('profiltyp');
  if (community !== undefined) {
    if (profileType === undefined) return null;
    return { layout: 'community', columns: { meterPoint, community, profileType, start, value, unit, status } };
  }
  return { layout: 'values', columns: { meterPoint, profileType, direction: at('energierichtung'), start, value, unit, status } };
}

/** `AT0010000000000000000000000000001_20260101-20261231.csv` → the meter point, if the name starts with one. */
export function meterPointOfFileName(fileName: string): string | undefined {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const candidate = base.split(/[_.]/)[0];
  return isMeterPointNumber(candidate) ? normalizeMeterPoint(candidate) : undefined;
}

const UNITS: Record<string, 'KWH' | 'NM3'> = { kwh: 'KWH', nm3: 'NM3', 'm³': 'NM3', m3: 'NM3' };
const STATUS_SET = new Set<string>(VALUE_STATUSES);
const TYPE_SET = new Set<string>(PROFILE_TYPES);
const DIRECTION_SET = new Set<string>(ENERGY_DIRECTIONS);

/** One data line (already split into fields) as a value, or why it is refused. */
export function parseValueLine(fields: string[], file: FileLayout, line: number): ValueRow | Rejection {
  const { columns } = file;
  const needed = Math.max(...Object.values(columns).filter((v): v is number => typeof v === 'number')) + 1;
  if (fields.length < needed) return { line, reason: 'BAD_LINE' };

  const meterPoint = file.meterPoint ?? normalizeMeterPoint(fields[columns.meterPoint!]);
  if (!isMeterPointNumber(meterPoint)) return { line, reason: 'BAD_METER_POINT' };

  const start = parseInstant(fields[columns.start].trim());
  if (!start.ok) return { line, reason: start.reason };
  if (!onQuarterHour(start.epochMs)) return { line, reason: 'NOT_ON_QUARTER_HOUR' };
  if (columns.end !== undefined) {
    const end = parseInstant(fields[columns.end].trim());
    if (!end.ok || end.epochMs - start.epochMs !== QUARTER_HOUR_MS) return { line, reason: 'NOT_A_QUARTER_HOUR' };
  }

  const statusText = fields[columns.status].trim().toUpperCase();
  if (!STATUS_SET.has(statusText)) return { line, reason: 'BAD_STATUS' };
  const status = statusText as ValueStatus;

  const unit = columns.fixedUnit ?? UNITS[headerName(fields[columns.unit!])];
  if (!unit) return { line, reason: 'BAD_UNIT' };

  let profileType: ProfileType | null = null;
  if (columns.profileType !== undefined && fields[columns.profileType].trim() !== '') {
    const type = fields[columns.profileType].trim().toUpperCase();
    if (!TYPE_SET.has(type)) return { line, reason: 'BAD_PROFILE_TYPE' };
    profileType = type as ProfileType;
  }

  let energyDirection: EnergyDirection | null = null;
  if (columns.direction !== undefined && fields[columns.direction].trim() !== '') {
    const direction = fields[columns.direction].trim().toUpperCase();
    if (!DIRECTION_SET.has(direction)) return { line, reason: 'BAD_DIRECTION' };
    energyDirection = direction as EnergyDirection;
  }

  const valueText = fields[columns.value].trim();
  let scaled: number | null = null;
  if (valueText === '') {
    if (status !== 'MISSING') return { line, reason: 'VALUE_REQUIRED' };
  } else {
    scaled = parseScaledValue(valueText);
    if (scaled === null) return { line, reason: 'BAD_VALUE' };
    if (scaled < 0) return { line, reason: 'NEGATIVE_VALUE' };
    if (scaled > MAX_SCALED_VALUE) return { line, reason: 'VALUE_TOO_LARGE' };
  }
  // A missing quarter-hour has no value, whatever a file says.
  if (status === 'MISSING') scaled = null;

  const energyCommunityId = columns.community !== undefined ? fields[columns.community].trim() : null;
  if (energyCommunityId === '') return { line, reason: 'BAD_LINE' };
  return { line, meterPoint, profileType, energyDirection, energyCommunityId, startMs: start.epochMs, scaled, status, unit };
}
