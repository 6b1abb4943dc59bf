/**
 * Bytes of tables with their indexes, a partitioned one with all its partitions (the day row tables since migration
 * 82), as `db.query(sql, params)` of a PGlite or a pg client answers.
 */
export async function tableBytes(db, tables) {
  const { rows } = await db.query(
    `SELECT sum(pg_total_relation_size(p.relid))::int8 AS bytes FROM unnest($1::regclass[]) t, pg_partition_tree(t) p`,
    [tables],
  );
  return Number(rows[0].bytes);
}
