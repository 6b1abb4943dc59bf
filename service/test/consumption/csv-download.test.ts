import { createTestApp, loginWithCsrf, type CookieJar, type TestContext } from '../helpers';

const TODAY = '2026-11-01';
const POD = 'AT0030000000000000000000000100001';
/** Max's communities in the live 33-character form: Sonnenstrom Lindenviertel (60 %), Bürgerenergie Mühlviertel (30 %). */
const A = 'AT00300000000RC100417000000731208';
const B = 'AT00300000000CC300112000000518364';
const CAN = '400012345001';

let ctx: TestContext;
let max: { jar: CookieJar; token: string };

beforeAll(async () => {
  ctx = await createTestApp({ seed: { today: TODAY, days: 60 } });
  max = await loginWithCsrf(ctx.app, 'max.mustermann');
}, 120_000);
afterAll(() => ctx.close());

const pod = (extra: Record<string, unknown> = {}, from = '2026-10-25', to = from) => ({
  contractAccountNumber: CAN,
  meterPointAdministrationNumber: POD,
  type: 'ACTIVE_CURRENT',
  timerange: { from, to },
  bestAvailableGranularity: 'QUARTER_OF_AN_HOUR',
  ...extra,
});
const post = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie: max.jar.header(), 'x-xsrf-token': max.token }, payload });
const download = (payload: Record<string, unknown>, query = '') =>
  post(`/service/v1.0/consumptions/profile/active/download${query}`, payload);

describe('POST /service/v1.0/consumptions/profile/active/download', () => {
  it('writes the bytes of API-COMPAT: BOM, quoted header, `;` after every field, decimal comma, the October hour twice', async () => {
    const response = await download({ dimension: 'ENERGY', pods: [pod()] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${POD}_20261025-20261025.csv"`);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('"Datum";"kWh";"kW";"Status";');
    expect(lines).toHaveLength(101);
    for (const line of lines.slice(1)) expect(line).toMatch(/^"\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}";\d+(,\d+)?;\d+(,\d+)?;"VALID";$/);
    const starts = lines.slice(1).map((l) => l.slice(1, 17));
    expect(starts.filter((s) => s === '25.10.2026 02:00')).toHaveLength(2);
    expect(starts[0]).toBe('25.10.2026 00:00');

    // The same numbers as the JSON answer: kWh and kW = 4 × kWh.
    const json = (await post('/service/v1.0/consumptions/profile/active', { dimension: 'ENERGY', pods: [pod()] })).json();
    const first = lines[1].split(';');
    expect(Number(first[1].replace(',', '.'))).toBeCloseTo(json[0].profileValues[0].value, 4);
    expect(Number(first[2].replace(',', '.'))).toBeCloseTo(json[0].profileValues[0].value * 4, 4);
  });

  it('leaves MISSING values empty', async () => {
    const response = await download({ dimension: 'ENERGY', pods: [pod({}, '2026-10-20')] });
    const missing = response.body.split('\r\n').filter((l) => l.includes('"MISSING"'));
    expect(missing).toHaveLength(24);
    expect(missing[0]).toBe('"20.10.2026 09:00";;;"MISSING";');
  });

  it('offers ISO 8601 start and end with UTC offset, unambiguous on the autumn DST day', async () => {
    const response = await download({ dimension: 'ENERGY', pods: [pod()] }, '?timestamps=iso');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('"Beginn";"Ende";"kWh";"kW";"Status";');
    const starts = lines.slice(1).map((l) => l.split(';')[0]);
    expect(starts).toContain('"2026-10-25T02:00:00+02:00"');
    expect(starts).toContain('"2026-10-25T02:00:00+01:00"');
    expect(new Set(starts).size).toBe(100);
    expect(lines[1].split(';')[1]).toBe('"2026-10-25T00:15:00+02:00"');
  });

  it("lays energy-community values out in the live portal's layout: Startdatum first, label 7th, kWh 8th", async () => {
    const body = {
      dimension: 'ENERGY',
      pods: [
        pod({ type: 'ENERGY_COMMUNITY_OWN_COVERAGE', energyCommunityId: A, bestAvailableGranularity: 'DAY' }, '2026-10-01', '2026-10-03'),
        pod(
          { type: 'ENERGY_COMMUNITY_REMAINING_GRID_USAGE', energyCommunityId: A, bestAvailableGranularity: 'DAY' },
          '2026-10-01',
          '2026-10-03',
        ),
      ],
    };
    const response = await download(body);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('"Startdatum";"Startzeit";"Enddatum";"Endzeit";"Zählpunkt";"Energiegemeinschaft";"Bezeichnung";"kWh";"Status";');
    const cells = lines.slice(1).map((l) => l.split(';'));
    expect(cells.map((c) => c.slice(0, 7).join(';'))).toEqual([
      `"01.10.2026";"00:00";"02.10.2026";"00:00";"${POD}";"${A}";"Bezug aus der Energiegemeinschaft"`,
      `"01.10.2026";"00:00";"02.10.2026";"00:00";"${POD}";"${A}";"Bezug vom Energielieferanten"`,
      `"02.10.2026";"00:00";"03.10.2026";"00:00";"${POD}";"${A}";"Bezug aus der Energiegemeinschaft"`,
      `"02.10.2026";"00:00";"03.10.2026";"00:00";"${POD}";"${A}";"Bezug vom Energielieferanten"`,
      `"03.10.2026";"00:00";"04.10.2026";"00:00";"${POD}";"${A}";"Bezug aus der Energiegemeinschaft"`,
      `"03.10.2026";"00:00";"04.10.2026";"00:00";"${POD}";"${A}";"Bezug vom Energielieferanten"`,
    ]);
    // The 8th column: kWh with three decimals, as the JSON answer has them (rounded).
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/service/v1.0/consumptions/profile/active',
      headers: { cookie: max.jar.header(), 'x-xsrf-token': max.token },
      payload: body,
    });
    const own = json.json()[0].profileValues[0].value as number;
    expect(cells[0][7]).toMatch(/^\d+,\d{3}$/);
    expect(Math.abs(Number(cells[0][7].replace(',', '.')) - own)).toBeLessThanOrEqual(0.0005 + 1e-9);
    expect(cells.every((c) => c.length === 10 && c[9] === '')).toBe(true);

    // The ISO variant keeps the portal's own layout.
    const iso = await download(body, '?timestamps=iso');
    const isoLines = iso.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(isoLines[0]).toBe('"Beginn";"Ende";"Profiltyp";"kWh";"kW";"Status";');
    expect(isoLines[1].split(';')[2]).toBe('"Eigendeckung"');
  });

  it("names each community in a download of several communities, with each community's own values", async () => {
    const response = await download({
      dimension: 'ENERGY',
      comparisonType: 'ALL_ENERGY_COMMUNITIES',
      pods: [pod({ type: undefined, energyCommunityId: 'ALL', bestAvailableGranularity: 'DAY' }, '2026-10-01', '2026-10-01')],
      typesToExclude: [
        'ENERGY_COMMUNITY_OWN_COVERAGE_TOTAL',
        'ENERGY_COMMUNITY_ALLOCATED_PLANT_PRODUCTION',
        'ENERGY_COMMUNITY_OWN_COVERAGE_CONTRIBUTION_FACTOR',
        'ENERGY_COMMUNITY_REMAINING_GRID_USAGE_CONTRIBUTION_FACTOR',
        'ENERGY_COMMUNITY_OVER_COVERAGE_CONTRIBUTION_FACTOR',
      ],
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    // Each line names its community in the 6th column and the series in the 7th.
    const labels = [
      'Bezug aus der Energiegemeinschaft',
      'Bezug vom Energielieferanten',
      'Gemeinschaftsüberschuss',
      'Gesamtverbrauch laut Messung',
    ];
    // Both memberships start on the same day here: by community id (CC300112 before RC100417). The remaining grid
    // usage is the meter point's, the same in both communities: written once, in the first community's block.
    expect(lines.slice(1).map((l) => l.split(';').slice(5, 7).join(';'))).toEqual([
      ...labels.map((label) => `"${B}";"${label}"`),
      ...labels.filter((label) => label !== 'Bezug vom Energielieferanten').map((label) => `"${A}";"${label}"`),
    ]);
    const kwh = (line: string) => Number(line.split(';')[7].replace(',', '.'));
    // Own coverage per community differs.
    expect(kwh(lines[1])).not.toBe(kwh(lines[5]));
    // Each community's part of the measured consumption (30 % and 60 %) holds its own coverage.
    expect(kwh(lines[4])).toBeGreaterThanOrEqual(kwh(lines[1]));
    expect(kwh(lines[7])).toBeCloseTo(kwh(lines[4]) * 2, 2);
  });

  it('adds up to the totals the page shows for all communities: the remaining grid usage counted once', async () => {
    const payload = {
      dimension: 'ENERGY',
      comparisonType: 'ALL_ENERGY_COMMUNITIES',
      pods: [pod({ type: undefined, energyCommunityId: 'ALL', bestAvailableGranularity: 'HOUR' }, '2026-10-01', '2026-10-31')],
      // What the page asks for (rules/community.ts).
      typesToExclude: [
        'ENERGY_COMMUNITY_OWN_COVERAGE_TOTAL',
        'ENERGY_COMMUNITY_OWN_COVERAGE_CONTRIBUTION_FACTOR',
        'ENERGY_COMMUNITY_REMAINING_GRID_USAGE_CONTRIBUTION_FACTOR',
        'ENERGY_COMMUNITY_OVER_COVERAGE_CONTRIBUTION_FACTOR',
      ],
    };
    // The page: every result, the remaining grid usage of the first community only (rules/community.ts).
    const results = (await post('/service/v1.0/consumptions/profile/active', payload)).json() as {
      type: string;
      sum: { value: number };
    }[];
    const remaining = results.filter((r) => r.type === 'ENERGY_COMMUNITY_REMAINING_GRID_USAGE');
    expect(remaining).toHaveLength(2);
    const pageTotal = remaining[0].sum.value;
    const rows = (body: string) =>
      body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean)
        .slice(1)
        .map((l) => l.split(';'));
    const local = rows((await download(payload)).body).filter((c) => c[6] === '"Bezug vom Energielieferanten"');
    expect(local).toHaveLength(31 * 24 + 1);
    const csvTotal = local.reduce((total, c) => total + Number(c[7].replace(',', '.')), 0);
    // Three decimals a line: within half a thousandth a line of the page's total.
    expect(Math.abs(csvTotal - pageTotal)).toBeLessThanOrEqual(local.length * 0.0005);
    // The ISO variant (portal layout): one line an interval, named without a community.
    const iso = rows((await download(payload, '?timestamps=iso')).body).filter((c) => c[2].startsWith('"Restnetzbezug'));
    expect(new Set(iso.map((c) => c[2]))).toEqual(new Set(['"Restnetzbezug"']));
    expect(iso).toHaveLength(31 * 24 + 1);
  });

  it('answers bad input with the error array and foreign pods with 404, like the JSON endpoint', async () => {
    expect((await download({ dimension: 'ENERGY', pods: [pod({}, '2019-01-01')] })).statusCode).toBe(400);
    expect((await download({ dimension: 'ENERGY', pods: [pod({ contractAccountNumber: '400023456001' })] })).statusCode).toBe(404);
  });
});
