import { readFileSync } from 'node:fs';
import { dataFile } from '../data-files';

/**
 * The Austrian postcode → place lookup of "my data" (portal-processes §5, address): GeoNames postal code data
 * (CC BY 4.0, see service/data/README.md), read once on first use.
 *
 * City codes are stable and derived from the data: `<postcode>-<Gemeindekennzahl>` for a municipality (Gemeinde) and
 * `<postcode>-<Gemeindekennzahl>-<place slug>` for a further place (Ortschaft) of it, e.g. `4600-40301` (Wels) and
 * `4600-40301-puchberg`.
 */
interface City {
  code: string;
  postcode: string;
  name: string;
}

let byPostcode: Map<string, City[]> | null = null;

/** Splits one CSV line; fields may be quoted ("Klagenfurt,08.Bez.:Villacher Vorstadt"). */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields;
}

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

export function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => UMLAUTS[c])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Builds the lookup from the CSV text (header: country_code,zipcode,place,…,community,community_code,…). */
export function parsePostcodes(csv: string): Map<string, City[]> {
  const lines = csv.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = splitCsvLine(lines[0]);
  const col = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`at-postcodes.csv: column ${name} missing`);
    return index;
  };
  const [zip, place, community, communityCode] = [col('zipcode'), col('place'), col('community'), col('community_code')];
  const result = new Map<string, Map<string, City>>();
  for (const line of lines.slice(1)) {
    const f = splitCsvLine(line);
    const postcode = f[zip];
    const cities = result.get(postcode) ?? new Map<string, City>();
    result.set(postcode, cities);
    const municipality = { code: `${postcode}-${f[communityCode]}`, postcode, name: f[community] };
    cities.set(municipality.code, municipality);
    if (f[place] !== f[community]) {
      const code = `${municipality.code}-${slug(f[place])}`;
      cities.set(code, { code, postcode, name: f[place] });
    }
  }
  const sorted = new Map<string, City[]>();
  for (const [postcode, cities] of result) {
    const municipalities = [...cities.values()].filter((c) => c.code.split('-').length === 2);
    const places = [...cities.values()].filter((c) => c.code.split('-').length > 2);
    const byName = (a: City, b: City) => a.name.localeCompare(b.name, 'de-AT');
    sorted.set(postcode, [...municipalities.sort(byName), ...places.sort(byName)]);
  }
  return sorted;
}

function lookup(): Map<string, City[]> {
  byPostcode ??= parsePostcodes(readFileSync(dataFile('at-postcodes.csv'), 'utf8'));
  return byPostcode;
}

/** Municipalities first, then the further places, each by name. */
export function citiesOf(postcode: string): City[] {
  return lookup().get(postcode.trim()) ?? [];
}

/** The city of a code, or null for an unknown code. */
export function cityByCode(code: string): City | null {
  const postcode = code.split('-')[0];
  return citiesOf(postcode).find((c) => c.code === code) ?? null;
}
