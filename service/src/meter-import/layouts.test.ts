import { splitCsvLine } from './csv-fields';
import { parseScaledValue } from './decimals';
import { parseInstant } from './instants';
import { detectLayout, meterPointOfFileName, parseValueLine, type FileLayout } from './layouts';
import { mergeOutcome } from './quality';

const POD = 'AT0010000000000000000000000100001';
const VALUES: FileLayout = detectLayout(['Zählpunkt', 'Beginn', 'Wert', 'Einheit', 'Status'])!;
const parse = (line: string, file: FileLayout = VALUES) => parseValueLine(splitCsvLine(line)!, file, 7);

describe('CSV fields', () => {
  it('reads quoted fields with doubled quotes and drops the trailing separator of the downloads', () => {
    expect(splitCsvLine('"a;b";"say ""hi""";3;')).toEqual(['a;b', 'say "hi"', '3']);
    expect(splitCsvLine('x;;y')).toEqual(['x', '', 'y']);
  });
  it('refuses an unclosed quote', () => {
    expect(splitCsvLine('"open;1')).toBeNull();
  });
});

describe('decimal values', () => {
  it('reads comma and point exactly to the ten-thousandth', () => {
    expect(parseScaledValue('0,123')).toBe(1230);
    expect(parseScaledValue('12.5')).toBe(125000);
    expect(parseScaledValue('7')).toBe(70000);
    expect(parseScaledValue('1,23450')).toBe(12345);
  });
  it('refuses more than four decimals and thousands separators', () => {
    expect(parseScaledValue('0,12345')).toBeNull();
    expect(parseScaledValue('1.234,5')).toBeNull();
    expect(parseScaledValue('abc')).toBeNull();
  });
});

describe('interval starts', () => {
  it('takes ISO with offset or Z as one instant', () => {
    expect(parseInstant('2026-10-25T02:00:00+01:00')).toEqual({ ok: true, epochMs: Date.UTC(2026, 9, 25, 1) });
    expect(parseInstant('2026-10-25T02:00:00+02:00')).toEqual({ ok: true, epochMs: Date.UTC(2026, 9, 25, 0) });
    expect(parseInstant('2026-06-01T00:15:00Z')).toEqual({ ok: true, epochMs: Date.UTC(2026, 5, 1, 0, 15) });
  });
  it('reads a local time without offset in Vienna time when it is unambiguous', () => {
    expect(parseInstant('2026-06-01T00:00:00')).toEqual({ ok: true, epochMs: Date.UTC(2026, 4, 31, 22) });
    expect(parseInstant('01.01.2026 00:00')).toEqual({ ok: true, epochMs: Date.UTC(2025, 11, 31, 23) });
  });
  it('refuses the repeated October hour and the skipped March hour without offset', () => {
    expect(parseInstant('2026-10-25T02:15:00')).toEqual({ ok: false, reason: 'AMBIGUOUS_LOCAL_TIME' });
    expect(parseInstant('25.10.2026 02:45')).toEqual({ ok: false, reason: 'AMBIGUOUS_LOCAL_TIME' });
    expect(parseInstant('2026-03-29T02:30:00')).toEqual({ ok: false, reason: 'NONEXISTENT_LOCAL_TIME' });
    expect(parseInstant('2026-03-29T03:00:00')).toEqual({ ok: true, epochMs: Date.UTC(2026, 2, 29, 1) });
  });
  it('refuses dates that do not exist', () => {
    expect(parseInstant('2026-02-30T00:00:00+01:00')).toEqual({ ok: false, reason: 'BAD_TIMESTAMP' });
    expect(parseInstant('yesterday')).toEqual({ ok: false, reason: 'BAD_TIMESTAMP' });
  });
});

describe('layouts', () => {
  it('tells the three layouts apart by their header', () => {
    expect(VALUES.layout).toBe('values');
    expect(detectLayout(['\uFEFFZählpunkt', 'Energiegemeinschaft', 'Profiltyp', 'Beginn', 'Wert', 'Einheit', 'Status'])?.layout).toBe(
      'community',
    );
    expect(detectLayout(['Beginn', 'Ende', 'kWh', 'kW', 'Status'], POD)).toMatchObject({ layout: 'download', meterPoint: POD });
    expect(detectLayout(['Beginn', 'Ende', 'kWh', 'kW', 'Status'])).toBeNull();
    expect(detectLayout(['Datum', 'kWh', 'kW', 'Status'])).toBeNull();
  });
  it('finds the meter point in the download file name', () => {
    expect(meterPointOfFileName(`/tmp/${POD}_20260101-20261231.csv`)).toBe(POD);
    expect(meterPointOfFileName('export.csv')).toBeUndefined();
  });
});

describe('value lines', () => {
  it('reads a quarter-hour', () => {
    expect(parse(`${POD};2026-10-25T02:00:00+01:00;0,250;KWH;VALID`)).toEqual({
      line: 7,
      meterPoint: POD,
      profileType: null,
      energyDirection: null,
      energyCommunityId: null,
      startMs: Date.UTC(2026, 9, 25, 1),
      scaled: 2500,
      status: 'VALID',
      unit: 'KWH',
    });
  });
  it.each([
    [`${POD};2026-10-25T02:00:00+01:00;0,250;KWH`, 'BAD_LINE'],
    [`AT123;2026-10-25T02:00:00+01:00;0,250;KWH;VALID`, 'BAD_METER_POINT'],
    [`${POD};2026-10-25T02:10:00+01:00;0,250;KWH;VALID`, 'NOT_ON_QUARTER_HOUR'],
    [`${POD};2026-10-25T02:15:00;0,250;KWH;VALID`, 'AMBIGUOUS_LOCAL_TIME'],
    [`${POD};2026-10-25T02:15:00+01:00;0,250;KWH;GOOD`, 'BAD_STATUS'],
    [`${POD};2026-10-25T02:15:00+01:00;0,250;MWH;VALID`, 'BAD_UNIT'],
    [`${POD};2026-10-25T02:15:00+01:00;;KWH;VALID`, 'VALUE_REQUIRED'],
    [`${POD};2026-10-25T02:15:00+01:00;0,25001;KWH;VALID`, 'BAD_VALUE'],
    [`${POD};2026-10-25T02:15:00+01:00;-1;KWH;VALID`, 'NEGATIVE_VALUE'],
    [`${POD};2026-10-25T02:15:00+01:00;214748,3648;KWH;VALID`, 'VALUE_TOO_LARGE'],
    [`${POD};2026-10-25T02:15:00+01:00;99999999999;KWH;VALID`, 'VALUE_TOO_LARGE'],
  ])('refuses %s as %s', (line, reason) => {
    expect(parse(line)).toEqual({ line: 7, reason });
  });
  it('takes the largest value a day row stores', () => {
    expect(parse(`${POD};2026-10-25T02:15:00+01:00;214748,3647;KWH;VALID`)).toMatchObject({ scaled: 2_147_483_647 });
  });
  it('stores a missing quarter-hour without a value', () => {
    expect(parse(`${POD};2026-06-01T00:00:00+02:00;;KWH;MISSING`)).toMatchObject({ scaled: null, status: 'MISSING' });
  });
  it('reads the portal download back, checking that each line is one quarter-hour', () => {
    const file = detectLayout(['Beginn', 'Ende', 'kWh', 'kW', 'Status'], POD)!;
    expect(parse('"2026-03-29T03:00:00+02:00";"2026-03-29T03:15:00+02:00";0,1;0,4;"CALCULATED";', file)).toMatchObject({
      meterPoint: POD,
      startMs: Date.UTC(2026, 2, 29, 1),
      scaled: 1000,
      status: 'CALCULATED',
      unit: 'KWH',
    });
    expect(parse('"2026-03-01T00:00:00+01:00";"2026-03-02T00:00:00+01:00";2,5;0,1;"VALID";', file)).toEqual({
      line: 7,
      reason: 'NOT_A_QUARTER_HOUR',
    });
  });
  it('reads a community series with its type', () => {
    const file = detectLayout(['Zählpunkt', 'Energiegemeinschaft', 'Profiltyp', 'Beginn', 'Wert', 'Einheit', 'Status'])!;
    expect(parse(`${POD};RC100417;ENERGY_COMMUNITY_OWN_COVERAGE;2026-06-01T00:00:00+02:00;0,05;KWH;VALID`, file)).toMatchObject({
      energyCommunityId: 'RC100417',
      profileType: 'ENERGY_COMMUNITY_OWN_COVERAGE',
    });
    expect(parse(`${POD};RC100417;OWN;2026-06-01T00:00:00+02:00;0,05;KWH;VALID`, file)).toEqual({ line: 7, reason: 'BAD_PROFILE_TYPE' });
  });
});

describe('quality levels', () => {
  const v = (scaled: number | null, status: Parameters<typeof mergeOutcome>[0]['status']) => ({ scaled, status });
  it('lets a better level replace a worse one, never the reverse', () => {
    expect(mergeOutcome(v(100, 'VALID'), v(90, 'CALCULATED'))).toBe('upgraded');
    expect(mergeOutcome(v(100, 'CALCULATED'), v(90, 'PREVALUE'))).toBe('upgraded');
    expect(mergeOutcome(v(100, 'STATUS_98'), v(null, 'MISSING'))).toBe('upgraded');
    expect(mergeOutcome(v(100, 'PREVALUE'), v(90, 'VALID'))).toBe('unchanged');
    expect(mergeOutcome(v(null, 'MISSING'), v(90, 'STATUS_03'))).toBe('unchanged');
  });
  it('within one level the newer delivery wins, the same delivery changes nothing', () => {
    expect(mergeOutcome(v(100, 'STATUS_03'), v(90, 'PREVALUE'))).toBe('upgraded');
    expect(mergeOutcome(v(100, 'VALID'), v(100, 'VALID'))).toBe('unchanged');
    expect(mergeOutcome(v(100, 'VALID'), undefined)).toBe('inserted');
  });
});
