/**
 * The part of semver the shell needs to decide whether it can run a remote: does a version satisfy a range.
 * Supports exact versions, `^`, `~`, `>=`, `<`, `x` wildcards and `||`; pre-release tags are compared as lower.
 */
type Version = [number, number, number, string];

export function parseVersion(text: string): Version | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(text.trim());
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3]), match[4] ?? ''];
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  if (a[3] === b[3]) return 0;
  if (a[3] === '') return 1;
  if (b[3] === '') return -1;
  return a[3] < b[3] ? -1 : 1;
}

export function compareVersions(a: string, b: string): number {
  const pa = parseVersion(a);
  const pb = parseVersion(b);
  if (!pa || !pb) return 0;
  return compare(pa, pb);
}

/** `1`, `1.2`, `1.x`, `1.2.*` → lower bound and the part that must stay. */
function partial(text: string): { version: Version; fixed: number } | null {
  const parts = text.split('.');
  const numbers: number[] = [];
  for (const part of parts.slice(0, 3)) {
    if (part === 'x' || part === 'X' || part === '*') break;
    if (!/^\d+$/.test(part)) return parts.length === 3 && parseVersion(text) ? { version: parseVersion(text) as Version, fixed: 3 } : null;
    numbers.push(Number(part));
  }
  const fixed = numbers.length;
  while (numbers.length < 3) numbers.push(0);
  const full = parseVersion(text);
  return { version: full ?? [numbers[0], numbers[1], numbers[2], ''], fixed };
}

function upper(version: Version, index: number): Version {
  const next: Version = [0, 0, 0, '0'];
  for (let i = 0; i < index; i += 1) next[i] = version[i];
  next[index] = (version[index] as number) + 1;
  // '0' as pre-release: the bound excludes every pre-release of the next version too.
  return next;
}

function satisfiesComparator(version: Version, comparator: string): boolean {
  const match = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comparator);
  if (!match) return false;
  const [, op = '', rest] = match;
  if (rest === '*' || rest === 'x') return version[3] === '';
  const range = partial(rest);
  if (!range) return false;
  const low = range.version;
  const c = compare(version, low);
  switch (op) {
    case '>=':
      return c >= 0;
    case '>':
      return c > 0;
    case '<':
      return c < 0;
    case '<=':
      return c <= 0;
    case '^': {
      const index = low[0] !== 0 || range.fixed <= 1 ? 0 : low[1] !== 0 || range.fixed <= 2 ? 1 : 2;
      return c >= 0 && compare(version, upper(low, index)) < 0;
    }
    case '~':
      return c >= 0 && compare(version, upper(low, range.fixed <= 1 ? 0 : 1)) < 0;
    default:
      if (range.fixed === 3) return c === 0;
      return c >= 0 && compare(version, upper(low, Math.max(0, range.fixed - 1))) < 0;
  }
}

/** Whether `version` lies in `range` (an npm-style range). A version that does not parse satisfies nothing. */
export function satisfies(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  return range.split('||').some((set) => {
    const comparators = set
      .trim()
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    if (comparators.length === 0) return false;
    // As npm: a pre-release satisfies a range only when one of its comparators names a pre-release of that version.
    if (parsed[3] !== '') {
      const core = parsed.slice(0, 3).join('.');
      if (!comparators.some((comparator) => comparator.replace(/^[\^~<>=]+/, '').startsWith(`${core}-`))) return false;
    }
    return comparators.every((comparator) => satisfiesComparator(parsed, comparator));
  });
}
