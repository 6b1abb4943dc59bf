import {
  bucketCell,
  bucketLine,
  columnLines,
  columnsFileName,
  columnsHeader,
  csvFileName,
  csvHeader,
  csvLayout,
  liveCommunityLabel,
  mergeByInterval,
} from '../../src/consumption/csv-layout';
import type { Bucket } from '../../src/consumption/day-row-buckets';
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
const bucket = (extra: Partial<Bucket> = {}): Bucket => ({
  t: FIRST_TWO,
  sum: 0.1234,
  valued: 1,
  status: 0,
  missing: 0,
  calculated: 0,
  parts: 1,
  ...extra,
});

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
    expect(bucketLine(bucket(), 900_000, 'local', null, false)).toBe('"25.10.2026 02:00";0,1234;0,4936;"VALID";');
    expect(bucketLine(bucket({ t: SECOND_TWO }), 900_000, 'local', null, false)).toBe('"25.10.2026 02:00";0,1234;0,4936;"VALID";');
    expect(bucketLine(bucket({ t: SECOND_TWO }), 900_000, 'iso', null, false)).toBe(
      '"2026-10-25T02:00:00+01:00";"2026-10-25T02:15:00+01:00";0,1234;0,4936;"VALID";',
    );
    expect(bucketLine(bucket(), 900_000, 'local', 'Wirkenergie "Erzeugung"', true)).toBe(
      '"25.10.2026 02:00";"Wirkenergie ""Erzeugung""";0,1234;"VALID";',
    );
    // No value: both numbers empty, MISSING whatever the status.
    expect(bucketLine(bucket({ sum: null, valued: 0, status: 1 }), 900_000, 'local', null, false)).toBe('"25.10.2026 02:00";;;"MISSING";');
  });

  it('merges several series by interval start, request order within an interval', () => {
    const a = [
      { t: new Date(2000), line: 'a2' },
      { t: new Date(1000), line: 'a1' },
    ];
    const b = [{ t: 1000, line: 'b1' }];
    expect(mergeByInterval([a, b])).toEqual(['a1', 'b1', 'a2']);
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
    const first = [bucketCell(bucket(), 900_000, 'local'), bucketCell(bucket({ t: SECOND_TWO, sum: 2 }), 900_000, 'local')];
    const second = [bucketCell(bucket({ t: SECOND_TWO, sum: null, valued: 0 }), 900_000, 'local')];
    expect(columnLines([first, second])).toEqual(['"25.10.2026 02:00";0,1234;"VALID";;;', '"25.10.2026 02:00";2;"VALID";;"MISSING";']);
    expect(columnLines([second, first])[0]).toBe('"25.10.2026 02:00";;;0,1234;"VALID";');
  });
});
