import { useEffect, useRef } from 'react';
import type { ChartDataset } from '../rules/chart-model';
import { texts } from '../texts';
import { paintSwatch } from './chart-fills';

const SWATCH = 16;

/** A bar series' swatch: its fill pattern drawn on a small canvas (decorative: the label names the series). */
function BarSwatch({ dataset }: { dataset: ChartDataset }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const { legendFill, borderColor } = dataset;
  useEffect(() => {
    if (ref.current && legendFill) paintSwatch(ref.current, legendFill, borderColor);
  }, [legendFill, borderColor]);
  if (!legendFill) {
    return <span aria-hidden="true" className="np-chart-legend__swatch" style={{ background: borderColor }} />;
  }
  return <canvas ref={ref} aria-hidden="true" className="np-chart-legend__swatch" width={SWATCH} height={SWATCH} />;
}

/** A line's marker as chart.js draws it (point style, 4 px radius), centred on the swatch. */
function Marker({ style, colour, rotation }: { style: string; colour: string; rotation: number }) {
  const c = { x: 14, y: SWATCH / 2 };
  const filled = { fill: colour, stroke: '#ffffff', strokeWidth: 1 };
  const stroked = { stroke: colour, strokeWidth: 2 };
  const transform = rotation ? `rotate(${rotation} ${c.x} ${c.y})` : undefined;
  switch (style) {
    case 'circle':
      return <circle data-marker={style} cx={c.x} cy={c.y} r="4" {...filled} />;
    case 'rect':
      return <rect data-marker={style} x={c.x - 4} y={c.y - 4} width="8" height="8" {...filled} />;
    case 'rectRot':
      return <polygon data-marker={style} points={`${c.x},${c.y - 5} ${c.x + 5},${c.y} ${c.x},${c.y + 5} ${c.x - 5},${c.y}`} {...filled} />;
    case 'triangle':
      return (
        <polygon
          data-marker={style}
          points={`${c.x},${c.y - 5} ${c.x + 5},${c.y + 4} ${c.x - 5},${c.y + 4}`}
          transform={transform}
          {...filled}
        />
      );
    case 'crossRot':
    case 'star': {
      const d = `M${c.x - 4} ${c.y - 4}L${c.x + 4} ${c.y + 4}M${c.x + 4} ${c.y - 4}L${c.x - 4} ${c.y + 4}`;
      return (
        <path
          data-marker={style}
          d={style === 'star' ? `${d}M${c.x} ${c.y - 5}V${c.y + 5}M${c.x - 5} ${c.y}H${c.x + 5}` : d}
          {...stroked}
        />
      );
    }
    default:
      return null;
  }
}

/** A line's swatch: its colour, dash and marker. */
function LineSwatch({ dataset }: { dataset: ChartDataset }) {
  return (
    <svg aria-hidden="true" focusable="false" className="np-chart-legend__line" width="28" height={SWATCH} viewBox={`0 0 28 ${SWATCH}`}>
      <line
        x1="1"
        x2="27"
        y1={SWATCH / 2}
        y2={SWATCH / 2}
        stroke={dataset.borderColor}
        strokeWidth="2"
        strokeDasharray={dataset.borderDash?.join(' ')}
      />
      {dataset.pointStyle && (
        <Marker style={dataset.pointStyle} colour={dataset.markers?.colour ?? dataset.borderColor} rotation={dataset.pointRotation ?? 0} />
      )}
    </svg>
  );
}

/**
 * The chart's legend as an HTML list below it instead of chart.js' canvas legend, which cuts long labels (community
 * and meter-point names) at small widths: here labels wrap, a screen reader reads them as a list, and each entry
 * shows the series' pattern or dash, so the series differ without colour too.
 */
export function ChartLegend({ datasets }: { datasets: ChartDataset[] }) {
  if (datasets.length === 0) return null;
  return (
    <ul className="np-chart-legend" aria-label={texts.chartLegend}>
      {datasets.map((dataset, index) => (
        <li key={`${index}-${dataset.label}`} className="np-chart-legend__item">
          {dataset.type === 'line' ? <LineSwatch dataset={dataset} /> : <BarSwatch dataset={dataset} />}
          <span className="np-chart-legend__label">{dataset.label}</span>
        </li>
      ))}
    </ul>
  );
}
