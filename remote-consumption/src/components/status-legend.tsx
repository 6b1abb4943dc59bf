import { STATUS_LEVELS } from '@portal/shared/contract/consumption';
import { LEVEL_OPACITY, lighten, rgba, CALCULATED_LIGHTENING } from '../rules/chart-model';
import { texts } from '../texts';

/** Legend order: measured first, missing last. */
const ORDER = ['L1', 'L2', 'L3', 'L0'] as const satisfies readonly (typeof STATUS_LEVELS)[number][];

/** What each status level looks like, told by a swatch and a text (not by colour alone). */
export function StatusLegend({ colour }: { colour: string }) {
  return (
    <section className="np-status-legend" aria-label={texts.statusLegendHeading}>
      <h3 className="np-status-legend__title">{texts.statusLegendHeading}</h3>
      <ul>
        {ORDER.map((level) => (
          <li key={level}>
            <span
              className={`np-status-legend__swatch np-status-legend__swatch--${level}`}
              aria-hidden="true"
              style={{ background: rgba(level === 'L2' ? lighten(colour, CALCULATED_LIGHTENING) : colour, LEVEL_OPACITY[level]) }}
            />
            {texts.statusLevel[level]}
          </li>
        ))}
      </ul>
    </section>
  );
}
