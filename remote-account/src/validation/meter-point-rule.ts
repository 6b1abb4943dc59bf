import { string } from 'yup';
import { METER_POINT_LENGTH, normalizeMeterPoint } from '@portal/shared/format/meter-point';
import { METER_POINT_FIXED_LENGTH } from '@portal/shared/format/meter-point-mask';
import { texts } from '../texts';

const t = texts.registration;

/**
 * The masked meter point number (portal-processes §5): required (digits typed after the branch's fixed prefix) and
 * exactly 33 characters once spaces and underscores are removed. Every operator's fixed start has the same length.
 */
export function meterPointRule() {
  return string()
    .test('required', t.meterPointRequired, (value) => normalizeMeterPoint(value ?? '').length > METER_POINT_FIXED_LENGTH)
    .test('length', t.meterPointLength, (value) => normalizeMeterPoint(value ?? '').length === METER_POINT_LENGTH);
}
