import type { PodSelectionRow } from '@portal/shared/contract/consents';
import type { ErrorItem } from '@portal/shared/contract/errors';
import { groupMeterPoint } from '@portal/shared/format/meter-point';
import { texts } from '../texts';

/** Consent tables (portal-processes §9): 6 rows per page, options 6/10/25/50, paginator only above 6 rows. */
export const ROWS_PER_PAGE = 6;
export const ROWS_PER_PAGE_OPTIONS = [6, 10, 25, 50];
/** The metering-point filter of the confirm dialog appears above this many profiles. */
const POD_FILTER_THRESHOLD = 6;

export const showPaginator = (rowCount: number): boolean => rowCount > ROWS_PER_PAGE;
export const showPodFilter = (rowCount: number): boolean => rowCount > POD_FILTER_THRESHOLD;

/** Default order: meter point descending, then the later start first (stable for equal rows). */
export function sortByPodDescending<T extends { pod: string; validThrough: { from: string } }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => b.pod.localeCompare(a.pod) || b.validThrough.from.localeCompare(a.validThrough.from));
}

/** Key of one selectable row: a contract on a meter point. */
export const podKey = (row: Pick<PodSelectionRow, 'contractNumber' | 'meterPointAdministrationNumber'>): string =>
  `${row.meterPointAdministrationNumber}/${row.contractNumber}`;

/** Rows whose meter point, contract or address contains the text (case and spaces ignored). */
export function filterPods(rows: readonly PodSelectionRow[], text: string): PodSelectionRow[] {
  const needle = text.replace(/\s+/g, '').toUpperCase();
  if (needle === '') return [...rows];
  return rows.filter((row) =>
    [row.meterPointAdministrationNumber, row.contractNumber, row.address].some((value) =>
      value.replace(/\s+/g, '').toUpperCase().includes(needle),
    ),
  );
}

/** The rows chosen at first: those on the meter point the provider asked for. */
export const initiallyChosen = (rows: readonly PodSelectionRow[], requestedPod: string): string[] =>
  rows.filter((row) => row.meterPointAdministrationNumber === requestedPod).map(podKey);

/**
 * The service names a refused row by its index in the sent list (`pods.1`); the form has one field for the whole
 * selection. Puts such errors on that field, naming the metering points, so the customer sees which one it is;
 * other errors stay as they are (a field of their own, or a general error).
 */
export function podErrorsOnField(errors: readonly ErrorItem[], sent: readonly PodSelectionRow[]): ErrorItem[] {
  const podsByMessage = new Map<string, string[]>();
  const rest: ErrorItem[] = [];
  for (const error of errors) {
    const index = /^pods(?:\.|\[)(\d+)\]?$/.exec(error.path);
    const row = index ? sent[Number(index[1])] : undefined;
    if (!row) {
      rest.push(error);
      continue;
    }
    const pods = podsByMessage.get(error.message) ?? [];
    pods.push(groupMeterPoint(row.meterPointAdministrationNumber));
    podsByMessage.set(error.message, pods);
  }
  const onField = [...podsByMessage].map(([message, pods]) => texts.dialog.podRefused(pods.join(', '), message));
  return onField.length > 0 ? [{ path: 'pods', message: onField.join(' ') }, ...rest] : rest;
}
