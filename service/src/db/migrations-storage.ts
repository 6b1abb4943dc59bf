import type { Migration } from './migrations';

/** The three texts of loadDayRowTexts over the day rows `d` it groups: days, values in hex, statuses in hex. */
const DAY_ROW_TEXTS = `string_agg(d.day::text, ',' ORDER BY d.day), encode(string_agg(d.vals, ''::bytea ORDER BY d.day), 'hex'),
                 string_agg(coalesce(encode(d.statuses, 'hex'), ''), ',' ORDER BY d.day)`;

/**
 * A function answering a series' day rows over [from_day, to_day] as the three texts of loadDayRowTexts (migration
 * 82): `params` the parameters before the days, `keys` the conditions they put on the key columns before `day`.
 */
function dayRowTextsFunction(name: string, table: string, params: string, keys: string[]): string {
  return `CREATE FUNCTION ${name}(${params}, from_day date, to_day date, OUT days text, OUT vals text, OUT statuses text)
        LANGUAGE plpgsql STABLE AS $$
        BEGIN
          SELECT ${DAY_ROW_TEXTS}
            INTO days, vals, statuses
            FROM ${table} d WHERE ${keys.map((k) => `d.${k}`).join(' AND ')} AND d.day BETWEEN from_day AND to_day;
        END $$;`;
}

/** Days per row of a day-row read (migration 89): a block's values are at most 92 × 100 × 8 = 73,600 hex digits. */
const DAY_ROW_BLOCK_DAYS = 92;

/**
 * The same reads as rows of blocks of DAY_ROW_BLOCK_DAYS days in day order (migration 89). A text above 128 KB is a
 * large object for V8 that costs its own memory mapping each time; a year's values in one hex text (280 KB) took
 * ~1 ms longer to read than in four blocks (measured with PGlite).
 */
function dayRowBlocksFunction(name: string, table: string, params: string, keys: string[]): string {
  return `CREATE FUNCTION ${name}(${params}, from_day date, to_day date)
        RETURNS TABLE (days text, vals text, statuses text)
        LANGUAGE plpgsql STABLE AS $$
        BEGIN
          RETURN QUERY
          SELECT ${DAY_ROW_TEXTS}
            FROM ${table} d WHERE ${keys.map((k) => `d.${k}`).join(' AND ')} AND d.day BETWEEN from_day AND to_day
           GROUP BY (d.day - from_day) / ${DAY_ROW_BLOCK_DAYS}
           ORDER BY (d.day - from_day) / ${DAY_ROW_BLOCK_DAYS};
        END $$;`;
}

/**
 * (Re)defines plan_day_row_reads over the given functions and runs it: how their statements are planned on the
 * database at hand (see migration 82). Each migration that adds such a function names them all.
 */
function planDayRowReads(functions: string[]): string {
  return `CREATE OR REPLACE FUNCTION plan_day_row_reads() RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        mode text := CASE WHEN version() LIKE '%PGlite%' THEN 'force_generic_plan' ELSE 'force_custom_plan' END;
        fn regprocedure;
      BEGIN
        FOR fn IN SELECT p.oid FROM pg_proc p
                   WHERE p.proname IN (${functions.map((name) => `'${name}'`).join(', ')}) AND pg_function_is_visible(p.oid)
                     AND NOT coalesce(p.proconfig, '{}') @> ARRAY['plan_cache_mode=' || mode] LOOP
          EXECUTE format('ALTER FUNCTION %s SET plan_cache_mode = %s', fn, mode);
        END LOOP;
      END $$;
      SELECT plan_day_row_reads();`;
}

/**
 * A function answering a meter series' rollups over [from_day, to_day] as array texts in time order (migration 83):
 * `rows` selects each period's first day, total, valued, worst, missing, calculated and quarter_hours, in time order;
 * `declare` is the function's DECLARE block, if any; `create` how it is created (a later migration replaces it).
 */
function rollupsFunction(name: string, params: string, declare: string, rows: string, create = 'CREATE FUNCTION'): string {
  return `${create} ${name}(${params}, from_day date, to_day date,
          OUT starts text, OUT totals text, OUT valued_counts text, OUT worst_statuses text, OUT missing_counts text,
          OUT calculated_counts text, OUT quarter_hour_counts text)
        LANGUAGE plpgsql STABLE AS $$
        ${declare}
        BEGIN
          SELECT array_agg(r.start)::text, array_agg(r.total)::text, array_agg(r.valued)::text, array_agg(r.worst)::text,
                 array_agg(r.missing)::text, array_agg(r.calculated)::text, array_agg(r.quarter_hours)::text
            INTO starts, totals, valued_counts, worst_statuses, missing_counts, calculated_counts, quarter_hour_counts
            FROM (${rows}) r(start, total, valued, worst, missing, calculated, quarter_hours);
        END $$;`;
}

/**
 * meter_period_rollups (migration 83, replaced in 87): months or years (period_span 'MONTH' or 'YEAR') wholly within
 * [from_day, to_day] from meter_rollups, the cut ones at either end summed from their days, their status by `worst`
 * over the days `d`.
 */
function meterPeriodRollups(worst: string, create = 'CREATE FUNCTION'): string {
  return rollupsFunction(
    'meter_period_rollups',
    'pod integer, series smallint, period_span text',
    `DECLARE
          unit text := lower(period_span);
          period interval := ('1 ' || unit)::interval;`,
    `SELECT m.starts, m.total, m.valued, m.worst, m.missing, m.calculated, m.quarter_hours
           FROM meter_rollups m
          WHERE m.pod_id = pod AND m.profile_type = series AND m.span = period_span
            AND m.starts >= from_day AND (m.starts + period)::date <= to_day + 1
         UNION ALL
         SELECT date_trunc(unit, d.day)::date, sum(d.total), sum(d.valued), ${worst}, sum(d.missing),
                sum(d.calculated), sum(d.quarter_hours)
           FROM meter_days d
          WHERE d.pod_id = pod AND d.profile_type = series AND d.day BETWEEN from_day AND to_day
            AND NOT (date_trunc(unit, d.day)::date >= from_day AND (date_trunc(unit, d.day)::date + period)::date <= to_day + 1)
          GROUP BY 1
         ORDER BY 1`,
    create,
  );
}

/**
 * Migrations of the quarter-hour storage layout (76: the meter's own series, 78: energy-community series, 81: their day
 * rows' arrays as bytes, 82: both in monthly partitions, 83: the rollup reads through functions, 84: the trend and reading reads too,
 * 87: an aggregate's status from its parts with a value).
 */
export const storageMigrations: Migration[] = [
  {
    version: 76,
    name: 'quarter-hour values as day rows with rollups',
    sql: `
      -- One row per meter point, series and local day (Europe/Vienna) instead of one per quarter-hour (92 bytes each
      -- with its index). vals: the day's quarter-hours from local midnight in time order (92, 96 or 100 on DST days) as
      -- integers in ten-thousandths of the series' unit (every stored value has 4 decimals: exact, and
      -- value::float8 / 10000 is the same double as before); a NULL element has no value (MISSING). statuses: the
      -- value statuses in the same order, NULL when all are 0 (VALID, the common case); -1 marks a quarter-hour that
      -- was never delivered (read as absent, like a missing row before). The day's rollup sits beside the arrays:
      -- total = sum of the values (NULL without any), valued = values that are not NULL, quarter_hours = delivered
      -- quarter-hours, missing/calculated = how many have status 5/1, worst = max(status). Writers replace whole days
      -- (service/src/consumption/queries.ts storeQuarterHours) and refresh the month and year rollups in the same
      -- transaction. pod_id leads the key: the natural shard key, and one series' year is one index range.
      CREATE TABLE meter_days (
        pod_id integer NOT NULL,
        profile_type smallint NOT NULL,
        day date NOT NULL,
        vals integer[] NOT NULL,
        statuses smallint[],
        total double precision,
        valued smallint NOT NULL,
        quarter_hours smallint NOT NULL,
        missing smallint NOT NULL,
        calculated smallint NOT NULL,
        worst smallint NOT NULL,
        PRIMARY KEY (pod_id, profile_type, day)
      );

      -- The same rollup per local month and year (span), starting on the period's first day.
      CREATE TABLE meter_rollups (
        pod_id integer NOT NULL,
        profile_type smallint NOT NULL,
        span text NOT NULL CHECK (span IN ('MONTH', 'YEAR')),
        starts date NOT NULL,
        total double precision,
        valued integer NOT NULL,
        quarter_hours integer NOT NULL,
        missing integer NOT NULL,
        calculated integer NOT NULL,
        worst smallint NOT NULL,
        PRIMARY KEY (pod_id, profile_type, span, starts)
      );

      -- Existing values, packed day by day in time order. A day with gaps gets its full grid, the gaps marked -1.
      INSERT INTO meter_days (pod_id, profile_type, day, vals, statuses, total, valued, quarter_hours, missing, calculated, worst)
      SELECT g.pod_id, g.profile_type, g.day,
             CASE WHEN cardinality(g.v) = g.n THEN g.v
                  ELSE (SELECT array_agg(x.v ORDER BY k) FROM generate_series(1, g.n) k LEFT JOIN unnest(g.v, g.i) x(v, i) ON x.i = k) END,
             CASE WHEN cardinality(g.v) = g.n THEN CASE WHEN g.worst = 0 THEN NULL ELSE g.s END
                  ELSE (SELECT array_agg(coalesce(x.s, -1::smallint) ORDER BY k)
                          FROM generate_series(1, g.n) k LEFT JOIN unnest(g.s, g.i) x(s, i) ON x.i = k) END,
             g.total, g.valued, g.quarter_hours, g.missing, g.calculated, g.worst
        FROM (SELECT pod_id, profile_type, day,
                     array_agg(round(value * 10000)::int ORDER BY ts) AS v,
                     array_agg(status ORDER BY ts) AS s,
                     array_agg((extract(epoch FROM ts - (day::timestamp AT TIME ZONE 'Europe/Vienna')) / 900)::int + 1 ORDER BY ts) AS i,
                     (extract(epoch FROM ((day + 1)::timestamp AT TIME ZONE 'Europe/Vienna')
                                         - (day::timestamp AT TIME ZONE 'Europe/Vienna')) / 900)::int AS n,
                     sum(value) AS total, count(value) AS valued, count(*) AS quarter_hours,
                     count(*) FILTER (WHERE status = 5) AS missing, count(*) FILTER (WHERE status = 1) AS calculated,
                     max(status) AS worst
                FROM (SELECT pod_id, profile_type, (ts AT TIME ZONE 'Europe/Vienna')::date AS day, ts, value, status
                        FROM meter_values) r
               GROUP BY pod_id, profile_type, day) g;

      INSERT INTO meter_rollups (pod_id, profile_type, span, starts, total, valued, quarter_hours, missing, calculated, worst)
      SELECT pod_id, profile_type, s.span, CASE s.span WHEN 'MONTH' THEN date_trunc('month', day)::date ELSE date_trunc('year', day)::date END,
             sum(total), sum(valued), sum(quarter_hours), sum(missing), sum(calculated), max(worst)
        FROM meter_days CROSS JOIN (VALUES ('MONTH'), ('YEAR')) AS s(span)
       GROUP BY 1, 2, 3, 4;

      -- The day rows carry the daily totals now.
      DROP TABLE meter_day_totals;
      DROP TABLE meter_values;
    `,
  },
  {
    version: 78,
    name: 'energy-community values as day rows',
    sql: `
      -- Community series as day rows too: one row per meter point, community, series and local day instead of one
      -- per quarter-hour (152 bytes each with its index), vals and statuses as in meter_days (ten-thousandths; NULL
      -- statuses when all VALID; -1 where a quarter-hour was never delivered). No day total or rollup: every read of
      -- a community series aggregates its quarter-hours (the contribution-factor variants round each quarter-hour
      -- after the factor first), so a stored sum would serve no answer.
      CREATE TABLE community_days (
        pod_id integer NOT NULL REFERENCES pods(id) ON DELETE CASCADE,
        energy_community_id text NOT NULL REFERENCES energy_communities(id) ON UPDATE CASCADE,
        profile_type smallint NOT NULL,
        day date NOT NULL,
        vals integer[] NOT NULL,
        statuses smallint[],
        PRIMARY KEY (pod_id, energy_community_id, profile_type, day)
      );

      -- Every stored value has at most 4 decimals (the writers round to them): then value::float8 / 10000 of its
      -- integer is the same double, and every answer the same. Refuse to move a value that would change.
      DO $$
      DECLARE
        inexact bigint;
      BEGIN
        SELECT count(*) INTO inexact FROM community_values
         WHERE value IS NOT NULL AND (abs(value) >= 214748.3647 OR round(value * 10000) / 10000::float8 <> value);
        IF inexact > 0 THEN
          RAISE EXCEPTION 'community_values: % values have more than 4 decimals or exceed ±214748.3647: not moved', inexact;
        END IF;
      END $$;

      -- Existing values, packed day by day in time order. A day with gaps gets its full grid, the gaps marked -1.
      INSERT INTO community_days (pod_id, energy_community_id, profile_type, day, vals, statuses)
      SELECT g.pod_id, g.energy_community_id, g.profile_type, g.day,
             CASE WHEN cardinality(g.v) = g.n THEN g.v
                  ELSE (SELECT array_agg(x.v ORDER BY k) FROM generate_series(1, g.n) k LEFT JOIN unnest(g.v, g.i) x(v, i) ON x.i = k) END,
             CASE WHEN cardinality(g.v) = g.n THEN CASE WHEN g.worst = 0 THEN NULL ELSE g.s END
                  ELSE (SELECT array_agg(coalesce(x.s, -1::smallint) ORDER BY k)
                          FROM generate_series(1, g.n) k LEFT JOIN unnest(g.s, g.i) x(s, i) ON x.i = k) END
        FROM (SELECT pod_id, energy_community_id, profile_type, day,
                     array_agg(round(value * 10000)::int ORDER BY ts) AS v,
                     array_agg(status ORDER BY ts) AS s,
                     array_agg((extract(epoch FROM ts - (day::timestamp AT TIME ZONE 'Europe/Vienna')) / 900)::int + 1 ORDER BY ts) AS i,
                     (extract(epoch FROM ((day + 1)::timestamp AT TIME ZONE 'Europe/Vienna')
                                         - (day::timestamp AT TIME ZONE 'Europe/Vienna')) / 900)::int AS n,
                     max(status) AS worst
                FROM (SELECT pod_id, energy_community_id, profile_type, (ts AT TIME ZONE 'Europe/Vienna')::date AS day, ts, value, status
                        FROM community_values) r
               GROUP BY pod_id, energy_community_id, profile_type, day) g;

      DROP TABLE community_values;
    `,
  },
  {
    version: 81,
    name: 'day rows hold their quarter-hours as bytes',
    sql: `
      -- The day rows' arrays become bytes: vals 4 bytes per quarter-hour (a big-endian int32 of ten-thousandths, as
      -- int4send writes it; -2147483648 = no value, which no stored value is: see pack_quarter_hour_values), statuses
      -- 1 byte per quarter-hour (a signed byte: -1, i.e. 0xFF, never delivered; NULL when all VALID, as before).
      -- Why: a year's read was mostly PostgreSQL formatting 35,040 integers as text (2.3 ms of the 3.1 ms read,
      -- measured on the embedded database); stored bytes are read as one hex text in 0.5 ms and decoded in JavaScript
      -- (consumption/day-row-bytes.ts). A day row also gets smaller (no array header or null bitmap). The functions
      -- below are the one way SQL reads and writes these bytes.

      -- Packs a day's values (NULL: no value) into vals bytes. A value of -2147483648 itself fails as out of range
      -- (x.v - 1), as any beyond it fails the writers' cast to integer.
      CREATE FUNCTION pack_quarter_hour_values(vals integer[]) RETURNS bytea
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
          SELECT coalesce(string_agg(int4send(CASE WHEN x.v IS NULL THEN -2147483648 WHEN x.v = -2147483648 THEN x.v - 1 ELSE x.v END),
                                     ''::bytea ORDER BY x.i), ''::bytea)
            FROM unnest(vals) WITH ORDINALITY AS x(v, i)
        $$;

      -- Packs a day's statuses (-1 to 127) into statuses bytes.
      CREATE FUNCTION pack_quarter_hour_statuses(statuses smallint[]) RETURNS bytea
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
          SELECT coalesce(string_agg(substring(int2send(x.s) FROM 2), ''::bytea ORDER BY x.i), ''::bytea)
            FROM unnest(statuses) WITH ORDINALITY AS x(s, i)
        $$;

      -- The value at position i (1 = the quarter-hour from local midnight) of vals bytes; NULL for no value, and for a
      -- position the day does not have (as an array subscript would be). Not STRICT (NULL gives NULL anyway): the
      -- planner then inlines it, 13 times faster over a year of quarter-hours (measured in PGlite).
      CREATE FUNCTION quarter_hour_value(vals bytea, i integer) RETURNS integer
        LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
          SELECT CASE WHEN i BETWEEN 1 AND octet_length(vals) / 4
                      THEN NULLIF((get_byte(vals, 4 * i - 4) << 24) | (get_byte(vals, 4 * i - 3) << 16)
                                  | (get_byte(vals, 4 * i - 2) << 8) | get_byte(vals, 4 * i - 1), -2147483648) END
        $$;

      -- The status at position i of statuses bytes; 0 (VALID) when the day has none stored (NULL).
      CREATE FUNCTION quarter_hour_status(statuses bytea, i integer) RETURNS smallint
        LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
          SELECT CASE WHEN statuses IS NULL THEN 0
                      WHEN i BETWEEN 1 AND octet_length(statuses) THEN (get_byte(statuses, i - 1) # 128) - 128 END::smallint
        $$;

      -- Every position of a day row: (v value or NULL, s status, i position from 1), like unnest of the arrays before.
      -- Not STRICT either: the planner inlines it into the query that reads it.
      CREATE FUNCTION quarter_hours_of_day(vals bytea, statuses bytea) RETURNS TABLE (v integer, s smallint, i integer)
        LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
          SELECT quarter_hour_value(vals, k), quarter_hour_status(statuses, k), k
            FROM generate_series(1, octet_length(vals) / 4) AS k
        $$;

      -- The arrays back from the bytes (for tests and for reading by hand; the service decodes the bytes itself).
      CREATE FUNCTION quarter_hour_values(vals bytea) RETURNS integer[]
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
          SELECT coalesce(array_agg(x.v ORDER BY x.i), '{}') FROM quarter_hours_of_day(vals, NULL) AS x
        $$;

      CREATE FUNCTION quarter_hour_statuses(statuses bytea) RETURNS smallint[]
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
          SELECT coalesce(array_agg(quarter_hour_status(statuses, k) ORDER BY k), '{}')
            FROM generate_series(1, octet_length(statuses)) AS k
        $$;

      ALTER TABLE meter_days
        ALTER COLUMN vals TYPE bytea USING pack_quarter_hour_values(vals),
        ALTER COLUMN statuses TYPE bytea USING pack_quarter_hour_statuses(statuses);

      ALTER TABLE community_days
        ALTER COLUMN vals TYPE bytea USING pack_quarter_hour_values(vals),
        ALTER COLUMN statuses TYPE bytea USING pack_quarter_hour_statuses(statuses);
    `,
  },
  {
    version: 82,
    name: 'day rows in monthly partitions',
    sql: `
      -- Daily imports write one day of every meter point together, so a meter point's year of day rows lay on 365
      -- pages: cold, a year read at 2,000 meter points took 1.3-1.7x the same read on the demo database. Both day row
      -- tables are now partitioned by local month. Once a month is closed, the service's upkeep
      -- (consumption/day-row-upkeep.ts) rewrites its partition in key order (CLUSTER), which locks only that month:
      -- a meter point's month then lies on 2-3 pages. Rows of a month without its partition land in the _other
      -- partition, which the upkeep empties into new month partitions. day_row_months records each partition's file
      -- and size when it was last sorted: a new file (TRUNCATE) or growth by writes since means it is sorted again.
      CREATE TABLE day_row_months (
        partition regclass PRIMARY KEY,
        sorted_file oid NOT NULL,
        sorted_bytes bigint NOT NULL
      );

      -- Notes a month partition as sorted as it stands (the migration below and the upkeep).
      CREATE FUNCTION note_day_row_month_sorted(month_partition regclass) RETURNS void LANGUAGE sql AS $$
        INSERT INTO day_row_months (partition, sorted_file, sorted_bytes)
        VALUES (month_partition, pg_relation_filenode(month_partition), pg_relation_size(month_partition))
        ON CONFLICT (partition) DO UPDATE SET sorted_file = excluded.sorted_file, sorted_bytes = excluded.sorted_bytes
      $$;

      -- The partition of a month ('<parent>_YYYY_MM'), created empty and attached when missing; answers its name.
      CREATE FUNCTION add_day_row_month(parent regclass, month date) RETURNS text LANGUAGE plpgsql AS $$
      DECLARE
        first date := date_trunc('month', month)::date;
        name text := parent::text || '_' || to_char(month, 'YYYY_MM');
      BEGIN
        IF to_regclass(name) IS NULL THEN
          EXECUTE format('CREATE TABLE %I (LIKE %s INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', name, parent);
          EXECUTE format('ALTER TABLE %s ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)',
                         parent, name, first, (first + interval '1 month')::date);
        END IF;
        RETURN name;
      END $$;

      -- A series' day rows over the days [from_day, to_day] as the three texts of loadDayRowTexts
      -- (consumption/queries.ts), through functions whose plans plan_day_row_reads sets for the database at hand.
      ${dayRowTextsFunction('meter_day_row_texts', 'meter_days', 'pod integer, series smallint', ['pod_id = pod', 'profile_type = series'])}

      ${dayRowTextsFunction('community_day_row_texts', 'community_days', 'pod integer, community text, series smallint', ['pod_id = pod', 'energy_community_id = community', 'profile_type = series'])}

      -- How the two reads are planned. On PGlite one generic plan per connection, which prunes the partitions when it
      -- runs: planned anew for every call, a year over a dozen month partitions cost 0.35 ms more in planning than the
      -- read itself (PGlite plans in WebAssembly), and its one connection has no other session to hold up. On a
      -- PostgreSQL server a custom plan per call: a generic plan locks every partition before pruning, so the upkeep's
      -- CLUSTER of one month would hold up every read; a custom plan locks only the months it reads. The upkeep calls
      -- it again at every start, for a database moved from one to the other.
      ${planDayRowReads(['meter_day_row_texts', 'community_day_row_texts'])}

      ALTER TABLE meter_days RENAME TO meter_days_before_82;
      ALTER INDEX meter_days_pkey RENAME TO meter_days_before_82_pkey;
      CREATE TABLE meter_days (LIKE meter_days_before_82 INCLUDING DEFAULTS INCLUDING CONSTRAINTS,
        PRIMARY KEY (pod_id, profile_type, day)) PARTITION BY RANGE (day);
      CREATE TABLE meter_days_other PARTITION OF meter_days DEFAULT;

      ALTER TABLE community_days RENAME TO community_days_before_82;
      ALTER INDEX community_days_pkey RENAME TO community_days_before_82_pkey;
      CREATE TABLE community_days (LIKE community_days_before_82 INCLUDING DEFAULTS INCLUDING CONSTRAINTS,
        PRIMARY KEY (pod_id, energy_community_id, profile_type, day),
        FOREIGN KEY (pod_id) REFERENCES pods(id) ON DELETE CASCADE,
        FOREIGN KEY (energy_community_id) REFERENCES energy_communities(id) ON UPDATE CASCADE) PARTITION BY RANGE (day);
      CREATE TABLE community_days_other PARTITION OF community_days DEFAULT;

      -- A partition for every month with day rows and for this month and the next two; the rows moved in key order.
      SELECT add_day_row_month(t.parent, m.month)
        FROM (VALUES ('meter_days'::regclass), ('community_days'::regclass)) t(parent),
             (SELECT DISTINCT date_trunc('month', day)::date FROM meter_days_before_82
              UNION SELECT DISTINCT date_trunc('month', day)::date FROM community_days_before_82
              UNION SELECT (date_trunc('month', now() AT TIME ZONE 'Europe/Vienna') + k * interval '1 month')::date
                      FROM generate_series(0, 2) k) m(month);
      INSERT INTO meter_days SELECT * FROM meter_days_before_82 ORDER BY pod_id, profile_type, day;
      INSERT INTO community_days SELECT * FROM community_days_before_82 ORDER BY pod_id, energy_community_id, profile_type, day;
      DROP TABLE meter_days_before_82, community_days_before_82;

      SELECT note_day_row_month_sorted(i.inhrelid)
        FROM pg_inherits i
       WHERE i.inhparent IN ('meter_days'::regclass, 'community_days'::regclass)
         AND i.inhrelid NOT IN ('meter_days_other'::regclass, 'community_days_other'::regclass);

      CREATE TRIGGER meter_days_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON meter_days
        FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
    `,
  },
  {
    version: 83,
    name: 'rollup reads planned like the day-row reads',
    sql: `
      -- Days, months and years of a meter's own series come from its day rows' rollups and meter_rollups. Their
      -- statements were planned anew for every call: on PGlite a year of days spent ~0.6 ms of its 1.1 ms read in the
      -- planner (partition pruning over a dozen months, in WebAssembly). Through these functions they are planned
      -- like the quarter-hour reads (plan_day_row_reads below). They answer plain columns as array texts in time
      -- order, and the service turns the days into instants and the totals into mean power where asked
      -- (consumption/profile-values.ts), which took another 0.2 ms per year in SQL. Columns: the period's first day,
      -- total, valued, worst status, missing, calculated and delivered quarter-hours (as in meter_days).
      ${rollupsFunction(
        'meter_day_rollups',
        'pod integer, series smallint',
        '',
        `SELECT d.day, d.total, d.valued, d.worst, d.missing, d.calculated, d.quarter_hours
           FROM meter_days d
          WHERE d.pod_id = pod AND d.profile_type = series AND d.day BETWEEN from_day AND to_day
          ORDER BY d.day`,
      )}

      -- Months or years (period_span 'MONTH' or 'YEAR'): those wholly within [from_day, to_day] from meter_rollups,
      -- the cut ones at either end summed from their days.
      ${meterPeriodRollups('max(d.worst)')}

      ${planDayRowReads(['meter_day_row_texts', 'community_day_row_texts', 'meter_day_rollups', 'meter_period_rollups'])}
    `,
  },
  {
    version: 84,
    name: 'trend and reading reads planned like the day-row reads',
    sql: `
      -- The contract-account detail's other reads over the day rows, planned like them (plan_day_row_reads): the four
      -- trend sums span two years of month partitions, the days since each register's latest reading all months up
      -- to the meter point's latest day; planned anew for every call on PGlite that was 0.8 ms and 0.4-2.5 ms per
      -- contract before the read itself. The detail's first read after an import pays them (its cache answers after).
      CREATE FUNCTION meter_trend_sums(pod integer, series smallint, m_cur_from date, m_cur_to date, m_prev_from date,
          m_prev_to date, y_cur_from date, y_cur_to date, y_prev_from date, y_prev_to date,
          OUT m_cur float8, OUT m_prev float8, OUT y_cur float8, OUT y_prev float8,
          OUT m_cur_days integer, OUT m_prev_days integer, OUT y_cur_days integer, OUT y_prev_days integer)
        LANGUAGE plpgsql STABLE AS $$
        BEGIN
          SELECT sum(d.total) FILTER (WHERE d.day BETWEEN m_cur_from AND m_cur_to)::float8,
                 sum(d.total) FILTER (WHERE d.day BETWEEN m_prev_from AND m_prev_to)::float8,
                 sum(d.total) FILTER (WHERE d.day BETWEEN y_cur_from AND y_cur_to)::float8,
                 sum(d.total) FILTER (WHERE d.day BETWEEN y_prev_from AND y_prev_to)::float8,
                 count(*) FILTER (WHERE d.day BETWEEN m_cur_from AND m_cur_to AND d.total IS NOT NULL)::int,
                 count(*) FILTER (WHERE d.day BETWEEN m_prev_from AND m_prev_to AND d.total IS NOT NULL)::int,
                 count(*) FILTER (WHERE d.day BETWEEN y_cur_from AND y_cur_to AND d.total IS NOT NULL)::int,
                 count(*) FILTER (WHERE d.day BETWEEN y_prev_from AND y_prev_to AND d.total IS NOT NULL)::int
            INTO m_cur, m_prev, y_cur, y_prev, m_cur_days, m_prev_days, y_cur_days, y_prev_days
            FROM meter_days d
           WHERE d.pod_id = pod AND d.profile_type = series AND d.day BETWEEN y_prev_from AND m_cur_to;
        END $$;

      -- Per register of a meter point's direction its latest reading, the one before, its device and digits, and the
      -- series' energy of the days after the reading up to max_date.
      CREATE FUNCTION meter_register_readings(pod integer, direction text, series smallint, max_date date)
        RETURNS TABLE (register_number text, read_on text, reading_value float8, prev_on text, prev_value float8,
                       equipment_number text, integer_places smallint, since float8)
        LANGUAGE plpgsql STABLE AS $$
        BEGIN
          RETURN QUERY
          SELECT l.register_number, l.read_on::text, l.reading_value::float8, l.prev_on::text, l.prev_value::float8,
                 g.equipment_number, g.integer_places,
                 (SELECT sum(d.total)::float8 FROM meter_days d
                   WHERE d.pod_id = l.pod_id AND d.profile_type = series AND d.day > l.read_on AND d.day <= max_date)
            FROM (SELECT DISTINCT ON (r.register_number) r.pod_id, r.register_number, r.read_on, r.reading_value, r.prev_on,
                         r.prev_value
                    FROM (SELECT m.pod_id, m.register_number, m.read_on, m.reading_value,
                                 lag(m.read_on) OVER w AS prev_on, lag(m.reading_value) OVER w AS prev_value
                            FROM meter_readings m
                           WHERE m.pod_id = pod AND m.energy_direction = direction
                          WINDOW w AS (PARTITION BY m.register_number ORDER BY m.read_on)) r
                   ORDER BY r.register_number, r.read_on DESC) l
            LEFT JOIN meter_registers g ON g.pod_id = l.pod_id AND g.register_number = l.register_number
           ORDER BY l.register_number;
        END $$;

      ${planDayRowReads([
        'meter_day_row_texts',
        'community_day_row_texts',
        'meter_day_rollups',
        'meter_period_rollups',
        'meter_trend_sums',
        'meter_register_readings',
      ])}
    `,
  },
  // No migration 86 exists: the number was skipped. Versions need only be unique; they are applied in their order.
  {
    version: 87,
    name: 'an aggregate with values takes the worst status of its parts with a value',
    sql: `
      -- A day, month or year of which some quarter-hours are missing and the others have values answered MISSING with
      -- its value, so the CSV had MISSING rows with values (API-COMPAT: MISSING rows have empty values). Its worst is
      -- now the worst status of its quarter-hours with a value, MISSING only when none has one; the missing ones stay
      -- counted in missing (the partly missing period). The writers keep it so (consumption/queries.ts packDaysSql,
      -- refreshRollups); here the stored days, the months and years of their series and the cut periods' read follow.
      UPDATE meter_days d SET worst = w.worst
        FROM (SELECT m.pod_id, m.profile_type, m.day, max(x.s) AS worst
                FROM meter_days m CROSS JOIN LATERAL quarter_hours_of_day(m.vals, m.statuses) AS x
               WHERE m.missing > 0 AND m.valued > 0 AND x.v IS NOT NULL AND x.s >= 0
               GROUP BY 1, 2, 3) w
       WHERE d.pod_id = w.pod_id AND d.profile_type = w.profile_type AND d.day = w.day AND d.worst <> w.worst;

      UPDATE meter_rollups r SET worst = p.worst
        FROM (SELECT d.pod_id, d.profile_type, s.span,
                     CASE s.span WHEN 'MONTH' THEN date_trunc('month', d.day)::date ELSE date_trunc('year', d.day)::date END AS starts,
                     coalesce(max(d.worst) FILTER (WHERE d.valued > 0), max(d.worst)) AS worst
                FROM meter_days d CROSS JOIN (VALUES ('MONTH'), ('YEAR')) AS s(span)
               WHERE (d.pod_id, d.profile_type) IN (SELECT pod_id, profile_type FROM meter_days WHERE missing > 0)
               GROUP BY 1, 2, 3, 4) p
       WHERE r.pod_id = p.pod_id AND r.profile_type = p.profile_type AND r.span = p.span AND r.starts = p.starts
         AND r.worst <> p.worst;

      ${meterPeriodRollups('coalesce(max(d.worst) FILTER (WHERE d.valued > 0), max(d.worst))', 'CREATE OR REPLACE FUNCTION')}

      -- Replacing the function dropped its planning mode (migration 82): set it again.
      SELECT plan_day_row_reads();
    `,
  },
  {
    version: 88,
    name: "latest readings of a customer's own days",
    sql: `
      -- A meter point changes hands: the contract-account detail's latest readings are those of the customer's own days
      -- (consumption/own-period.ts), so meter_register_readings (migration 84) takes the days its readings may lie on,
      -- [first_day, last_day] ('-infinity' and 'infinity' for all). The reading before the latest is one of them too,
      -- and the days after the latest are summed up to max_date (the customer's own last day with values).
      DROP FUNCTION meter_register_readings(integer, text, smallint, date);

      CREATE FUNCTION meter_register_readings(pod integer, direction text, series smallint, max_date date, first_day date,
          last_day date)
        RETURNS TABLE (register_number text, read_on text, reading_value float8, prev_on text, prev_value float8,
                       equipment_number text, integer_places smallint, since float8)
        LANGUAGE plpgsql STABLE AS $$
        BEGIN
          RETURN QUERY
          SELECT l.register_number, l.read_on::text, l.reading_value::float8, l.prev_on::text, l.prev_value::float8,
                 g.equipment_number, g.integer_places,
                 (SELECT sum(d.total)::float8 FROM meter_days d
                   WHERE d.pod_id = l.pod_id AND d.profile_type = series AND d.day > l.read_on AND d.day <= max_date)
            FROM (SELECT DISTINCT ON (r.register_number) r.pod_id, r.register_number, r.read_on, r.reading_value, r.prev_on,
                         r.prev_value
                    FROM (SELECT m.pod_id, m.register_number, m.read_on, m.reading_value,
                                 lag(m.read_on) OVER w AS prev_on, lag(m.reading_value) OVER w AS prev_value
                            FROM meter_readings m
                           WHERE m.pod_id = pod AND m.energy_direction = direction
                             AND m.read_on BETWEEN first_day AND last_day
                          WINDOW w AS (PARTITION BY m.register_number ORDER BY m.read_on)) r
                   ORDER BY r.register_number, r.read_on DESC) l
            LEFT JOIN meter_registers g ON g.pod_id = l.pod_id AND g.register_number = l.register_number
           ORDER BY l.register_number;
        END $$;

      -- Planned like the day-row reads (migration 84 named the function).
      SELECT plan_day_row_reads();
    `,
  },
  {
    version: 89,
    name: 'day-row reads in blocks of days',
    sql: `
      -- The texts of a series' day rows come in rows of up to ${DAY_ROW_BLOCK_DAYS} days (dayRowBlocksFunction) instead of
      -- one row: a year's values stay below V8's large-object size.
      DROP FUNCTION meter_day_row_texts(integer, smallint, date, date);
      DROP FUNCTION community_day_row_texts(integer, text, smallint, date, date);
      ${dayRowBlocksFunction('meter_day_row_texts', 'meter_days', 'pod integer, series smallint', ['pod_id = pod', 'profile_type = series'])}
      ${dayRowBlocksFunction('community_day_row_texts', 'community_days', 'pod integer, community text, series smallint', ['pod_id = pod', 'energy_community_id = community', 'profile_type = series'])}

      -- Planned like before (migration 82).
      SELECT plan_day_row_reads();
    `,
  },
];
