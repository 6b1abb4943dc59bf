import { numericText, thousandthsText } from '../../src/consumption/decimal-text';
import { openPglite } from '../../src/db/pglite';
import type { Db } from '../../src/db/db';
import '../helpers';

let db: Db;
beforeAll(async () => {
  db = await openPglite(null);
});
afterAll(async () => db.close());

/** Deterministic pseudo-random numbers (a test that fails names its inputs again on the next run). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Doubles of every kind the profile answers meet: stored values, sums and means of them, ties, tiny and large ones. */
function doubles(count: number): number[] {
  const next = random(20_260_325);
  const out = [
    0,
    -0,
    0.1,
    0.1 + 0.2,
    1e-4,
    5e-5,
    -5e-5,
    0.00015,
    0.0005,
    -0.0005,
    0.0015,
    1e-7,
    12,
    123456789.12345,
    9_999_999_999.9995,
    12_345_678_901.5,
  ];
  for (let i = 0; i < count; i += 1) {
    const k = Math.round((next() - 0.2) * 10 ** (1 + Math.floor(next() * 9)));
    const kind = i % 5;
    if (kind === 0) out.push(k / 10_000);
    else if (kind === 1) out.push(k / 10_000 + k / 10_000 + (k + 5) / 10_000);
    else if (kind === 2) out.push(((k / 10_000 + (k + 1) / 10_000 + (k + 3) / 10_000) / 3) * 4);
    else if (kind === 3) out.push((k * 10 + 5) / 10_000);
    else out.push((next() - 0.5) * 10 ** Math.floor(next() * 12 - 6));
  }
  return out;
}

describe('decimal text of doubles', () => {
  it('writes what PostgreSQL writes for round(x::numeric, 4) and to_char(round(x::numeric, 3), …) of 5,000 doubles', async () => {
    const xs = doubles(5_000);
    const { rows } = await db.query<{ four: string; three: string }>(
      `SELECT replace(trim_scale(round(x::numeric, 4))::text, '.', ',') AS four,
              replace(to_char(round(x::numeric, 3), 'FM9999999990.000'), '.', ',') AS three
         FROM unnest($1::float8[]) WITH ORDINALITY AS u(x, i) ORDER BY i`,
      [xs],
    );
    expect(xs.map((x) => numericText(x, ','))).toEqual(rows.map((r) => r.four));
    expect(xs.map((x) => thousandthsText(x))).toEqual(rows.map((r) => r.three));
  });

  it('uses a decimal point unless asked for the comma', () => {
    expect(numericText(0.059)).toBe('0.059');
    expect(numericText(-1.23456)).toBe('-1.2346');
    expect(numericText(((0.0001 + 0.0001 + 0.0002) / 3) * 4)).toBe('0.0005');
    expect(numericText(-0.00004)).toBe('0');
    expect(thousandthsText(0.25)).toBe('0,250');
  });
});
