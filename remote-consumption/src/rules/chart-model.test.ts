import { result } from '../test/fixtures';
import { texts } from '../texts';
import {
  buildChartOptions,
  buildDatasets,
  DECIMATION_THRESHOLD,
  fitScale,
  intervalLabel,
  lighten,
  referenceLines,
  statusWord,
  tickPositions,
  valueColour,
  xAxisStep,
  yAxisMax,
} from './chart-model';

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
    const [dataset] = buildDatasets([long], [{ label: 'Verbrauch', colour: '#00569c' }], []);
    expect(dataset.type).toBe('line');
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
    const axis = { ticks: [] as { value: number }[] };
    options.scales.x.afterBuildTicks(axis);
    expect(axis.ticks.map((t) => t.value)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30]);
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
