import { splitCsvLine } from './csv-fields';
import { checkReadingTarget } from './import-readings';
import type { ReadingTarget } from './queries';
import {
  detectReadingLayout,
  parseReadingDate,
  parseReadingLine,
  parseReadingValue,
  type ReadingLayout,
  type ReadingRow,
} from './reading-layout';
import { detectLayout } from './layouts';

const POD = 'AT0010000000000000000000000100001';
const HEADER = 'Zählpunkt;Zählernummer;Zählwerk;Ablesedatum;Zählerstand;Einheit;Ableseart;Energierichtung;Zustandszahl;Brennwert';
const LAYOUT: ReadingLayout = detectReadingLayout(splitCsvLine(HEADER)!)!;
const TODAY = '2026-11-25';
const parse = (line: string, layout = LAYOUT) => parseReadingLine(splitCsvLine(line)!, layout, 4, TODAY);
const reason = (line: string) => {
  const parsed = parse(line);
  return 'reason' in parsed ? parsed.reason : null;
};

describe('readings layout', () => {
  it('is told by its header, columns in any order, and is no quarter-hour layout', () => {
    const shuffled = detectReadingLayout(['"Ableseart"', 'Einheit', 'Zählerstand', 'ablesedatum', 'ZÄHLWERK', 'Zählernummer', 'Zählpunkt']);
    expect(shuffled?.columns).toMatchObject({ type: 0, unit: 1, value: 2, date: 3, register: 4, meterNumber: 5, meterPoint: 6 });
    expect(shuffled?.columns.direction).toBeUndefined();
    expect(detectLayout(splitCsvLine(HEADER)!)).toBeNull();
    expect(detectReadingLayout(['Zählpunkt', 'Beginn', 'Wert', 'Einheit', 'Status'])).toBeNull();
  });

  it('reads a line: ISO or German date, decimal comma, direction from the register or named, gas factors', () => {
    expect(parse(`${POD};12345678;1.8.0;2026-01-31;12345,6;KWH;N;;;`)).toEqual({
      line: 4,
      meterPoint: POD,
      meterNumber: '12345678',
      register: '1.8.0',
      direction: 'CONSUMPTION',
      date: '2026-01-31',
      milli: 12_345_600,
      unit: 'KWH',
      type: 'N',
      stateNumber: null,
      calorificValue: null,
    });
    expect(parse(`${POD};12345678;2.8.0;31.01.2026;800;kWh;k;;;`)).toMatchObject({
      direction: 'GENERATION',
      date: '2026-01-31',
      type: 'K',
    });
    expect(parse(`${POD};12345678;1.8.0;2026-01-31;5;KWH;R;GENERATION;;`)).toMatchObject({ direction: 'GENERATION' });
    expect(parse(`${POD};7;1;2026-01-31;3456,789;m³;N;;0,9464;11,214`)).toMatchObject({
      unit: 'M3',
      milli: 3_456_789,
      stateNumber: 0.9464,
      calorificValue: 11.214,
    });
  });

  it('refuses each kind of bad line with its reason', () => {
    expect(parse(`${POD};1;1.8.0;2026-01-31`)).toEqual({ line: 4, reason: 'BAD_LINE' });
    expect(reason(`${POD};;1.8.0;2026-01-31;1;KWH;N;;;`)).toBe('BAD_LINE');
    expect(reason(`AT00;1;1.8.0;2026-01-31;1;KWH;N;;;`)).toBe('BAD_METER_POINT');
    expect(reason(`${POD};1;Bezug;2026-01-31;1;KWH;N;;;`)).toBe('BAD_REGISTER');
    expect(reason(`${POD};1;1.8.0;2026-02-30;1;KWH;N;;;`)).toBe('BAD_DATE');
    expect(reason(`${POD};1;1.8.0;31.1.2026;1;KWH;N;;;`)).toBe('BAD_DATE');
    expect(reason(`${POD};1;1.8.0;2026-11-26;1;KWH;N;;;`)).toBe('FUTURE_READING');
    expect(reason(`${POD};1;1.8.0;2026-01-31;1,2345;KWH;N;;;`)).toBe('BAD_READING');
    expect(reason(`${POD};1;1.8.0;2026-01-31;1.234,5;KWH;N;;;`)).toBe('BAD_READING');
    expect(reason(`${POD};1;1.8.0;2026-01-31;-5;KWH;N;;;`)).toBe('NEGATIVE_VALUE');
    expect(reason(`${POD};1;1.8.0;2026-01-31;5;MWH;N;;;`)).toBe('BAD_READING_UNIT');
    expect(reason(`${POD};1;1.8.0;2026-01-31;5;KWH;X;;;`)).toBe('BAD_READING_TYPE');
    expect(reason(`${POD};1;1.8.0;2026-01-31;5;KWH;N;BEZUG;;`)).toBe('BAD_DIRECTION');
    expect(reason(`${POD};1;1;2026-01-31;5;M3;N;;0,9x;`)).toBe('BAD_GAS_FACTOR');
  });

  it('reads dates and counter values exactly', () => {
    expect(parseReadingDate('2024-02-29')).toBe('2024-02-29');
    expect(parseReadingDate('29.02.2025')).toBeNull();
    expect(parseReadingValue('0,001')).toBe(1);
    expect(parseReadingValue('99999999999,999')).toBe(99_999_999_999_999);
    expect(parseReadingValue('1,2300')).toBe(1230);
  });
});

describe('a reading against its meter point', () => {
  const target: ReadingTarget = {
    podId: 1,
    meterNumber: '0012345678',
    contracts: [
      { direction: 'CONSUMPTION', branch: 'STROM', from: '2020-01-01', to: null },
      { direction: 'GENERATION', branch: 'STROM', from: '2025-06-01', to: '2026-06-30' },
    ],
  };
  const row = (changes: Partial<ReadingRow>): ReadingRow => ({
    line: 2,
    meterPoint: POD,
    meterNumber: '12345678',
    register: '1.8.0',
    direction: 'CONSUMPTION',
    date: '2026-01-31',
    milli: 1000,
    unit: 'KWH',
    type: 'N',
    stateNumber: null,
    calorificValue: null,
    ...changes,
  });

  it('fits when the meter, a contract of its direction on that day and the unit match', () => {
    expect(checkReadingTarget(row({}), target)).toBeNull();
    expect(checkReadingTarget(row({ register: '2.8.0', direction: 'GENERATION', date: '2026-06-30' }), target)).toBeNull();
  });

  it('refuses an unknown meter point, another meter, a day outside the contracts and the wrong unit', () => {
    expect(checkReadingTarget(row({}), undefined)).toBe('UNKNOWN_METER_POINT');
    expect(checkReadingTarget(row({ meterNumber: '87654321' }), target)).toBe('WRONG_METER_NUMBER');
    expect(checkReadingTarget(row({ date: '2019-12-31' }), target)).toBe('OUTSIDE_CONTRACT');
    expect(checkReadingTarget(row({ direction: 'GENERATION', date: '2026-07-01' }), target)).toBe('OUTSIDE_CONTRACT');
    expect(checkReadingTarget(row({ unit: 'M3' }), target)).toBe('READING_UNIT_MISMATCH');
  });
});
