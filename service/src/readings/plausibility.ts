// Plausibility of a customer's meter reading from the register's own history (ElWG §53: readings sent by customers
// are checked). A value is implausible below the last reading, or when its consumption per day lies far outside the
// range the register's past periods show; how far depends on the meter's load profile.

export type Plausibility = 'PLAUSIBLE' | 'BELOW_LAST' | 'TOO_HIGH' | 'TOO_LOW';

interface ProfileTolerance {
  /** Allowed factor above the highest and below the lowest past consumption per day. */
  factor: number;
  /** Highest plausible consumption per day when the register has no history yet (kWh, gas m³). */
  capWithoutHistory: number;
}

/**
 * Households (H0) vary least; commerce (G*) and agriculture (L*) more; gas heating (HE*, HG*, …) swings with the
 * seasons, so its history range is stretched furthest. Feed-in registers follow the sun.
 */
export function toleranceOf(synthProfile: string | null, branch: 'STROM' | 'GAS', generation: boolean): ProfileTolerance {
  if (generation) return { factor: 3, capWithoutHistory: 400 };
  if (branch === 'GAS') return { factor: 4, capWithoutHistory: 300 };
  const profile = (synthProfile ?? '').toUpperCase();
  if (profile.startsWith('H')) return { factor: 2.5, capWithoutHistory: 80 };
  if (profile.startsWith('G')) return { factor: 3, capWithoutHistory: 3000 };
  if (profile.startsWith('L')) return { factor: 3, capWithoutHistory: 1000 };
  return { factor: 3, capWithoutHistory: 3000 };
}

/** Short periods say little about a daily rate: below this many days only a generous upper bound applies. */
const SHORT_PERIOD_DAYS = 14;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export function plausibilityOf(input: {
  last: { value: number; date: string } | null;
  value: number;
  date: string;
  /** Consumption per day of the register's past periods. */
  historyPerDay: number[];
  tolerance: ProfileTolerance;
}): Plausibility {
  const { last, value, date, historyPerDay, tolerance } = input;
  if (!last) return 'PLAUSIBLE';
  if (value < last.value) return 'BELOW_LAST';
  const days = Math.max(1, daysBetween(last.date, date));
  const perDay = (value - last.value) / days;
  const short = days < SHORT_PERIOD_DAYS;
  const history = historyPerDay.filter((v) => Number.isFinite(v) && v >= 0);
  if (history.length === 0) return perDay > tolerance.capWithoutHistory * (short ? 2 : 1) ? 'TOO_HIGH' : 'PLAUSIBLE';
  const highest = Math.max(...history);
  const lowest = Math.min(...history);
  const factor = short ? tolerance.factor * 2 : tolerance.factor;
  if (perDay > Math.max(highest * factor, 1)) return 'TOO_HIGH';
  if (!short && lowest > 0 && perDay < lowest / factor) return 'TOO_LOW';
  return 'PLAUSIBLE';
}
