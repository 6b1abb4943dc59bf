import { ByteWriter, Piece } from '../../src/consumption/byte-writer';

/** What the answers promise for a value of k ten-thousandths: JavaScript's shortest text of k / 10⁴. */
const expected = (k: number, separator: '.' | ',') => String(k / 10_000).replace('.', separator);

function written(ks: number[], separator: '.' | ','): string[] {
  const out = new ByteWriter(16);
  for (const k of ks) {
    out.reserve(40);
    out.tenThousandths(k, separator);
    out.bytes(Buffer.from(' '));
  }
  return out.result().toString('latin1').trim().split(' ');
}

describe('ByteWriter.tenThousandths', () => {
  // Whole parts on both sides of 2³¹ too: below it the writer counts in 32-bit integers.
  const int32Max = 2 ** 31 - 1;
  const edges = [
    ...[0, 1, 9, 10, 90, 100, 1000, 9999, 10_000, 10_001, 12_340, 99_999, 100_000, 123_456_789, 10 ** 14 - 1, 10 ** 14 + 5],
    ...[int32Max, int32Max + 1, int32Max * 10_000 + 9999, (int32Max + 1) * 10_000, (int32Max + 1) * 10_000 + 120, 10 ** 15 - 1],
  ];

  it('writes every fraction of 0 and 1 with its trailing zeros left out, with point or comma', () => {
    const all = Array.from({ length: 20_000 }, (_, k) => k);
    for (const separator of ['.', ','] as const) {
      expect(written(all, separator)).toEqual(all.map((k) => expected(k, separator)));
    }
  });

  it('writes negative numbers, whole numbers of every length and the largest values', () => {
    const ks = [...edges, ...edges.map((k) => -k).filter((k) => k !== 0)];
    expect(written(ks, '.')).toEqual(ks.map((k) => expected(k, '.')));
    expect(written(ks, ',')).toEqual(ks.map((k) => expected(k, ',')));
  });
});

describe('ByteWriter.commaThousandths', () => {
  it('writes thousandths with all three decimals after a comma, whole parts of every length', () => {
    const ms = [...Array.from({ length: 12_000 }, (_, m) => m), 99_999, 100_000, 123_456_789, 2 ** 31 - 1];
    const out = new ByteWriter(16);
    for (const m of ms) {
      out.reserve(40);
      out.commaThousandths(m);
      out.bytes(Buffer.from(' '));
    }
    const expected = ms.map((m) => `${Math.floor(m / 1000)},${String(m % 1000).padStart(3, '0')}`);
    expect(out.result().toString('latin1').trim().split(' ')).toEqual(expected);
  });
});

describe('ByteWriter.piece', () => {
  it('copies pieces of every length from 8 bytes on, a word at a time, and their patches', () => {
    const texts = Array.from({ length: 60 }, (_, n) =>
      '{"datetime":"0000-00-00T00:15:00Z","value":0.0824,"status":"VALID"}'.slice(0, 8 + n),
    );
    const pieces = texts.map((text) => new Piece(text));
    const out = new ByteWriter(16);
    for (const piece of pieces) {
      out.reserve(piece.length);
      out.piece(piece);
      out.reserve(1);
      out.bytes(Buffer.from('|'));
    }
    expect(out.result().toString('latin1')).toBe(texts.map((text) => `${text}|`).join(''));

    const joint = new Piece(',"status":"VALID"},{"datetime":"0000-00-00T');
    joint.patch(joint.length - 11, Buffer.from('2026-03-29', 'latin1'));
    const patched = new ByteWriter(16);
    patched.reserve(joint.length);
    patched.piece(joint);
    expect(patched.result().toString('latin1')).toBe(',"status":"VALID"},{"datetime":"2026-03-29T');
  });

  it('takes ASCII of 8 bytes and more only, so that no word is a NaN a copy could change', () => {
    expect(() => new Piece('short')).toThrow();
    expect(() => new Piece('Zählpunkt und Datum')).toThrow();
    expect(() => new Piece('with a \x7f inside')).toThrow();
  });
});
