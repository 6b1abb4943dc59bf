/**
 * Splits one line of a `;`-separated CSV file into its fields (RFC 4180 quoting: a quoted field may hold `;`, an
 * embedded quote is doubled). The portal's own downloads end every line with `;`: that empty last field is dropped.
 * Returns null for a line whose quotes do not close (the file is read line by line, so a field never spans lines).
 */
export function splitCsvLine(line: string): string[] | null {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        const quote = line.indexOf('"', i);
        if (quote < 0) return null;
        value += line.slice(i, quote);
        if (line[quote + 1] === '"') {
          value += '"';
          i = quote + 2;
          continue;
        }
        i = quote + 1;
        break;
      }
      fields.push(value);
      if (i < line.length && line[i] !== ';') return null;
    } else {
      const end = line.indexOf(';', i);
      fields.push((end < 0 ? line.slice(i) : line.slice(i, end)).trim());
      i = end < 0 ? line.length : end;
    }
    if (i >= line.length) break;
    i++; // the separator
    if (i === line.length) break; // a trailing `;` ends the line without another field
  }
  return fields;
}

/** A header field as layouts compare it: without quotes, byte-order mark and case. */
export const headerName = (field: string) =>
  field
    .replace(/^\uFEFF/, '')
    .replace(/"/g, '')
    .trim()
    .toLowerCase();
