import { writeGermanDate, writeIsoDate } from '../dates/date-digits';
import { viennaGermanDateTime, viennaIsoWithOffset, viennaStretch } from '../dates/vienna-clock';
import { asciiBytes, Piece, type ByteWriter } from './byte-writer';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const MINUTES = Array.from({ length: 1440 }, (_, m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);

/**
 * The time fields' pieces after a local date, by local minute of the day, each with the `;` that ends its field:
 * `local` ` HH:mm";` (after `"DD.MM.YYYY`), `split` `";"HH:mm";` (date and time in two fields), `iso[offset - 1]`
 * `HH:mm:00+0h:00";` (after `"YYYY-MM-DDT`). Made by the first download (~8 ms for the 4,320 pieces), not at every
 * process's start.
 */
interface Clocks {
  local: Piece[];
  split: Piece[];
  iso: Piece[][];
}
let clocks: Clocks | undefined;
const clockTables = (): Clocks =>
  (clocks ??= {
    local: MINUTES.map((hm) => new Piece(` ${hm}";`)),
    split: MINUTES.map((hm) => new Piece(`";"${hm}";`)),
    iso: [1, 2].map((offset) => MINUTES.map((hm) => new Piece(`${hm}:00+0${offset}:00";`))),
  });

/** How an instant is written: `"DD.MM.YYYY HH:mm";`, `"DD.MM.YYYY";"HH:mm";` (two fields), ISO with its offset. */
export type TimeKind = 'local' | 'split' | 'iso';

/**
 * Writes the time fields of a series' instants in Vienna's local time, each field with its `;`. Instants come in
 * time order: the offset and the local date are looked up once per stretch of a day (viennaStretch), not per
 * instant, and the time of day is a piece of the clock tables. Asked with a column and an index, never with an
 * instant: V8 boxes a double handed to a call it does not inline, once per line (a year's CSV made 1.7 MB of garbage
 * that way). A writer keeps one cursor for its intervals' starts and one for their ends, so each moves forward only.
 */
export class LocalTimeCursor {
  /** The current stretch: [from, to) in epoch ms, and the local minute of the day at `from`. */
  private from = 0;
  private to = -1;
  private firstMinute = 0;
  /** The stretch's date piece (`"DD.MM.YYYY`, ISO `"YYYY-MM-DDT`) and the clock pieces after it. */
  private readonly date: Piece;
  private clocks: Piece[];
  /** The date's digits, written in place each day. */
  private readonly digits: Uint8Array;

  constructor(private readonly kind: TimeKind) {
    const iso = kind === 'iso';
    this.date = new Piece(iso ? '"0000-00-00T' : '"00.00.0000');
    this.digits = asciiBytes(iso ? '0000-00-00' : '00.00.0000');
    this.clocks = iso ? clockTables().iso[0] : clockTables()[kind];
  }

  /** The fields of instant `starts[i] + shift`: shift 0 for an interval's start, its length for its end. */
  write(out: ByteWriter, starts: Float64Array, i: number, shift: number): void {
    const t = starts[i] + shift;
    if (t < this.from || t >= this.to) this.enter(t);
    // Whole minutes by comparing with their floor: a remainder of doubles is a call in V8, dearer than the line's copies.
    const sinceMinutes = (t - this.from) / 60_000;
    if (sinceMinutes !== Math.floor(sinceMinutes)) return this.offMinute(out, starts, i, shift);
    out.piece(this.date);
    out.piece(this.clocks[this.firstMinute + sinceMinutes]);
  }

  /** An instant off the whole minute (day rows hold whole quarter-hours and hours only): the text way. */
  private offMinute(out: ByteWriter, starts: Float64Array, i: number, shift: number): void {
    const t = starts[i] + shift;
    const { kind } = this;
    out.text(`"${kind === 'iso' ? viennaIsoWithOffset(t) : viennaGermanDateTime(t, kind === 'split' ? '";"' : ' ')}";`);
  }

  private enter(t: number): void {
    const stretch = viennaStretch(t);
    const local = stretch.from + stretch.offset * HOUR_MS;
    const day = Math.floor(local / DAY_MS);
    this.from = stretch.from;
    this.to = stretch.to;
    this.firstMinute = (local - day * DAY_MS) / 60_000;
    if (this.kind === 'iso') {
      writeIsoDate(this.digits, 0, day);
      this.clocks = clockTables().iso[stretch.offset - 1];
    } else writeGermanDate(this.digits, 0, day);
    this.date.patch(1, this.digits);
  }
}
