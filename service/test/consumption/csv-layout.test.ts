import { ByteWriter } from '../../src/consumption/byte-writer';
import {
  columnsFileName,
  columnsHeader,
  csvFileName,
  csvHeader,
  csvLayout,
  liveCommunityLabel,
  writeByInterval,
  writeColumns,
  type CsvColumn,
  type CsvLines,
} from '../../src/consumption/csv-layout';
import { seriesCsvLines } from '../../src/consumption/csv-series-lines';
import { LocalTimeCursor, type TimeKind } from '../../src/consumption/csv-time-fields';
import type { Intervals } from '../../src/consumption/day-row-intervals';
import type { SeriesPlan } from '../../src/consumption/profile-plan';

const POD = 'AT0030000000000000000000000100001';
const plan = (extra: Partial<SeriesPlan> = {}): SeriesPlan => ({
  contract: {
    podId: 1,
    meterPointAdministrationNumber: POD,
    contractAccountNumber: '400012345001',
    contractNumber: '300012345001',
    branch: 'STROM',
    powerGenerationUnit: false,
    contractPower: null,
    synthProfile: null,
    minimumDate: '2025-01-01',
    maximumDate: '2026-10-31',
  },
  type: 'ACTIVE_CURRENT',
  energyDirection: 'CONSUMPTION',
  seriesId: 1,
  factor: 1,
  comparisonProfile: null,
  energyCommunityId: null,
  energyCommunityName: null,
  from: '2026-10-25',
  to: '2026-10-31',
  granularity: 'QUARTER_OF_AN_HOUR',
  dimension: 'ENERGY',
  unit: 'KWH',
  remark: null,
  header: 'Wirkenergie',
  ...extra,
});
const community = plan({ type: 'ENERGY_COMMUNITY_OWN_COVERAGE', energyCommunityId: 'RC1', header: 'Eigendeckung' });
// 25.10.2026 02:00 CEST (00:00 UTC) and the repeated 02:00 in CET an hour later.
const FIRST_TWO = Date.UTC(2026, 9, 25, 0, 0);
const SECOND_TWO = Date.UTC(2026, 9, 25, 1, 0);
/** One interval (a quarter-hour at FIRST_TWO unless given) as day-row columns. */
const interval = (extra: { t?: number; sum?: number; valued?: number; status?: number } = {}): Intervals => ({
  length: 1,
  t: Float64Array.of(extra.t ?? FIRST_TWO),
  sum: Float64Array.of(extra.sum ?? 0.1234),
  valued: Int32Array.of(extra.valued ?? 1),
  status: Uint8Array.of(extra.status ?? 0),
  missing: Int32Array.of(0),
  calculated: Int32Array.of(0),
  parts: Int32Array.of(1),
});

/** What a writer wrote, as text. */
const written = (write: (out: ByteWriter) => void) => {
  const out = new ByteWriter(8);
  write(out);
  return out.result().toString('utf8');
};

/** A series' one line, written with its line end. */
const line = (intervals: Intervals, style: 'local' | 'iso' = 'local', label: string | null = null, volume = false) => {
  const text = written((out) => seriesCsvLines(intervals, { granularity: 'QUARTER_OF_AN_HOUR', style, label, volume }).write(out, 0, 1));
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2);
};

describe('profile download layout', () => {
  it('is the single layout for one series, the live community layout for community series with local times', () => {
    expect(csvLayout([plan()], 'local')).toBe('single');
    expect(csvLayout([plan()], 'iso')).toBe('single');
    expect(csvLayout([plan(), plan({ energyDirection: 'GENERATION' })], 'local')).toBe('labelled');
    expect(csvLayout([community], 'local')).toBe('community');
    // The ISO variant keeps the portal's own layout.
    expect(csvLayout([community], 'iso')).toBe('single');
    expect(csvLayout([plan(), community], 'iso')).toBe('labelled');
  });

  it('names its columns by layout, unit and time style', () => {
    expect(csvHeader([plan()], 'local')).toBe('"Datum";"kWh";"kW";"Status";');
    expect(csvHeader([plan({ unit: 'NM3' })], 'local')).toBe('"Datum";"m³";"Status";');
    expect(csvHeader([plan(), plan()], 'iso')).toBe('"Beginn";"Ende";"Profiltyp";"kWh";"kW";"Status";');
    expect(csvHeader([community], 'local')).toBe(
      '"Startdatum";"Startzeit";"Enddatum";"Endzeit";"Zählpunkt";"Energiegemeinschaft";"Bezeichnung";"kWh";"Status";',
    );
    expect(csvFileName([plan()])).toBe(`${POD}_20261025-20261031.csv`);
  });

  it('labels community series as the live portal does', () => {
    expect(liveCommunityLabel(plan())).toBe('Gesamtverbrauch laut Messung');
    expect(liveCommunityLabel(plan({ energyDirection: 'GENERATION' }))).toBe('Gesamterzeugung laut Messung');
    expect(liveCommunityLabel(community)).toBe('Bezug aus der Energiegemeinschaft');
    expect(liveCommunityLabel(plan({ type: 'ENERGY_COMMUNITY_ALLOCATED_PLANT_PRODUCTION', header: 'Zuteilung' }))).toBe('Zuteilung');
  });

  it('writes a day-row line with decimal comma, power = 4 × energy, and the repeated October hour by its offset', () => {
    expect(line(interval())).toBe('"25.10.2026 02:00";0,1234;0,4936;"VALID";');
    expect(line(interval({ t: SECOND_TWO }))).toBe('"25.10.2026 02:00";0,1234;0,4936;"VALID";');
    expect(line(interval({ t: SECOND_TWO }), 'iso')).toBe('"2026-10-25T02:00:00+01:00";"2026-10-25T02:15:00+01:00";0,1234;0,4936;"VALID";');
    expect(line(interval(), 'local', 'Wirkenergie "Erzeugung"', true)).toBe(
      '"25.10.2026 02:00";"Wirkenergie ""Erzeugung""";0,1234;"VALID";',
    );
    // No value: both numbers empty, MISSING whatever the status.
    expect(line(interval({ sum: Number.NaN, valued: 0, status: 1 }))).toBe('"25.10.2026 02:00";;;"MISSING";');
  });

  it('merges several series by interval start, request order within an interval, a series alone in one run', () => {
    const runs: string[] = [];
    const lines = (name: string, items: [number, string][]): CsvLines => ({
      length: items.length,
      t: items.map(([t]) => t),
      write(out, from, to) {
        runs.push(`${name}${from}-${to}`);
        for (let i = from; i < to; i += 1) out.text(`${items[i][1]}\r\n`);
      },
      lineBytes: 4,
    });
    const a = lines('a', [
      [1000, 'a1'],
      [2000, 'a2'],
      [3000, 'a3'],
    ]);
    const b = lines('b', [[2000, 'b2']]);
    const c = lines('c', [
      [1000, 'c1'],
      [4000, 'c4'],
    ]);
    expect(written((out) => writeByInterval(out, [a, b, c]))).toBe('a1\r\nc1\r\na2\r\nb2\r\na3\r\nc4\r\n');
    expect(runs).toEqual(['a0-1', 'c0-1', 'a1-2', 'b0-1', 'a2-3', 'c1-2']);
    runs.length = 0;
    expect(written((out) => writeByInterval(out, [a]))).toBe('a1\r\na2\r\na3\r\n');
    expect(runs).toEqual(['a0-3']);
  });
});

describe('time fields', () => {
  // Both October 02:00s, an instant with seconds, the day after, and back to the second 02:00 (a cursor moves back too).
  const starts = Float64Array.of(FIRST_TWO, SECOND_TWO, SECOND_TWO + 450_000 + 7_500, SECOND_TWO + 86_400_000, SECOND_TWO);
  const fields = (kind: TimeKind, shift = 0) => {
    const cursor = new LocalTimeCursor(kind);
    return Array.from(starts, (_, i) =>
      written((out) => {
        out.reserve(64);
        cursor.write(out, starts, i, shift);
      }),
    );
  };

  it('writes local instants with their `;`, the repeated hour twice, seconds the text way', () => {
    expect(fields('local')).toEqual([
      '"25.10.2026 02:00";',
      '"25.10.2026 02:00";',
      '"25.10.2026 02:07";',
      '"26.10.2026 02:00";',
      '"25.10.2026 02:00";',
    ]);
    expect(fields('split', 900_000)[0]).toBe('"25.10.2026";"02:15";');
  });

  it('writes ISO instants with the offset of each stretch', () => {
    expect(fields('iso')).toEqual([
      '"2026-10-25T02:00:00+02:00";',
      '"2026-10-25T02:00:00+01:00";',
      '"2026-10-25T02:07:37+01:00";',
      '"2026-10-26T02:00:00+01:00";',
      '"2026-10-25T02:00:00+01:00";',
    ]);
    expect(fields('iso', 3_600_000)[0]).toBe('"2026-10-25T02:00:00+01:00";');
  });
});

describe('download configuration layout', () => {
  it('gives every profile a value and a status column titled by meter point, type and unit', () => {
    const feedIn = plan({ energyDirection: 'GENERATION', unit: 'KWH' });
    expect(columnsHeader([plan(), feedIn], 'local')).toBe(
      `"Datum";"${POD} Wirkenergie (kWh)";"Status ${POD} Wirkenergie (kWh)";` +
        `"${POD} Wirkenergie Erzeugung (kWh)";"Status ${POD} Wirkenergie Erzeugung (kWh)";`,
    );
    expect(columnsHeader([plan({ unit: 'NM3' })], 'iso')).toMatch(/^"Beginn";"Ende";".* \(m³\)";/);
    expect(columnsFileName([plan()])).toBe('Profile_20261025-20261031.csv');
  });

  it('lines the profiles up by interval, leaving a profile without a value there empty', () => {
    const column = (items: [number, string][]): CsvColumn => ({
      length: items.length,
      t: items.map(([t]) => t),
      time: (out, i) => out.text(`"${items[i][0]}";`),
      cell: (out, i) => out.text(items[i][1]),
    });
    const first = column([
      [FIRST_TWO, '0,1234;"VALID";'],
      [SECOND_TWO, '2;"VALID";'],
    ]);
    const second = column([[SECOND_TWO, ';"MISSING";']]);
    expect(written((out) => writeColumns(out, [first, second])).split('\r\n')).toEqual([
      `"${FIRST_TWO}";0,1234;"VALID";;;`,
      `"${SECOND_TWO}";2;"VALID";;"MISSING";`,
      '',
    ]);
    expect(written((out) => writeColumns(out, [second, first])).split('\r\n')[0]).toBe(`"${FIRST_TWO}";;;0,1234;"VALID";`);
  });
});
