import type { CSSProperties } from 'react';
import { useGetMultipleContentQuery } from '@portal/shared/content/content-api';
import type { PeriodLevel } from '../rules/chart-model';
import { texts } from '../texts';

/** Legend order: measured first, missing last; partial periods beside their whole kind. */
const ORDER = ['L1', 'L2', 'L2p', 'L3', 'L0p', 'L0'] as const satisfies readonly PeriodLevel[];

/** The swatch of each level drawn as the chart draws it (LEVEL_FILL). */
function swatchStyle(level: PeriodLevel, colour: string): CSSProperties {
  switch (level) {
    case 'L1':
      return { background: colour };
    case 'L2':
      return { background: `repeating-linear-gradient(-45deg, ${colour} 0 2.5px, #ffffff 2.5px 6px)` };
    case 'L3':
      return { background: `radial-gradient(circle, ${colour} 2px, #ffffff 2.5px) 0 0 / 7px 7px` };
    case 'L2p':
      return { background: `radial-gradient(circle, #ffffff 1px, ${colour} 1.5px) 0 0 / 4px 4px` };
    case 'L0p':
      return { background: `repeating-linear-gradient(180deg, ${colour} 0 5px, #ffffff 5px 8px)` };
    default:
      return {};
  }
}

/**
 * What each status level looks like, told by a swatch and a text (not by colour alone). The texts come from the
 * content service (one item per level, key `consumption.statusLegend.<level>`); while they load or when they fail,
 * the built-in level names stand in and no error is shown (portal-core §8: an empty message).
 */
export function StatusLegend({ colour }: { colour: string }) {
  const { data } = useGetMultipleContentQuery(texts.statusLegendPrefix);
  const byLevel = new Map((data ?? []).map((item) => [item.key.slice(texts.statusLegendPrefix.length), item]));
  return (
    <section className="np-status-legend" aria-label={texts.statusLegendHeading}>
      <h3 className="np-status-legend__title">{texts.statusLegendHeading}</h3>
      <ul>
        {ORDER.map((level) => {
          const item = byLevel.get(level);
          return (
            <li key={level}>
              <span
                className={`np-status-legend__swatch np-status-legend__swatch--${level}`}
                aria-hidden="true"
                style={swatchStyle(level, colour)}
              />
              <span>
                {item?.header || texts.statusLevel[level]}
                {item?.bodyText ? <span className="np-status-legend__text">{item.bodyText}</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
