import type { FastifyInstance } from 'fastify';
import { ApiError as Problem, ErrorArray } from '@portal/shared/contract/errors';
import {
  PartnerMessage,
  PartnerMessageList,
  PartnerMessageParams,
} from '@portal/shared/contract/messages';
import type { Db } from '../db/db';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

const NOT_FOUND = { type: 'NOT_FOUND', message: 'Nachricht nicht gefunden' };

interface MessageRow {
  id: number;
  business_partner_number: string;
  subject: string;
  body: string;
  created_at: string;
  read: boolean;
}

/** created_at as a local date-time without offset (Europe/Vienna). */
const COLUMNS = `m.id, m.business_partner_number, m.subject, m.body, m.read,
  to_char(m.created_at AT TIME ZONE 'Europe/Vienna', 'YYYY-MM-DD"T"HH24:MI:SS') AS created_at`;

const toMessage = (row: MessageRow): PartnerMessage => ({
  id: row.id,
  businessPartnerNumber: row.business_partner_number,
  subject: row.subject,
  body: row.body,
  createdAt: row.created_at,
  read: row.read,
});

/** Messages of the grid operator to the user's business partners (private, own partners only). */
export function partnerMessageRoutes({ db }: { db: Db }) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);

    app.get(
      '/partner-messages',
      {
        schema: {
          tags: ['messages'],
          summary: "Messages to the user's business partners, newest first",
          response: { 200: PartnerMessageList, 401: Problem },
        },
      },
      async (request) => {
        const { rows } = await db.query<MessageRow>(
          `SELECT ${COLUMNS}
             FROM partner_messages m
             JOIN business_partners bp USING (business_partner_number)
            WHERE bp.user_id = $1
            ORDER BY m.created_at DESC, m.id DESC`,
          [userIdOf(request)],
        );
        return { partnerMessages: rows.map(toMessage) };
      },
    );

    app.put(
      '/partner-messages/:id/read',
      {
        schema: {
          tags: ['messages'],
          summary: 'Mark one message as read (repeatable); answers the message',
          description: "Another customer's and unknown ids both answer 404; a non-numeric id answers 400.",
          params: PartnerMessageParams,
          response: { 200: PartnerMessage, 400: ErrorArray, 401: Problem, 404: Problem },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { rows } = await db.query<MessageRow>(
          `UPDATE partner_messages m SET read = true
             FROM business_partners bp
            WHERE m.id = $1 AND bp.business_partner_number = m.business_partner_number AND bp.user_id = $2
            RETURNING ${COLUMNS}`,
          [id, userIdOf(request)],
        );
        const row = rows[0];
        if (!row) return reply.code(404).send(NOT_FOUND);
        return toMessage(row);
      },
    );
  };
}
