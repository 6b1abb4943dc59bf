import { string } from 'yup';
import type { Branch } from '@portal/shared/contract/enums';
import { METER_POINT_LENGTH, normalizeMeterPoint } from '@portal/shared/format/meter-point';
import { METER_POINT_PREFIXES } from '@portal/shared/format/meter-point-mask';
import { texts } from '../texts';

const t = texts.registration;

/**
 * The masked meter point number (portal-processes §5): required (digits typed after the branch's fixed prefix) and
 * exactly 33 characters once spaces and underscores are removed. Reads the branch from the sibling field `branch`.
 */
export function meterPointRule() {
  return string()
    .test('required', t.meterPointRequired, (value, context) => {
      const prefix = METER_POINT_PREFIXES[(context.parent as { branch: Branch }).branch] ?? '';
      return normalizeMeterPoint(value ?? '').length > prefix.length;
    })
    .test('length', t.meterPointLength, (value) => normalizeMeterPoint(value ?? '').length === METER_POINT_LENGTH);
}
