import { groupMeterPoint } from '@portal/shared/format/meter-point';
import { texts } from '../texts';

/** The meter point line of a process page's facts (inside its <dl>): grouped 2+6+5+rest (portal-core §9). */
export function MeterPointFact({ pod }: { pod: string }) {
  return (
    <>
      <dt>{texts.common.meterPoint}</dt>
      <dd>{groupMeterPoint(pod)}</dd>
    </>
  );
}
