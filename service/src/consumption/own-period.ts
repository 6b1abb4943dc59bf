import { addDays } from '../dates/local-dates';

/**
 * What a customer may read of a meter point: the days of their own contracts on it. A meter point changes hands when
 * one customer moves out and the next moves in; each reads values, readings, trends and community data only of their
 * own days. Taken per contract account (every contract of an account is its one customer's): from the earliest
 * move-in to the latest move-out of the account's contracts on the meter point, open while one of them has no
 * move-out. A gap between two contracts of the account counts as the customer's, unless another account's contract
 * began in it (the customer moved out and back in later): then only the contracts since the return count, and the
 * days before it are no longer the customer's to read, so that the days in between never are.
 */
export interface OwnPeriod {
  /** The earliest move-in (YYYY-MM-DD). */
  from: string;
  /** The latest move-out, null while a contract runs on. */
  to: string | null;
}

/**
 * SQL for a LATERAL join: `own_from` and `own_to` (texts, see OwnPeriod) of the contract account of contract `c` on
 * its meter point, whatever else the statement filters (an inactive contract still belongs to the period).
 */
export const ownPeriodSql = (c: string) =>
  `(SELECT min(o.move_in_date)::text AS own_from,
           CASE WHEN bool_or(o.move_out_date IS NULL) THEN NULL ELSE max(o.move_out_date)::text END AS own_to
      FROM contracts o
     WHERE o.contract_account_number = ${c}.contract_account_number AND o.pod_id = ${c}.pod_id
       AND NOT EXISTS (SELECT 1 FROM contracts x
                        WHERE x.pod_id = o.pod_id AND x.contract_account_number <> o.contract_account_number
                          AND x.move_in_date > o.move_in_date
                          AND x.move_in_date < (SELECT max(l.move_in_date) FROM contracts l
                                                 WHERE l.contract_account_number = o.contract_account_number
                                                   AND l.pod_id = o.pod_id)))`;

export const ownPeriodOf = (row: { own_from: string; own_to: string | null }): OwnPeriod => ({ from: row.own_from, to: row.own_to });

/**
 * The meter point's data range (its first and last day with values) as the customer may read it: cut to their own
 * period, both null when none of their days has values. Every check of a requested range against these dates
 * (400 "Daten sind nur von … bis … verfügbar.") keeps a customer to their own days.
 */
export function ownDataRange(
  pod: { minimumDate: string | null; maximumDate: string | null },
  own: OwnPeriod,
): { minimumDate: string | null; maximumDate: string | null } {
  if (pod.minimumDate === null || pod.maximumDate === null) return { minimumDate: pod.minimumDate, maximumDate: pod.maximumDate };
  const minimumDate = pod.minimumDate < own.from ? own.from : pod.minimumDate;
  const maximumDate = own.to !== null && own.to < pod.maximumDate ? own.to : pod.maximumDate;
  return minimumDate <= maximumDate ? { minimumDate, maximumDate } : { minimumDate: null, maximumDate: null };
}

/** A row joined with ownPeriodSql and carrying its meter point's data range: its own period and own data range. */
export function ownRange(row: { own_from: string; own_to: string | null; minimum_date: string | null; maximum_date: string | null }): {
  ownPeriod: OwnPeriod;
  minimumDate: string | null;
  maximumDate: string | null;
} {
  const ownPeriod = ownPeriodOf(row);
  return { ownPeriod, ...ownDataRange({ minimumDate: row.minimum_date, maximumDate: row.maximum_date }, ownPeriod) };
}

/** Whether the days [from, to] (to may be open: '9999-12-31') share a day with the own period. */
export const overlapsOwnPeriod = (range: { from: string; to: string }, own: OwnPeriod): boolean =>
  range.to >= own.from && (own.to === null || range.from <= own.to);

/** The days [from, to] cut to the own period (from after to when they share no day: an empty range to SQL). */
export const withinOwnPeriod = <R extends { from: string; to: string }>(range: R, own: OwnPeriod): R => ({
  ...range,
  from: range.from < own.from ? own.from : range.from,
  to: own.to !== null && own.to < range.to ? own.to : range.to,
});

/**
 * Readings the customer may see: those on the days of their own period, and one on the day before their move-in
 * (the meter's state when they took it over, which closes the predecessor's last period). A period between two such
 * readings has only the customer's days.
 */
export const ownReadingDays = (own: OwnPeriod): { first: string; last: string | null } => ({ first: addDays(own.from, -1), last: own.to });
