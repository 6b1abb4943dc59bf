import { VALUE_STATUSES, type Unit } from '@portal/shared/contract/enums';
import { ByteWriter } from '../../src/consumption/byte-writer';
import { valueCount, writeProfileValues, type ProfileColumns } from '../../src/consumption/profile-values-json';

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

/** The answer's members as the general serialiser writes them from objects (what the writer must equal byte for byte). */
function reference(columns: ProfileColumns, unit: Unit): string {
  const values: object[] = [];
  let count = 0;
  let sum = 0;
  let min = -1;
  let max = -1;
  for (let i = 0; i < columns.length; i += 1) {
    const datetime = `${new Date(columns.t[i]).toISOString().slice(0, 19)}Z`;
    if (Number.isNaN(columns.value[i])) {
      values.push({ datetime, value: null, status: 'MISSING' });
      continue;
    }
    const value = round4(columns.value[i]);
    count += 1;
    sum += value;
    if (min < 0 || value < round4(columns.value[min])) min = i;
    if (max < 0 || value > round4(columns.value[max])) max = i;
    const counted = columns.missing[i] > 0 || columns.calculated[i] > 0;
    values.push({
      datetime,
      value,
      status: VALUE_STATUSES[columns.status[i]],
      ...(counted ? { missingCount: columns.missing[i], calculatedCount: columns.calculated[i], partCount: columns.parts[i] } : {}),
    });
  }
  const at = (i: number) =>
    i < 0 ? null : { value: round4(columns.value[i]), unit, dateTime: `${new Date(columns.t[i]).toISOString().slice(0, 19)}Z` };
  const summary = (x: number) => (count === 0 ? null : { value: round4(x), unit });
  return JSON.stringify({
    profileValues: values,
    minimum: at(min),
    maximum: at(max),
    average: summary(sum / count),
    sum: unit === 'KW' ? { value: round4(columns.energy ?? 0), unit: 'KWH' } : { value: round4(sum), unit },
  });
}

function written(columns: ProfileColumns, unit: Unit): string {
  const out = new ByteWriter(16);
  writeProfileValues(out, columns, unit);
  return `{${out.result().toString('utf8')}}`;
}

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Intervals across both DST switches of 2026 (quarter-hours, hours, days at local midnight, odd seconds). */
function randomColumns(length: number, seed: number): ProfileColumns {
  const next = random(seed);
  const columns: ProfileColumns = {
    length,
    t: new Float64Array(length),
    value: new Float64Array(length),
    status: new Uint8Array(length),
    missing: new Int32Array(length),
    calculated: new Int32Array(length),
    parts: new Int32Array(length),
  };
  let t = Date.UTC(2026, 2, 28, 23);
  // Beyond int32 ten-thousandths too (a long period's sum), and the least int32.
  const numbers = [0.1, 1e-4, 0.1 + 0.2, 5e-5, -0.00004, 123456.78901, 300_000.1234, -214_748.3648, 1e11 + 0.5, 2e15, -3.25, 0];
  for (let i = 0; i < length; i += 1) {
    t += [900_000, 3_600_000, 82_800_000, 1_000][Math.floor(next() * 4)];
    columns.t[i] = t;
    const kind = next();
    columns.value[i] =
      kind < 0.1
        ? Number.NaN
        : kind < 0.3
          ? numbers[Math.floor(next() * numbers.length)]
          : Math.round(next() * 40_000) / 10_000 + (kind < 0.5 ? next() / 3 : 0);
    columns.status[i] = Math.floor(next() * 5);
    columns.missing[i] = next() < 0.2 ? Math.floor(next() * 4) : 0;
    columns.calculated[i] = next() < 0.2 ? Math.floor(next() * 4) : 0;
    columns.parts[i] = 4 + Math.floor(next() * 96);
  }
  return columns;
}

describe('writeProfileValues', () => {
  it.each([1, 2, 3, 4, 5])('writes the bytes of the general serialiser for random series (seed %i)', (seed) => {
    const columns = randomColumns(3_000, seed);
    for (const unit of ['KWH', 'KW', 'NM3'] as const) expect(written(columns, unit)).toBe(reference(columns, unit));
  });

  it('writes an empty series with null minimum, maximum and average and an energy sum of 0', () => {
    const empty = randomColumns(0, 1);
    expect(written(empty, 'KWH')).toBe('{"profileValues":[],"minimum":null,"maximum":null,"average":null,"sum":{"value":0,"unit":"KWH"}}');
    expect(written(empty, 'KWH')).toBe(reference(empty, 'KWH'));
    expect(valueCount(randomColumns(3_000, 2))).toBe([...randomColumns(3_000, 2).value].filter((v) => !Number.isNaN(v)).length);
  });

  it('gives power values their energy as the sum, in kWh, never null (API-COMPAT)', () => {
    const power = { ...randomColumns(3_000, 4), energy: 1234.56789 };
    expect(written(power, 'KW')).toBe(reference(power, 'KW'));
    expect(written(power, 'KW').endsWith('"sum":{"value":1234.5679,"unit":"KWH"}}')).toBe(true);
    expect(written(randomColumns(0, 1), 'KW')).toBe(
      '{"profileValues":[],"minimum":null,"maximum":null,"average":null,"sum":{"value":0,"unit":"KWH"}}',
    );
  });

  it('grows its buffer as it writes', () => {
    const columns = randomColumns(20_000, 9);
    expect(written(columns, 'KWH')).toBe(reference(columns, 'KWH'));
  });
});
