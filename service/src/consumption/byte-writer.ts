/**
 * An answer written straight into bytes: the long profile answers are mostly the same few pieces (field names, times
 * of day, statuses) and numbers, copied from tables of encoded bytes. Measured on a year of quarter-hours, this takes
 * half the time of building the text as strings, which then still has to be joined and encoded, and leaves no
 * garbage behind.
 */

/** The ASCII bytes of a text of single-byte characters (tables, and the date of each day a writer passes). */
export const asciiBytes = (text: string): Uint8Array => Buffer.from(text, 'latin1');

const LOOP_COPY_BYTES = 8;
const WORD_BYTES = 8;
const DEL = 0x7f;
const MINUS = 45;
const DIGIT_0 = 48;
const INT32_MAX = 2_147_483_647;

/**
 * The bits of 8 bytes as a double, the unit the hot loops copy in: one store of a double through a DataView copies 8
 * bytes, cheaper for short pieces than TypedArray#set (a year's JSON: 10 % less time, A/B). Safe only for bytes
 * whose words are never a NaN (a copy may quiet a NaN's bits): ASCII below DEL (0x7F) and zero bytes, checked where
 * words are made.
 */
function wordsOf(view: DataView, words: Float64Array): void {
  const last = words.length - 1;
  for (let k = 0; k < last; k += 1) words[k] = view.getFloat64(k * WORD_BYTES, true);
  // The last word ends with the bytes (it overlaps the one before it when the length is not a multiple of 8).
  words[last] = view.getFloat64(view.byteLength - WORD_BYTES, true);
}

const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Throws unless every byte is ASCII below DEL (see wordsOf). */
function assertWordSafe(bytes: Uint8Array): void {
  for (const byte of bytes) if (byte >= DEL) throw new Error('a piece holds ASCII below DEL only');
}

/**
 * A piece of a table (a field name with a time of day, a status closing one value and opening the next), at least
 * 8 ASCII bytes, kept as words for ByteWriter.piece. `patch` writes over part of it (the date of the day a writer
 * enters).
 */
export class Piece {
  readonly length: number;
  readonly words: Float64Array;
  private readonly bytes: Uint8Array;
  private readonly view: DataView;

  constructor(text: string) {
    this.bytes = asciiBytes(text);
    this.length = this.bytes.length;
    if (this.length < WORD_BYTES) throw new Error(`a piece has at least ${WORD_BYTES} bytes: ${text}`);
    assertWordSafe(this.bytes);
    this.view = viewOf(this.bytes);
    this.words = new Float64Array(Math.ceil(this.length / WORD_BYTES));
    wordsOf(this.view, this.words);
  }

  /** Writes `ascii` over the piece from byte `at` on. */
  patch(at: number, ascii: Uint8Array): void {
    // Byte by byte, checked as it goes: a writer patches several pieces each day of an answer.
    for (let i = 0; i < ascii.length; i += 1) {
      if (ascii[i] >= DEL) throw new Error('a piece holds ASCII below DEL only');
      this.bytes[at + i] = ascii[i];
    }
    wordsOf(this.view, this.words);
  }
}

/**
 * The fractions of ten-thousandths 1 … 9999 after a separator, trailing zeros left out (`.0824`, `.5`), each in one
 * zero-padded word: a value's fraction is one store and a length, where writing its digits took a third of a year's
 * JSON.
 */
interface FractionWords {
  words: Float64Array;
  lengths: Uint8Array;
}

function fractionWords(separator: '.' | ','): FractionWords {
  // Digits, the separator and zero padding only: no word is a NaN. Built in one buffer when the module loads, ~3 ms
  // a table (a string and a buffer per fraction took 15 ms for both).
  const bytes = new Uint8Array(10_000 * WORD_BYTES);
  const lengths = new Uint8Array(10_000);
  for (let fraction = 1; fraction < 10_000; fraction += 1) {
    let rest = fraction;
    let digits = 4;
    while (rest % 10 === 0) {
      rest /= 10;
      digits -= 1;
    }
    const at = fraction * WORD_BYTES;
    bytes[at] = separator.charCodeAt(0);
    for (let i = digits; i > 0; i -= 1) {
      bytes[at + i] = DIGIT_0 + (rest % 10);
      rest = Math.floor(rest / 10);
    }
    lengths[fraction] = digits + 1;
  }
  const view = viewOf(bytes);
  const words = new Float64Array(10_000);
  for (let fraction = 1; fraction < 10_000; fraction += 1) words[fraction] = view.getFloat64(fraction * WORD_BYTES, true);
  return { words, lengths };
}

const POINT_FRACTIONS = fractionWords('.');
const COMMA_FRACTIONS = fractionWords(',');

/** `,000` … `,999` in one zero-padded word each: three decimals after a comma, always all three. */
function commaThousandthsWords(): Float64Array {
  const bytes = new Uint8Array(1000 * WORD_BYTES);
  for (let m = 0; m < 1000; m += 1) bytes.set(asciiBytes(`,${String(m).padStart(3, '0')}`), m * WORD_BYTES);
  const view = viewOf(bytes);
  return Float64Array.from({ length: 1000 }, (_, m) => view.getFloat64(m * WORD_BYTES, true));
}
const COMMA_THOUSANDTHS = commaThousandthsWords();
const COMMA_THOUSANDTHS_BYTES = 4;

export class ByteWriter {
  private buffer: Buffer;
  private view: DataView;
  private at = 0;

  constructor(capacity: number) {
    this.buffer = Buffer.allocUnsafe(Math.max(capacity, 256));
    this.view = viewOf(this.buffer);
  }

  /**
   * Room for `bytes` more; writers reserve once per item the most it can take. A word beyond is kept free as well: a
   * fraction's word may reach up to 7 bytes past a number's end.
   */
  reserve(bytes: number): void {
    // Small, so that the writers' loops take it in (V8 inlines up to a budget of bytecode per compiled loop).
    if (this.at + bytes + WORD_BYTES > this.buffer.length) this.grow(bytes);
  }

  private grow(bytes: number): void {
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.at + bytes + WORD_BYTES));
    this.buffer.copy(grown, 0, 0, this.at);
    this.buffer = grown;
    this.view = viewOf(grown);
  }

  /** A table's piece, a word at a time (room reserved). */
  piece(piece: Piece): void {
    const { words } = piece;
    const { view, at } = this;
    const last = words.length - 1;
    for (let k = 0; k < last; k += 1) view.setFloat64(at + k * WORD_BYTES, words[k], true);
    const end = at + piece.length;
    view.setFloat64(end - WORD_BYTES, words[last], true);
    this.at = end;
  }

  /** Encoded bytes from a table (room reserved). */
  bytes(bytes: Uint8Array): void {
    const { length } = bytes;
    const { buffer, at } = this;
    // A loop copies the shortest pieces (digits, fractions) faster than set(), which wins from about 8 bytes on.
    if (length > LOOP_COPY_BYTES) buffer.set(bytes, at);
    else for (let i = 0; i < length; i += 1) buffer[at + i] = bytes[i];
    this.at = at + length;
  }

  /** Any text, UTF-8 encoded (reserves its room itself). */
  text(text: string): void {
    this.reserve(Buffer.byteLength(text));
    this.at += this.buffer.write(text, this.at, 'utf8');
  }

  /**
   * Ten-thousandths k (an integer below 10¹⁵ in magnitude) as decimal text without trailing zeros: `0.0824`, `12`,
   * `-1.5` (room reserved). A year's answer writes 35,040 of them: the whole part digit by digit, the fraction as one
   * word from a table of fractions (digit by digit, or copied from a table of encoded bytes, it cost three times as much).
   */
  tenThousandths(k: number, separator: '.' | ','): void {
    // Nearly every number is an int32 of at least 0: those in a few operations of 32-bit integers, small enough for
    // the writers' compiled loops to take in; negative and larger ones the general way.
    if (k < 0 || k > INT32_MAX) return this.anyTenThousandths(k, separator);
    const positive = k | 0;
    const whole = (positive / 10_000) | 0;
    this.at = this.fraction(this.wholeDigits(this.at, whole), positive - whole * 10_000, separator);
  }

  /** Thousandths m (an int32 of at least 0) with all three decimals after a comma: `0,250`, `12,000` (room reserved). */
  commaThousandths(m: number): void {
    const whole = (m / 1000) | 0;
    const at = this.wholeDigits(this.at, whole);
    this.view.setFloat64(at, COMMA_THOUSANDTHS[m - whole * 1000], true);
    this.at = at + COMMA_THOUSANDTHS_BYTES;
  }

  /** The digits of `whole` (an int32 of at least 0) at `at`, in 32-bit integer operations; answers where they end. */
  private wholeDigits(at: number, whole: number): number {
    const { buffer } = this;
    let digits = 1;
    for (let left = (whole / 10) | 0; left > 0; left = (left / 10) | 0) digits += 1;
    let rest = whole;
    for (let i = digits - 1; i >= 0; i -= 1) {
      buffer[at + i] = DIGIT_0 + (rest % 10);
      rest = (rest / 10) | 0;
    }
    return at + digits;
  }

  /** Any ten-thousandths below 10¹⁵ in magnitude (tenThousandths' general way). */
  private anyTenThousandths(k: number, separator: '.' | ','): void {
    const { buffer } = this;
    let at = this.at;
    let magnitude = k;
    if (k < 0) {
      buffer[at] = MINUS;
      at += 1;
      magnitude = -k;
    }
    const whole = Math.floor(magnitude / 10_000);
    const fraction = (magnitude - whole * 10_000) | 0;
    const digits = buffer.write(String(whole), at, 'latin1');
    this.at = this.fraction(at + digits, fraction, separator);
  }

  /** A fraction of ten-thousandths (0: none) as one word from its table at `at`; answers where it ends. */
  private fraction(at: number, fraction: number, separator: '.' | ','): number {
    if (fraction === 0) return at;
    const table = separator === '.' ? POINT_FRACTIONS : COMMA_FRACTIONS;
    this.view.setFloat64(at, table.words[fraction], true);
    return at + table.lengths[fraction];
  }

  /** The bytes written, sharing this writer's memory. */
  result(): Buffer {
    return this.buffer.subarray(0, this.at);
  }
}
