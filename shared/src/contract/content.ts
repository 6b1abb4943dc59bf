import { Type, type Static } from '@sinclair/typebox';

/** A content-managed text: header, HTML body and the same body as plain text. */
export const ContentItem = Type.Object({
  key: Type.String(),
  header: Type.String(),
  body: Type.String({ description: 'HTML' }),
  bodyText: Type.String({ description: 'plain text' }),
});
export type ContentItem = Static<typeof ContentItem>;

export const ContentKey = Type.String({ pattern: '^[A-Za-z0-9_.-]{1,120}$' });
