import type { ContentItem } from '@portal/shared/contract/content';
import type { Queryable } from '../db/db';

/** The SQL of the content area: texts by key and by key prefix. */

interface ContentRow {
  key: string;
  header: string;
  body: string;
  body_text: string;
}

const toItem = (row: ContentRow): ContentItem => ({
  key: row.key,
  header: row.header,
  body: row.body,
  bodyText: row.body_text,
});

export async function findContent(db: Queryable, key: string): Promise<ContentItem | undefined> {
  const { rows } = await db.query<ContentRow>('SELECT key, header, body, body_text FROM contents WHERE key = $1', [key]);
  return rows[0] ? toItem(rows[0]) : undefined;
}

/** Every text whose key starts with the prefix, ordered by key. */
export async function loadContentsByPrefix(db: Queryable, prefix: string): Promise<ContentItem[]> {
  const { rows } = await db.query<ContentRow>(`SELECT key, header, body, body_text FROM contents WHERE starts_with(key, $1) ORDER BY key`, [
    prefix,
  ]);
  return rows.map(toItem);
}
