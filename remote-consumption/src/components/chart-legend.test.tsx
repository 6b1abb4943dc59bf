import { render, screen, within } from '@testing-library/react';
import type { ChartDataset } from '../rules/chart-model';
import { ChartLegend } from './chart-legend';

const dataset = (overrides: Partial<ChartDataset>): ChartDataset => ({
  type: 'bar',
  label: 'Verbrauch',
  data: [],
  backgroundColor: '#0b5cad',
  borderColor: '#0b5cad',
  borderWidth: 1,
  order: 1,
  ...overrides,
});

describe('chart legend', () => {
  it('lists every series by its full name as HTML text (it wraps at small widths), with a decorative swatch', () => {
    const long = 'Bürgerenergie Mühlviertel – Bezug aus der Gemeinschaft (AT0030000000000000000000000100001)';
    render(
      <ChartLegend
        datasets={[
          dataset({ label: long, legendFill: { colour: '#0b5cad', kind: 'full', overlay: 'spots' } }),
          dataset({ type: 'line', label: 'Maximum', borderColor: '#b00020', borderDash: [2, 3], reference: true }),
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Legende des Diagramms' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([long, 'Maximum']);
    // Swatches are hidden from assistive technology: the text names the series.
    expect(items[0].querySelector('canvas')).toHaveAttribute('aria-hidden', 'true');
    expect(items[1].querySelector('line')).toHaveAttribute('stroke-dasharray', '2 3');
  });

  it('shows the marker of a line: a series line drawn with markers and a reference line, each in its shape', () => {
    render(
      <ChartLegend
        datasets={[
          dataset({ type: 'line', label: 'Verbrauch', borderColor: '#00569c' }),
          dataset({
            type: 'line',
            label: 'Standardlastprofil',
            borderColor: '#8a5a00',
            pointStyle: 'rectRot',
            markers: { style: 'rectRot', every: 100, phase: 50, colour: '#8a5a00' },
          }),
          dataset({
            type: 'line',
            label: 'Minimum',
            borderColor: '#505a64',
            borderDash: [10, 3, 2, 3],
            pointStyle: 'triangle',
            pointRotation: 180,
          }),
        ]}
      />,
    );
    const markers = screen.getAllByRole('listitem').map((item) => item.querySelector('[data-marker]'));
    expect(markers[0]).toBeNull();
    expect(markers[1]).toHaveAttribute('data-marker', 'rectRot');
    expect(markers[1]).toHaveAttribute('fill', '#8a5a00');
    expect(markers[2]).toHaveAttribute('data-marker', 'triangle');
    expect(markers[2]).toHaveAttribute('transform', 'rotate(180 14 8)');
  });

  it('draws nothing without series', () => {
    const { container } = render(<ChartLegend datasets={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
