import { Type, type Static } from '@sinclair/typebox';

/** GET /service/health: whether the service and its database answer, and the service version. */
export const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  version: Type.String(),
  database: Type.Union([Type.Literal('reachable'), Type.Literal('unreachable')]),
});
export type Health = Static<typeof Health>;
