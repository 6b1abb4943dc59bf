import type { ProfileResult } from '@portal/shared/contract/consumption';
import type { ProfileType } from '@portal/shared/contract/enums';
import { drawnAt, drawnChart, shownLabels } from '../test/chart-harness';
import { result } from '../test/fixtures';
import { texts } from '../texts';
import {
  buildChartOptions,
  buildDatasets,
  chartKind,
  carriesMarker,
  DECIMATION_THRESHOLD,
  LINE_MARKERS,
  fitScale,
  intervalLabel,
  intervalPhrase,
  lighten,
  referenceLines,
  statusWord,
  tickPositions,
  valueColour,
  xAxisStep,
  yAxisMax,
} from './chart-model';
import { communityStyles } from './community';

const labels = { average: 'Durchschnitt', maximum: 'Maximum', minimum: 'Minimum', contractPower: 'Vertragsleistung' };

describe('chart rules of portal-core §9', () => {
  it('steps the x axis by 1.5 for quarter-hours, else by the longest series / 16 (at least 1)', () => {
    expect(xAxisStep('QUARTER_OF_AN_HOUR', 96)).toBe(1.5);
    expect(xAxisStep('DAY', 31)).toBeCloseTo(31 / 16);
    expect(xAxisStep('MONTH', 12)).toBe(1);
  });

  it('puts the y maximum 2 % above the largest non-comparison maximum', () => {
    const comparison = result([50], { type: 'COMPARISON' });
    expect(yAxisMax([result([1, 10]), result([20]), comparison])).toBeCloseTo(20.4);
    expect(yAxisMax([comparison])).toBeUndefined();
    expect(yAxisMax([result([1, 10])], 11)).toBeCloseTo(11.22);
  });

  it('colours values by status level: calculated 30 % lighter at medium opacity, L3 low, missing transparent', () => {
    expect(lighten('#00569c', 0.3)).toBe('#4d89ba');
    expect(valueColour('#00569c', 'VALID')).toBe('rgba(0, 86, 156, 1)');
    expect(valueColour('#00569c', 'CALCULATED')).toBe('rgba(77, 137, 186, 0.7)');
    expect(valueColour('#00569c', 'PREVALUE')).toBe('rgba(0, 86, 156, 0.3)');
    expect(valueColour('#00569c', 'MISSING')).toBe('rgba(0, 86, 156, 0)');
  });

  it('labels intervals in Vienna time', () => {
    expect(intervalLabel('2026-03-29T01:00:00Z', 'QUARTER_OF_AN_HOUR')).toBe('03:00');
    expect(intervalLabel('2026-02-28T23:00:00Z', 'MONTH')).toBe('03.2026');
    expect(intervalLabel('2026-10-31T23:00:00Z', 'DAY')).toBe('01.11.');
  });

  it('says when a minimum or maximum was: on a day or at a time, in a month or in a year', () => {
    expect(intervalPhrase('2026-10-31T23:00:00Z', 'DAY', texts.info)).toBe('am 01.11.2026');
    expect(intervalPhrase('2026-11-01T17:15:00Z', 'QUARTER_OF_AN_HOUR', texts.info)).toBe('am 01.11.2026 18:15');
    expect(intervalPhrase('2024-12-31T23:00:00Z', 'MONTH', texts.info)).toBe('im Jänner 2025');
    expect(intervalPhrase('2025-02-28T23:00:00Z', 'MONTH', texts.info)).toBe('im März 2025');
    expect(intervalPhrase('2024-12-31T23:00:00Z', 'YEAR', texts.info)).toBe('im Jahr 2025');
  });

  it('labels the hours of several days with their day on the axis; tooltips tell the full date either way', () => {
    const hours = (count: number) =>
      Array.from({ length: count }, (_, i) => new Date(Date.parse('2026-10-31T23:00:00Z') + i * 3_600_000).toISOString());
    const options = (datetimes: string[]) =>
      buildChartOptions({ granularity: 'HOUR', datetimes, yMax: undefined, yTitle: 'kWh', stacked: false, statusWords: texts.statusShort });
    const week = options(hours(7 * 24));
    expect(week.scales.x.ticks.callback(0)).toBe('01.11. 00:00');
    expect(week.scales.x.ticks.callback(2 * 24 + 21)).toBe('03.11. 21:00');
    expect(week.plugins.tooltip.callbacks.title([{ parsed: { x: 2 * 24 + 21 } }])).toBe('03.11.2026 21:00');
    // One day: the hours alone, the date stands above the chart.
    const day = options(hours(24));
    expect(day.scales.x.ticks.callback(21)).toBe('21:00');
    expect(day.plugins.tooltip.callbacks.title([{ parsed: { x: 21 } }])).toBe('01.11.2026 21:00');
  });
});

describe('datasets and options', () => {
  it('draws bars with per-value colours and the average, max and min lines of the first series', () => {
    const first = result([2, null, 4], {}, ['VALID', 'MISSING', 'CALCULATED']);
    const datasets = buildDatasets([first], [{ label: 'Verbrauch', colour: '#00569c' }], referenceLines(first, labels, false));
    expect(datasets.map((d) => `${d.type}:${d.label}`)).toEqual(['bar:Verbrauch', 'line:Durchschnitt', 'line:Maximum', 'line:Minimum']);
    expect(datasets[0].backgroundColor).toEqual(['rgba(0, 86, 156, 1)', 'rgba(0, 86, 156, 0)', 'rgba(77, 137, 186, 0.7)']);
    expect(datasets[1].data).toEqual([
      { x: -0.5, y: 3 },
      { x: 2.5, y: 3 },
    ]);
  });

  it('adds the contract power line only for power data on performance monitoring', () => {
    const power = result([3], { unit: 'KW', contractPower: 11 });
    expect(referenceLines(power, labels, true).map((l) => l.label)).toContain('Vertragsleistung');
    expect(referenceLines(power, labels, false).map((l) => l.label)).not.toContain('Vertragsleistung');
    expect(referenceLines(result([3], { contractPower: 11 }), labels, true).map((l) => l.label)).not.toContain('Vertragsleistung');
  });

  it('draws a very long series as a line for chart.js decimation, with parsing off', () => {
    const long = result(Array.from({ length: DECIMATION_THRESHOLD + 1 }, (_, i) => i % 7));
    const datasets = buildDatasets([long], [{ label: 'Verbrauch', colour: '#00569c' }], []);
    const [dataset] = datasets;
    expect(dataset.type).toBe('line');
    // The canvas is named by how it is drawn.
    expect(texts.chartLabel(chartKind(datasets), 'Wirkenergie')).toBe('Liniendiagramm: Wirkenergie');
    const short = buildDatasets(
      [result([1, 2])],
      [{ label: 'Verbrauch', colour: '#00569c' }],
      referenceLines(result([1, 2]), labels, false),
    );
    expect(texts.chartLabel(chartKind(short), 'Wirkenergie')).toBe('Balkendiagramm: Wirkenergie');
    const options = buildChartOptions({
      granularity: 'QUARTER_OF_AN_HOUR',
      datetimes: [],
      yMax: 1,
      yTitle: 'kWh',
      stacked: false,
      statusWords: texts.statusShort,
    });
    expect(options.parsing).toBe(false);
    expect(options.plugins.decimation).toEqual({ enabled: true, algorithm: 'min-max' });
    expect(options.scales.x.ticks.stepSize).toBe(1.5);
  });

  it('puts ticks at whole positions, evenly at least one step apart', () => {
    expect(tickPositions(8, 1.5)).toEqual([0, 2, 4, 6]);
    expect(tickPositions(4, 1)).toEqual([0, 1, 2, 3]);
    // A month of days (step 28 / 16): every second day, never two neighbours whose labels would touch.
    expect(tickPositions(28, 28 / 16)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26]);
    expect(tickPositions(100, 100 / 16)).toEqual([0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98]);
    // A year of quarter-hours: a bounded number of ticks, not 23,000.
    expect(tickPositions(35040, 1.5)).toHaveLength(64);
    const options = buildChartOptions({
      granularity: 'DAY',
      datetimes: Array(32).fill('2026-10-31T23:00:00Z'),
      yMax: 1,
      yTitle: 'kWh',
      stacked: false,
      statusWords: texts.statusShort,
    });
    const axis = { ticks: [] as { value: number }[], width: 2000 };
    options.scales.x.afterBuildTicks(axis);
    expect(axis.ticks.map((t) => t.value)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30]);
    // On a narrow axis the labels ("01.11.", ~42 px, and a gap) need more room than the step gives them.
    const narrow = { ticks: [] as { value: number }[], width: 300 };
    options.scales.x.afterBuildTicks(narrow);
    expect(narrow.ticks.map((t) => t.value)).toEqual([0, 6, 12, 18, 24, 30]);
  });

  it('outlines missing bars, whose fill is transparent', () => {
    const [bars] = buildDatasets([result([1, null])], [{ label: 'Verbrauch', colour: '#00569c' }], []);
    expect(bars.borderWidth).toEqual([0, 1]);
  });

  it('labels only whole x positions', () => {
    const datetimes = ['2026-10-31T23:00:00Z', '2026-10-31T23:15:00Z'];
    const options = buildChartOptions({
      granularity: 'QUARTER_OF_AN_HOUR',
      datetimes,
      yMax: undefined,
      yTitle: 'kWh',
      stacked: false,
      statusWords: texts.statusShort,
    });
    expect(options.scales.x.ticks.callback(1)).toBe('00:15');
    expect(options.scales.x.ticks.callback(1.5)).toBe('');
  });

  it("tells each value's status in words in the tooltip, not by colour alone", () => {
    const first = result([1.234, 2, 3.5, null], {}, ['VALID', 'CALCULATED', 'PREVALUE', 'MISSING']);
    const datasets = buildDatasets([first], [{ label: 'Verbrauch', colour: '#00569c' }], referenceLines(first, labels, false));
    const datetimes = first.profileValues.map((v) => v.datetime);
    const options = buildChartOptions({
      granularity: 'DAY',
      datetimes,
      yMax: undefined,
      yTitle: 'kWh',
      stacked: false,
      statusWords: texts.statusShort,
    });
    const { label } = options.plugins.tooltip.callbacks;
    const item = (datasetIndex: number, index: number) => {
      const raw = datasets[datasetIndex].data[index];
      return { dataset: datasets[datasetIndex], parsed: { x: raw.x, y: raw.y }, raw };
    };
    expect(label(item(0, 0))).toBe('Verbrauch: 1,23 kWh – gemessen');
    expect(label(item(0, 1))).toBe('Verbrauch: 2,00 kWh – Ersatzwert');
    expect(label(item(0, 2))).toBe('Verbrauch: 3,50 kWh – vorläufig');
    expect(label(item(0, 3))).toBe('Verbrauch: fehlt');
    // The same words as the values table and the status legend (one source of truth).
    expect(label(item(0, 0)).endsWith(texts.statusShort.L1)).toBe(true);
    // Reference lines (average, max, min) have no status of their own.
    expect(label(item(1, 0))).toBe('Durchschnitt: 2,24 kWh');
  });

  it("marks a long series line by its overlay, the plain one without markers, and spreads two lines' markers apart", () => {
    const long = result(Array.from({ length: DECIMATION_THRESHOLD + 1 }, (_, i) => i % 7));
    const [main, compared] = buildDatasets(
      [long, long],
      [
        { label: 'Verbrauch', colour: '#00569c' },
        { label: 'Standardlastprofil', colour: '#8a5a00', overlay: 'bands' },
      ],
      [],
    );
    expect(main.markers).toBeUndefined();
    expect(main.pointStyle).toBeUndefined();
    expect(compared).toMatchObject({ pointStyle: 'rectRot', markers: { style: 'rectRot', colour: '#8a5a00' } });
    const { every, phase } = compared.markers!;
    // About 16 markers along the line; the second of two series' shifted by half a bucket.
    const marked = compared.data.filter((point, i) => carriesMarker(compared.markers!, point.x, i > 0 ? compared.data[i - 1].x : null));
    expect(marked.length).toBeGreaterThanOrEqual(16);
    expect(marked.length).toBeLessThanOrEqual(18);
    expect(phase).toBe(Math.round(every / 2));
  });

  it('places markers on the points decimation keeps: the first kept point of each bucket', () => {
    const markers = { every: 10, phase: 0 };
    // Slots 0–29, of which decimation kept a few per pixel column.
    const kept = [0, 3, 9, 12, 13, 27, 29];
    const marked = kept.filter((x, i) => carriesMarker(markers, x, i > 0 ? kept[i - 1] : null));
    expect(marked).toEqual([0, 12, 27]);
  });

  it('gives every overlay its own marker, the plain look none', () => {
    const styles = Object.entries(LINE_MARKERS)
      .filter(([overlay]) => overlay !== 'none')
      .map(([, style]) => style);
    expect(LINE_MARKERS.none).toBeNull();
    expect(new Set(styles).size).toBe(styles.length);
    expect(styles).not.toContain(null);
  });

  it('keeps the status of a decimated long series in its points (chart.js copies them)', () => {
    const long = result(
      Array.from({ length: DECIMATION_THRESHOLD + 1 }, () => 1),
      {},
      Array(DECIMATION_THRESHOLD + 1).fill('CALCULATED'),
    );
    const [dataset] = buildDatasets([long], [{ label: 'Verbrauch', colour: '#00569c' }], []);
    const options = buildChartOptions({
      granularity: 'QUARTER_OF_AN_HOUR',
      datetimes: [],
      yMax: 1,
      yTitle: 'kW',
      stacked: false,
      statusWords: texts.statusShort,
    });
    const decimated = { ...dataset.data[7], x: 7.5 };
    expect(options.plugins.tooltip.callbacks.label({ dataset, parsed: { y: 1 }, raw: decimated })).toBe('Verbrauch: 1,00 kWh – Ersatzwert');
  });
});

describe('energy-community charts drawn by chart.js', () => {
  const DIRECTIONS = { GENERATION: 'Erzeugung', CONSUMPTION: 'Verbrauch' };
  const series = (type: ProfileType, community: string, values: number[]): ProfileResult => ({
    ...result(values, { type, energyCommunityId: community, energyCommunityName: community, granularity: 'HOUR' }),
    profileTypeContent: { header: type },
  });
  const community = (length: number) => {
    const fill = (first: number, rest: number) => Array.from({ length }, (_, i) => (i === 0 ? first : rest));
    return [
      series('ENERGY_COMMUNITY_OWN_COVERAGE', 'A', fill(5, 1)),
      series('ENERGY_COMMUNITY_REMAINING_GRID_USAGE', 'A', fill(4.81, 2)),
      series('ENERGY_COMMUNITY_OVER_COVERAGE', 'A', fill(0.4, 0.5)),
      series('ENERGY_COMMUNITY_OWN_COVERAGE', 'B', fill(1.2, 1)),
    ];
  };
  const draw = (results: ProfileResult[]) => {
    const datasets = buildDatasets(results, communityStyles(results, true, DIRECTIONS), []);
    const options = buildChartOptions({
      granularity: 'HOUR',
      datetimes: results[0].profileValues.map((v) => v.datetime),
      yMax: undefined,
      yTitle: 'kWh',
      stacked: true,
      statusWords: texts.statusShort,
    });
    return { datasets, chart: drawnChart(datasets, options) };
  };

  it('draws every line of a long hourly range at its own value, though the community chart is stacked', () => {
    const { datasets, chart } = draw(community(DECIMATION_THRESHOLD + 1));
    expect(datasets.map((d) => d.type)).toEqual(['line', 'line', 'line', 'line']);
    for (const index of [0, 1, 2, 3]) {
      const { drawn, own } = drawnAt(chart, index, 0);
      expect(drawn).toBeCloseTo(own, 6);
    }
    chart.destroy();
  });

  it('still piles the bars of a shorter range: both own coverages and the remaining grid usage make up the consumption', () => {
    const { chart } = draw(community(31));
    // The remaining grid usage (4.81) stands on the first own coverage (5), the second on both; the over coverage alone.
    expect(drawnAt(chart, 1, 0).drawn).toBeCloseTo(chart.scales.y.getPixelForValue(5 + 4.81), 6);
    expect(drawnAt(chart, 2, 0).drawn).toBeCloseTo(chart.scales.y.getPixelForValue(0.4), 6);
    expect(drawnAt(chart, 3, 0).drawn).toBeCloseTo(chart.scales.y.getPixelForValue(5 + 4.81 + 1.2), 6);
    chart.destroy();
  });
});

describe('x labels at narrow and wide widths', () => {
  const days = (count: number) =>
    Array.from({ length: count }, (_, i) => new Date(Date.parse('2026-10-31T23:00:00Z') + i * 86_400_000).toISOString());
  const hours = (count: number) =>
    Array.from({ length: count }, (_, i) => new Date(Date.parse('2026-10-31T23:00:00Z') + i * 3_600_000).toISOString());

  it.each([
    ['a month of days', 'DAY', days(30)],
    ['a week of hours', 'HOUR', hours(7 * 24)],
    ['a year of days', 'DAY', days(365)],
  ] as const)('keeps a visible gap between the labels of %s from 320 to 1,280 px', (_, granularity, datetimes) => {
    const values = datetimes.map((datetime) => ({ datetime, value: 1, status: 'VALID' as const }));
    const series = { ...result([]), granularity, profileValues: values };
    const datasets = buildDatasets([series], [{ label: 'Verbrauch', colour: '#00569c' }], []);
    const options = buildChartOptions({
      granularity,
      datetimes: [...datetimes],
      yMax: undefined,
      yTitle: 'kWh',
      stacked: false,
      statusWords: texts.statusShort,
    });
    for (const width of [320, 360, 768, 1280]) {
      const chart = drawnChart(datasets, options, width);
      const labels = shownLabels(chart).filter((l) => l.text !== '');
      expect(labels.length).toBeGreaterThan(1);
      for (let i = 1; i < labels.length; i += 1) expect(labels[i].left - labels[i - 1].right).toBeGreaterThanOrEqual(8);
      chart.destroy();
    }
  });
});

describe('the scale of performance monitoring', () => {
  const lines = (first: ReturnType<typeof result>) => referenceLines(first, labels, true);
  const offScale = (text: string) => `${text}, außerhalb der Skala`;

  it('follows a small feed-in and draws a far higher contract power at the top edge, naming its value', () => {
    const feedIn = result([0.1, 0.24], { unit: 'KW', contractPower: 11 });
    const fitted = fitScale([feedIn], lines(feedIn), 'Vertragsleistung', offScale);
    expect(fitted.yMax).toBeCloseTo(0.24 * 1.02);
    const line = fitted.lines.find((l) => l.label.startsWith('Vertragsleistung'));
    expect(line).toMatchObject({ value: fitted.yMax, label: 'Vertragsleistung 11,00 kW, außerhalb der Skala' });
  });

  it('keeps a contract power near the values on the scale', () => {
    const supply = result([3, 8], { unit: 'KW', contractPower: 11 });
    const fitted = fitScale([supply], lines(supply), 'Vertragsleistung', offScale);
    expect(fitted.yMax).toBeCloseTo(11.22);
    expect(fitted.lines.find((l) => l.label === 'Vertragsleistung')?.value).toBe(11);
  });
});

describe('status words', () => {
  it('says "Unbekannter Status" for a status this front end does not know, never a blank', () => {
    expect(statusWord('SOMETHING_NEW' as never, texts.statusShort)).toBe('Unbekannter Status');
    expect(statusWord('VALID', texts.statusShort)).toBe('gemessen');
  });

  it('tells minimum and maximum apart by dash and marker, not by colour alone', () => {
    const [, maximum, minimum] = referenceLines(result([1, 2]), labels, false);
    expect(maximum.dash).not.toEqual(minimum.dash);
    expect([maximum.marker, maximum.markerRotation ?? 0]).not.toEqual([minimum.marker, minimum.markerRotation ?? 0]);
  });

  it('draws calculated values hatched, provisional ones dotted and missing ones empty', () => {
    const [bars] = buildDatasets(
      [result([1, 2, 3, null], {}, ['VALID', 'CALCULATED', 'PREVALUE', 'MISSING'])],
      [{ label: 'V', colour: '#00569c' }],
      [],
    );
    expect(bars.fills?.map((f) => f.kind)).toEqual(['full', 'hatch', 'dots', 'none']);
  });
});

describe('periods partly missing or partly calculated', () => {
  const month = (status: 'MISSING' | 'CALCULATED', counts: { missingCount: number; calculatedCount: number; partCount: number }) => {
    const r = result([310.5], { granularity: 'MONTH' }, [status]);
    return { ...r, profileValues: r.profileValues.map((v) => ({ ...v, ...counts })) };
  };

  it('draws a month with one missing day neither hollow nor like a calculated one, and counts the quarter-hours', () => {
    const partly = month('MISSING', { missingCount: 96, calculatedCount: 0, partCount: 2976 });
    const [bars] = buildDatasets([partly], [{ label: 'Verbrauch', colour: '#00569c' }], []);
    expect(bars.fills?.[0].kind).toBe('gaps');
    const options = buildChartOptions({
      granularity: 'MONTH',
      datetimes: [],
      yMax: undefined,
      yTitle: 'kWh',
      stacked: false,
      statusWords: texts.statusShort,
    });
    const raw = bars.data[0];
    expect(options.plugins.tooltip.callbacks.label({ dataset: bars, parsed: { y: raw.y }, raw })).toBe(
      'Verbrauch: 310,50 kWh – teilweise fehlend (96 von 2.976 Viertelstunden fehlen)',
    );
  });

  it('names a month with one calculated quarter-hour partly calculated, not calculated', () => {
    const partly = month('CALCULATED', { missingCount: 0, calculatedCount: 1, partCount: 2976 });
    const [bars] = buildDatasets([partly], [{ label: 'Verbrauch', colour: '#00569c' }], []);
    expect(bars.fills?.[0].kind).toBe('notches');
    expect(statusWord('CALCULATED', texts.statusShort, true, { missing: 0, calculated: 1, total: 2976 })).toBe(
      'teilweise Ersatzwert (1 von 2.976 Viertelstunden Ersatzwert)',
    );
    // Every quarter-hour calculated: the whole month is.
    expect(statusWord('CALCULATED', texts.statusShort, true, { missing: 0, calculated: 2976, total: 2976 })).toBe('Ersatzwert');
  });
});
