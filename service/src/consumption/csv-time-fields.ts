import { viennaGermanDateTime, viennaIsoWithOffset, viennaOffsetHours } from '../dates/vienna-clock';
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
 * Writes the time fields of instants in Vienna time as bytes: the date of a local day is formatted once, the time of
 * day comes from a table (instants come in time order). Instants off the whole minute take the text way.
 */
export class TimeFieldWriter {
  private day = Number.NaN;
  private german = asciiBytes('');
  private iso = asciiBytes('');

  /** `"DD.MM.YYYY HH:mm"`, or with `split` `"DD.MM.YYYY";"HH:mm"` (the community layout's two fields). */
  local(out: ByteWriter, t: number, split = false): void {
    const offset = viennaOffsetHours(t);
    const minute = this.minuteOfDay(t + offset * HOUR_MS);
    if (minute === null) out.text(`"${viennaGermanDateTime(t, split ? '";"' : ' ')}"`);
    else {
      out.bytes(this.german);
      out.bytes((split ? CLOCKS.split : CLOCKS.joined)[minute]);
    }
  }

  /** `"2026-10-25T02:00:00+01:00"`. */
  isoWithOffset(out: ByteWriter, t: number): void {
    const offset = viennaOffsetHours(t);
    const minute = this.minuteOfDay(t + offset * HOUR_MS);
    if (minute === null) out.text(`"${viennaIsoWithOffset(t)}"`);
    else {
      out.bytes(this.iso);
      out.bytes(CLOCKS.iso[offset - 1][minute]);
    }
  }

  /** The fields of an interval in a download's style: local start, or ISO start and end. */
  fields(out: ByteWriter, t: number, length: number, style: TimestampStyle): void {
    if (style === 'local') return this.local(out, t);
    this.isoWithOffset(out, t);
    out.bytes(SEPARATOR);
    this.isoWithOffset(out, t + length);
  }

  /** The minute of the local day of a local instant (epoch ms shifted by the offset); null off the whole minute. */
  private minuteOfDay(local: number): number | null {
    const day = Math.floor(local / DAY_MS);
    if (day !== this.day) {
      const date = new Date(day * DAY_MS).toISOString();
      this.day = day;
      this.german = asciiBytes(`"${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`);
      this.iso = asciiBytes(`"${date.slice(0, 11)}`);
    }
    const rest = local - day * DAY_MS;
    return rest % 60_000 === 0 ? rest / 60_000 : null;
  }
}

const SEPARATOR = asciiBytes(';');
