import type { Queryable } from '../db/db';

/**
 * Streets known for a place containing the text, those starting with it first. Only the contract accounts' supply
 * addresses count: the operator maintains them and no customer call changes them. A business partner's address is
 * typed by the customer (my data), so suggesting it would show one customer's free text to every other.
 */
export async function findStreets(db: Queryable, city: { postcode: string; name: string }, text: string, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ street: string }>(
    `SELECT street FROM contract_accounts
     WHERE postcode = $1 AND lower(city) = lower($2) AND strpos(lower(street), $3) > 0
     GROUP BY street
     ORDER BY (strpos(lower(street), $3) = 1) DESC, street
     LIMIT $4`,
    [city.postcode, city.name, text, limit],
  );
  return rows.map((r) => r.street);
}
