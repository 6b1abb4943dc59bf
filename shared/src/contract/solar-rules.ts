import type { ProcessStatus } from './enums';
import type { SolarPowerApplication } from './partner-processes';

// Rules of the solar power application dialogs (portal-processes §4, §5, §9), shared by service and front end.

/** Months a grid confirmation is valid at first, and in total after its one extension. */
export const APPROVAL_VALIDITY_MONTHS = { initial: 12, extended: 24 } as const;

/** The range of the limitation-increase slider: the restriction rounded up to the max capacity rounded down (kW). */
export function limitationIncreaseBounds(application: Pick<SolarPowerApplication, 'powerFeedRestriction' | 'maxCapacity'>): {
  min: number;
  max: number;
} {
  return { min: Math.ceil(application.powerFeedRestriction ?? 0), max: Math.floor(application.maxCapacity) };
}

/** Number of slider ticks by screen width: 3 below 480 px, 5 below 768, 7 below 992, otherwise 11. */
export function sliderTickCount(screenWidth: number): number {
  if (screenWidth < 480) return 3;
  if (screenWidth < 768) return 5;
  if (screenWidth < 992) return 7;
  return 11;
}

/** `count` tick values spread evenly over [min, max], whole numbers, no duplicates (a narrow range has fewer). */
export function sliderTicks(min: number, max: number, count: number): number[] {
  if (max <= min) return [min];
  const ticks = Array.from({ length: count }, (_, i) => Math.round(min + ((max - min) * i) / (count - 1)));
  return [...new Set(ticks)];
}

/** The date one year after `isoDate` (YYYY-MM-DD); 29 February becomes 28 February. */
export function oneYearAfter(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const next = year + 1;
  const leap = (next % 4 === 0 && next % 100 !== 0) || next % 400 === 0;
  const d = month === 2 && day === 29 && !leap ? 28 : day;
  return `${String(next).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Applications still running: the count bubble of the customer processes counts these. */
export const RUNNING_STATUSES: readonly ProcessStatus[] = ['OPEN', 'IN_PROGRESS'];

export const isRunning = (application: Pick<SolarPowerApplication, 'status'>): boolean => RUNNING_STATUSES.includes(application.status);

export const runningCount = (applications: readonly Pick<SolarPowerApplication, 'status'>[]): number =>
  applications.filter(isRunning).length;
