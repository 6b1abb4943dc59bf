import { Type, type Static } from '@sinclair/typebox';

/** The answer of an import (operator API and `npm run import`): what each line did, and why refused lines were. */
export const ImportSummary = Type.Object({
  file: Type.String(),
  layout: Type.Union([Type.Literal('values'), Type.Literal('community'), Type.Literal('download'), Type.Literal('readings')]),
  rowsRead: Type.Integer({ description: 'Data lines read (header and blank lines not counted)' }),
  inserted: Type.Integer({ description: 'Quarter-hours that had no value before' }),
  upgraded: Type.Integer({ description: 'Values replaced: a better quality level, or a newer delivery of the same level' }),
  unchanged: Type.Integer({ description: 'Values already stored as delivered, or stored with a better quality level' }),
  rejected: Type.Integer(),
  rejections: Type.Array(Type.Object({ line: Type.Integer(), reason: Type.String(), message: Type.String() })),
});
export type ImportSummary = Static<typeof ImportSummary>;

export const ImportQuery = Type.Object({
  fileName: Type.Optional(
    Type.String({ maxLength: 255, description: 'Name of the delivered file (reports; a portal download names its meter point)' }),
  ),
  meterPoint: Type.Optional(
    Type.String({ maxLength: 40, description: 'The meter point of a portal download whose file name does not carry it' }),
  ),
});
