import type { Queryable } from '../db/db';

/**
 * Streets known for a place (customers' and contract accounts' addresses) containing the text, those starting with it
 * first.
 */
export async function findStreets(db: Queryable, city: { postcode: string; name: string }, text: string, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ street: string }>(
    `SELECT street FROM (
       SELECT street, postcode, city FROM business_partners
       UNION SELECT street, postcode, city FROM contract_accounts
     ) s
     WHERE postcode = $1 AND lower(city) = lower($2) AND strpos(lower(street), $3) > 0
     GROUP BY street
     ORDER BY (strpos(lower(street), $3) = 1) DESC, street
     LIMIT $4`,
    [city.postcode, city.name, text, limit],
  );
  return rows.map((r) => r.street);
}
