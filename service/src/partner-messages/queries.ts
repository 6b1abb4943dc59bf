import type { PartnerMessage } from '@portal/shared/contract/messages';
import type { Queryable } from '../db/db';

interface MessageRow {
  id: number;
  business_partner_number: string;
  subject: string;
  body: string;
  created_at: string;
  read: boolean;
}

/** created_at as a local date-time without offset (Europe/Vienna). */
const MESSAGE_COLUMNS = `m.id, m.business_partner_number, m.subject, m.body, m.read,
  to_char(m.created_at AT TIME ZONE 'Europe/Vienna', 'YYYY-MM-DD"T"HH24:MI:SS') AS created_at`;

const toMessage = (row: MessageRow): PartnerMessage => ({
  id: row.id,
  businessPartnerNumber: row.business_partner_number,
  subject: row.subject,
  body: row.body,
  createdAt: row.created_at,
  read: row.read,
});

/** Messages to the user's partners, newest first. */
export async function loadPartnerMessages(db: Queryable, userId: number): Promise<PartnerMessage[]> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS}
       FROM partner_messages m
       JOIN business_partners bp USING (business_partner_number)
      WHERE bp.user_id = $1
      ORDER BY m.created_at DESC, m.id DESC`,
    [userId],
  );
  return rows.map(toMessage);
}

/** Marks one of the user's messages read (repeatable); null for another customer's or an unknown id. */
export async function markPartnerMessageRead(db: Queryable, userId: number, id: number): Promise<PartnerMessage | null> {
  const { rows } = await db.query<MessageRow>(
    `UPDATE partner_messages m SET read = true
       FROM business_partners bp
      WHERE m.id = $1 AND bp.business_partner_number = m.business_partner_number AND bp.user_id = $2
      RETURNING ${MESSAGE_COLUMNS}`,
    [id, userId],
  );
  return rows[0] ? toMessage(rows[0]) : null;
}
