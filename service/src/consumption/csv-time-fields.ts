import { writeGermanDate, writeIsoDate } from '../dates/date-digits';
import { viennaGermanDateTime, viennaIsoWithOffset, viennaStretch } from '../dates/vienna-clock';
import { asciiBytes, Piece, type ByteWriter } from './byte-writer';
import type { TimestampStyle } from './csv-layout';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const MINUTES = Array.from({ length: 1440 }, (_, m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
/**
 * After a local date: ` HH:mm"` (one field, bytes: shorter than a word), `";"HH:mm"` (date and time in two fields),
 * ISO `HH:mm:00+0h:00"`. Made by the first download (~8 ms for the 4,320 pieces), not at every process's start.
 */
interface Clocks {
  joined: Uint8Array[];
  split: Piece[];
  iso: Piece[][];
}
let clocks: Clocks | undefined;
const clockTables = (): Clocks =>
  (clocks ??= {
    joined: MINUTES.map((hm) => asciiBytes(` ${hm}"`)),
    split: MINUTES.map((hm) => new Piece(`";"${hm}"`)),
    iso: [1, 2].map((offset) => MINUTES.map((hm) => new Piece(`${hm}:00+0${offset}:00"`))),
  });

/** How an instant is written: `"DD.MM.YYYY HH:mm"`, `"DD.MM.YYYY";"HH:mm"` (two fields), ISO with its offset. */
const LOCAL = 0;
const SPLIT = 1;
const ISO = 2;
type Kind = typeof LOCAL | typeof SPLIT | typeof ISO;

/**
 * Writes the time fields of a series' intervals in Vienna time as bytes, asked for by the interval's index. Intervals
 * come in time order: the offset and the local date are looked up once per stretch of a day (viennaStretch), not per
 * instant, and the time of day comes from a table. No instant is handed from call to call per line: V8 would box
 * each one (a year's CSV made 1.7 MB of garbage that way). Instants off the whole minute take the text way.
 */
export class TimeFieldWriter {
  /** The current stretch: [from, to) in epoch ms, its offset and the local minute of the day at `from`. */
  private from = 0;
  private to = -1;
  private offset: 1 | 2 = 1;
  private firstMinute = 0;
  /** The current stretch's local date, `"DD.MM.YYYY` and `"YYYY-MM-DDT`. */
  private readonly german = new Piece('"00.00.0000');
  private readonly iso = new Piece('"0000-00-00T');
  /** The date's digits, written in place each day. */
  private readonly germanDate = asciiBytes('00.00.0000');
  private readonly isoDate = asciiBytes('0000-00-00');
  private readonly clocks = clockTables();

  /** starts: the intervals' starts (epoch ms); length: an interval's length in ms (the end is start + length). */
  constructor(
    private readonly starts: Float64Array,
    private readonly length: number,
  ) {}

  /** The fields of interval i in a download's style: its local start, or its ISO start and end. */
  fields(out: ByteWriter, i: number, style: TimestampStyle): void {
    if (style === 'local') return this.instant(out, i, false, LOCAL);
    this.instant(out, i, false, ISO);
    out.bytes(SEPARATOR);
    this.instant(out, i, true, ISO);
  }

  /** Interval i's start and end as `"DD.MM.YYYY";"HH:mm";"DD.MM.YYYY";"HH:mm"` (the community layout). */
  splitStartAndEnd(out: ByteWriter, i: number): void {
    this.instant(out, i, false, SPLIT);
    out.bytes(SEPARATOR);
    this.instant(out, i, true, SPLIT);
  }

  private instant(out: ByteWriter, i: number, end: boolean, kind: Kind): void {
    const t = end ? this.starts[i] + this.length : this.starts[i];
    if (t < this.from || t >= this.to) this.enter(t);
    // Whole minutes by comparing with their floor: a remainder of doubles is a call in V8, dearer than the line's copies.
    const sinceMinutes = (t - this.from) / 60_000;
    if (sinceMinutes !== Math.floor(sinceMinutes)) return this.offMinute(out, t, kind);
    const minute = this.firstMinute + sinceMinutes;
    if (kind === ISO) {
      out.piece(this.iso);
      out.piece(this.clocks.iso[this.offset - 1][minute]);
    } else {
      out.piece(this.german);
      if (kind === SPLIT) out.piece(this.clocks.split[minute]);
      else out.bytes(this.clocks.joined[minute]);
    }
  }

  /** An instant off the whole minute (day rows hold whole quarter-hours and hours only): the text way. */
  private offMinute(out: ByteWriter, t: number, kind: Kind): void {
    out.text(`"${kind === ISO ? viennaIsoWithOffset(t) : viennaGermanDateTime(t, kind === SPLIT ? '";"' : ' ')}"`);
  }

  private enter(t: number): void {
    const stretch = viennaStretch(t);
    const local = stretch.from + stretch.offset * HOUR_MS;
    const day = Math.floor(local / DAY_MS);
    this.from = stretch.from;
    this.to = stretch.to;
    this.offset = stretch.offset;
    this.firstMinute = (local - day * DAY_MS) / 60_000;
    writeGermanDate(this.germanDate, 0, day);
    this.german.patch(1, this.germanDate);
    writeIsoDate(this.isoDate, 0, day);
    this.iso.patch(1, this.isoDate);
  }
}

const SEPARATOR = asciiBytes(';');
