import { CALLBACK_LIMITS } from './callbacks';

// The callback time rule, checked alike by the form (Yup) and the service.

const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The times a callback may start or end at: every full hour from 07:00 to 18:00. */
export const CALLBACK_TIMES: readonly string[] = Array.from({ length: CALLBACK_LIMITS.lastHour - CALLBACK_LIMITS.firstHour + 1 }, (_, i) =>
  pad(CALLBACK_LIMITS.firstHour + i),
);

/** `HH:mm` on the hour between 07:00 and 18:00. */
export const isCallbackTime = (value: string): boolean => CALLBACK_TIMES.includes(value);

/** From lies before to (both valid callback times; `HH:mm` compares as text). */
export const isCallbackTimeRange = (from: string, to: string): boolean => isCallbackTime(from) && isCallbackTime(to) && from < to;
