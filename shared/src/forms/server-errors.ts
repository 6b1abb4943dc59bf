import type { ErrorItem } from '../contract/errors';

export interface MappedServerErrors {
  /** Field path (dot notation, as in the form's values) → first message for it. */
  fieldErrors: Record<string, string>;
  /** Messages whose path matches no field: shown at the top of the form as general.0, general.1, … */
  general: string[];
  /** The error numbers of all items, in order (e.g. 250: implausible reading). */
  numbers: number[];
}

/** `items[0].name` and `items.0.name` name the same field. */
function normalisePath(path: string): string {
  return path.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
}

/** Maps a server 400 error array onto the form's fields (portal-core §5). */
export function mapServerErrors(errors: ErrorItem[], fieldNames: string[]): MappedServerErrors {
  const fields = new Set(fieldNames.map(normalisePath));
  const result: MappedServerErrors = { fieldErrors: {}, general: [], numbers: [] };
  for (const error of errors) {
    if (typeof error.number === 'number') result.numbers.push(error.number);
    const path = normalisePath(error.path ?? '');
    if (path && fields.has(path)) {
      result.fieldErrors[path] ??= error.message;
    } else {
      result.general.push(error.message);
    }
  }
  return result;
}

/** The field paths of a values object, nested objects as dot paths (`address.postcode`). */
export function fieldPathsOf(values: object, prefix = ''): string[] {
  return Object.entries(values).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const nested = value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
    return nested ? [path, ...fieldPathsOf(value as object, path)] : [path];
  });
}
