import { dateNumber, writeGermanDate, writeIsoDate } from '../../src/dates/date-digits';

const DAY_MS = 86_400_000;

describe('dates as digits', () => {
  it('write the UTC date of every day from 1900 to 2299 as toISOString does, ISO and German', () => {
    const iso = Buffer.from('0000-00-00', 'latin1');
    const german = Buffer.from('00.00.0000', 'latin1');
    const wrong: string[] = [];
    for (let day = Date.UTC(1900, 0, 1) / DAY_MS; day < Date.UTC(2300, 0, 1) / DAY_MS; day += 1) {
      const expected = new Date(day * DAY_MS).toISOString().slice(0, 10);
      writeIsoDate(iso, 0, day);
      writeGermanDate(german, 0, day);
      const [y, m, d] = expected.split('-');
      if (iso.toString('latin1') !== expected || german.toString('latin1') !== `${d}.${m}.${y}`) {
        wrong.push(`${expected}: ${iso.toString('latin1')} ${german.toString('latin1')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('writes from an offset and leaves the separators alone', () => {
    const bytes = Buffer.from('"xxxx/xx/xxT', 'latin1');
    writeIsoDate(bytes, 1, Date.UTC(2026, 2, 29) / DAY_MS);
    expect(bytes.toString('latin1')).toBe('"2026/03/29T');
    expect(dateNumber(Date.UTC(2024, 1, 29) / DAY_MS)).toBe(20240229);
    expect(dateNumber(-1)).toBe(19691231);
  });
});
