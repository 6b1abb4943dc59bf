import { viennaGermanDateTime, viennaIsoWithOffset, viennaStretch } from '../dates/vienna-clock';
import { asciiBytes, type ByteWriter } from './byte-writer';
import type { TimestampStyle } from './csv-layout';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const MINUTES = Array.from({ length: 1440 }, (_, m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
/** After a local date: ` HH:mm"` (one field), `";"HH:mm"` (date and time in two fields), ISO `HH:mm:00+0h:00"`. */
const CLOCKS = {
  joined: MINUTES.map((hm) => asciiBytes(` ${hm}"`)),
  split: MINUTES.map((hm) => asciiBytes(`";"${hm}"`)),
  iso: [1, 2].map((offset) => MINUTES.map((hm) => asciiBytes(`${hm}:00+0${offset}:00"`))),
};

/**
 * Writes the time fields of instants in Vienna time as bytes. Instants come in time order: the offset and the local
 * date are looked up once per stretch of a day (viennaStretch), not per instant, and the time of day comes from a
 * table. Instants off the whole minute take the text way.
 */
export class TimeFieldWriter {
  /** The current stretch: [from, to) in epoch ms, its offset and the local minute of the day at `from`. */
  private from = 0;
  private to = -1;
  private offset: 1 | 2 = 1;
  private firstMinute = 0;
  private german = asciiBytes('');
  private iso = asciiBytes('');

  /** `"DD.MM.YYYY HH:mm"`, or with `split` `"DD.MM.YYYY";"HH:mm"` (the community layout's two fields). */
  local(out: ByteWriter, t: number, split = false): void {
    const minute = this.minuteOfDay(t);
    if (minute < 0) out.text(`"${viennaGermanDateTime(t, split ? '";"' : ' ')}"`);
    else {
      out.bytes(this.german);
      out.bytes((split ? CLOCKS.split : CLOCKS.joined)[minute]);
    }
  }

  /** `"2026-10-25T02:00:00+01:00"`. */
  isoWithOffset(out: ByteWriter, t: number): void {
    const minute = this.minuteOfDay(t);
    if (minute < 0) out.text(`"${viennaIsoWithOffset(t)}"`);
    else {
      out.bytes(this.iso);
      out.bytes(CLOCKS.iso[this.offset - 1][minute]);
    }
  }

  /** The fields of an interval in a download's style: local start, or ISO start and end. */
  fields(out: ByteWriter, t: number, length: number, style: TimestampStyle): void {
    if (style === 'local') return this.local(out, t);
    this.isoWithOffset(out, t);
    out.bytes(SEPARATOR);
    this.isoWithOffset(out, t + length);
  }

  /** The minute of the local day of an instant; -1 off the whole minute. */
  private minuteOfDay(t: number): number {
    if (t < this.from || t >= this.to) this.enter(t);
    const since = t - this.from;
    return since % 60_000 === 0 ? this.firstMinute + since / 60_000 : -1;
  }

  private enter(t: number): void {
    const stretch = viennaStretch(t);
    const local = stretch.from + stretch.offset * HOUR_MS;
    const day = Math.floor(local / DAY_MS);
    const date = new Date(day * DAY_MS).toISOString();
    this.from = stretch.from;
    this.to = stretch.to;
    this.offset = stretch.offset;
    this.firstMinute = (local - day * DAY_MS) / 60_000;
    this.german = asciiBytes(`"${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`);
    this.iso = asciiBytes(`"${date.slice(0, 11)}`);
  }
}

const SEPARATOR = asciiBytes(';');
