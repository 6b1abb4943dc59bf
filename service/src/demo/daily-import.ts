import { VALUE_STATUSES } from '@portal/shared/contract/enums';
import { addDays, viennaDayStart, viennaToday } from '../dates/local-dates';
import type { Db, Queryable } from '../db/db';
import { importValueFile, type ImportSummary } from '../meter-import/import-values';
import { CONSUMPTION_DEMO } from './seed-consumption';
import { DEMO } from './seed';
import { advanceDemoMarker, readDemoMarker } from './demo-marker';
import {
  insertFirstCommunity,
  insertSecondCommunity,
  markProvisionalEvening,
  refreshDemoCommunityTotals,
  specialDays,
  stageDynamicCommunity,
  stageGas,
  stageSmartMeter,
  type DemoPods,
} from './demo-series';
import { createStaging, packStaged, STAGING } from './quarter-hour-staging';
import { quarterHoursSql } from '../consumption/queries';

/**
 * The demo's "up to yesterday": while a demo installation runs, the days since the last stored one are generated with
 * the seed's curves (demo-series.ts) and delivered through the operator's import (importValueFile: quality-level
 * upsert, rollups, ranges, notifications), as an operator's meter data management would deliver them. The last
 * stored day is delivered again: its provisional evening (PREVALUE) becomes measured (VALID). Only where the demo seed
 * left its marker (demo_data): an operator's own data are never touched.
 */

export interface DemoImportOptions {
  /** The clock (tests inject one); the days up to yesterday in Vienna are generated. */
  now?: () => Date;
  /** What follows an import that changed values (the customers' data notifications). */
  afterImport?: (podIds: number[]) => Promise<unknown>;
  /** Days generated and imported at a time (tests use fewer). */
  chunkDays?: number;
}

export interface DemoImportResult {
  from: string;
  to: string;
  summaries: ImportSummary[];
}

/**
 * A demo left off for long catches up two weeks at a time: each statement stays short (PostgreSQL's statement timeout)
 * and the embedded database answers requests in between.
 */
const CHUNK_DAYS = 14;

const OWN_HEADER = 'Zählpunkt;Beginn;Wert;Einheit;Status;Profiltyp;Energierichtung';
const COMMUNITY_HEADER = 'Zählpunkt;Energiegemeinschaft;Profiltyp;Beginn;Wert;Einheit;Status';

/** Common SQL text of a line's instant, value and status (UTC instants with Z, four decimals, status names). */
const BEGIN = `to_char(v.ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const VALUE = `coalesce(round(v.value::numeric, 4)::text, '')`;
const STATUS = `($1::text[])[v.status + 1]`;

/** The generated days leave their transaction (rolled back) as the lines of two import files. */
class Generated extends Error {
  constructor(
    readonly own: string[],
    readonly community: string[],
  ) {
    super('generated');
  }
}

async function findDemoPods(db: Queryable): Promise<DemoPods | null> {
  const numbers = {
    smartMeter: DEMO.max.smartMeterPod,
    feedIn: DEMO.max.feedInPod,
    holidayHome: CONSUMPTION_DEMO.holidayHomePod,
    plant: CONSUMPTION_DEMO.plantPod,
    gas: CONSUMPTION_DEMO.gasPod,
  };
  const { rows } = await db.query<{ meter_point_number: string; id: number }>(
    'SELECT meter_point_number, id FROM pods WHERE meter_point_number = ANY($1::text[])',
    [Object.values(numbers)],
  );
  const ids = new Map(rows.map((r) => [r.meter_point_number, r.id]));
  const pods = Object.fromEntries(Object.entries(numbers).map(([key, number]) => [key, ids.get(number)])) as Partial<DemoPods>;
  return Object.values(pods).every((id) => id !== undefined) ? (pods as DemoPods) : null;
}

/**
 * The demo's values of the local days [from, to] as a fresh seed on `today` would write them, generated in a
 * transaction that is rolled back (the generators pack their rows into the stored day rows) and answered as
 * the lines of a `values` and a `community` import file.
 */
async function generateDays(db: Db, pods: DemoPods, from: string, to: string, today: string, days: number) {
  const statuses = [...VALUE_STATUSES];
  const members = [pods.smartMeter, pods.feedIn, pods.holidayHome];
  try {
    await db.transaction(async (tx) => {
      await createStaging(tx);
      // Days stored already make way, so each community's shares are computed as in a fresh seed.
      await tx.query('DELETE FROM community_days WHERE pod_id = ANY($1::int[]) AND day >= $2::date', [members, from]);
      const special = specialDays(today, days);
      await stageSmartMeter(tx, pods, from, to, special);
      await insertFirstCommunity(tx, pods, from, to);
      await markProvisionalEvening(tx, pods, addDays(today, -1));
      await insertSecondCommunity(tx, pods, from, to);
      await stageDynamicCommunity(tx, pods, from, to, special);
      await stageGas(tx, pods, from, to);
      // The community plant has no customer contract: its generation is only the source of the allocation.
      const own = await tx.query<{ line: string }>(
        `SELECT concat_ws(';', p.meter_point_number, ${BEGIN}, ${VALUE}, s.unit, ${STATUS}, s.profile_type, s.energy_direction) AS line
           FROM ${STAGING} v JOIN pods p ON p.id = v.pod_id JOIN profile_series s ON s.id = v.profile_type
          WHERE v.pod_id <> $2
          ORDER BY v.pod_id, v.profile_type, v.ts`,
        [statuses, pods.plant],
      );
      await packStaged(tx);
      await refreshDemoCommunityTotals(tx, pods, from);
      const community = await tx.query<{ line: string }>(
        `SELECT concat_ws(';', p.meter_point_number, v.energy_community_id, s.profile_type, ${BEGIN}, ${VALUE}, s.unit, ${STATUS}) AS line
           FROM (${quarterHoursSql(
             { table: 'community_days', where: 'd.pod_id = ANY($2::int[])', columns: ['pod_id', 'energy_community_id', 'profile_type'] },
             '$3::date',
             '$4::date',
           )}) v
           JOIN pods p ON p.id = v.pod_id JOIN profile_series s ON s.id = v.profile_type
          ORDER BY v.pod_id, v.energy_community_id, v.profile_type, v.ts`,
        [statuses, members, from, to],
      );
      throw new Generated(
        own.rows.map((r) => r.line),
        community.rows.map((r) => r.line),
      );
    });
  } catch (error) {
    if (error instanceof Generated) return error;
    throw error;
  }
  throw new Error('the generating transaction must end in Generated');
}

async function* linesOf(header: string, lines: string[]): AsyncIterable<string> {
  yield header;
  yield* lines;
}

/**
 * Brings a demo database up to yesterday through the import path; null when there is nothing to do (up to date, or
 * not a demo database).
 */
export async function importDemoDays(db: Db, options: DemoImportOptions = {}): Promise<DemoImportResult | null> {
  const now = options.now?.() ?? new Date();
  const marker = await readDemoMarker(db);
  if (!marker) return null;
  const today = viennaToday(now);
  const yesterday = addDays(today, -1);
  if (marker.valuesUntil >= yesterday) return null;
  const pods = await findDemoPods(db);
  if (!pods) return null;

  const from = marker.valuesUntil;
  const chunkDays = options.chunkDays ?? CHUNK_DAYS;
  const summaries: ImportSummary[] = [];
  for (let start = from; start <= yesterday; start = addDays(start, chunkDays)) {
    const last = addDays(start, chunkDays - 1);
    const end = last < yesterday ? last : yesterday;
    const generated = await generateDays(db, pods, start, end, today, marker.days);
    for (const [name, header, lines] of [
      ['zaehlwerte', OWN_HEADER, generated.own],
      ['energiegemeinschaften', COMMUNITY_HEADER, generated.community],
    ] as const) {
      summaries.push(
        await importValueFile(db, linesOf(header, lines), {
          fileName: `demo-${name}-${start}-${end}.csv`,
          now: now.getTime(),
          afterImport: options.afterImport,
        }),
      );
    }
    // Each chunk is in: a run stopped halfway goes on from there next time.
    await advanceDemoMarker(db, end);
  }
  return { from, to: yesterday, summaries };
}

/** A minute after local midnight: the new yesterday is complete whatever the timer's drift. */
const AFTER_MIDNIGHT_MS = 60_000;

/**
 * Runs the demo import at once and then after each midnight in Vienna (the delay is computed from the next local
 * midnight each time, so DST days of 23 and 25 hours come out right). The timer never keeps the process alive.
 * Answers the function that stops it (and waits for a run under way).
 */
export function startDailyDemoImport(
  db: Db,
  options: DemoImportOptions & { onResult(result: DemoImportResult | null): void; onError(error: unknown): void },
): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const clock = options.now ?? (() => new Date());
  const schedule = () => {
    if (stopped) return;
    const now = clock();
    const next = viennaDayStart(addDays(viennaToday(now), 1)).getTime() + AFTER_MIDNIGHT_MS;
    timer = setTimeout(run, next - now.getTime());
    timer.unref();
  };
  const run = () => {
    running = importDemoDays(db, options).then(options.onResult, options.onError).finally(schedule);
  };
  run();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
