import { createTestApp, loginWithCsrf, type CookieJar, type TestContext } from '../helpers';

const TODAY = '2026-11-01';
const POD = 'AT0030000000000000000000000100001';
const CAN = '400012345001';
const NAME = 'Sonne "Nord"; Süd\nLinz';

let ctx: TestContext;
let max: { jar: CookieJar; token: string };

beforeAll(async () => {
  ctx = await createTestApp({ seed: { today: TODAY, days: 40 } });
  max = await loginWithCsrf(ctx.app, 'max.mustermann');
}, 120_000);
afterAll(() => ctx.close());

/** Splits RFC 4180 text (`;` separated, CRLF lines) into records of unquoted fields. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted) {
      field += c;
    } else if (c === ';') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else {
      field += c;
    }
  }
  return records;
}

it('quotes a community name holding a quote, a semicolon and a line break as one field (RFC 4180)', async () => {
  const renamed = await ctx.db.query("UPDATE energy_communities SET name = $1 WHERE name = 'Sonnenstrom Lindenviertel' RETURNING id", [
    NAME,
  ]);
  expect(renamed.rows).toHaveLength(1);
  const response = await ctx.app.inject({
    method: 'POST',
    // The ISO layout names each community in the label (the local layout carries only the community's id).
    url: '/service/v1.0/consumptions/profile/active/download?timestamps=iso',
    headers: { cookie: max.jar.header(), 'x-xsrf-token': max.token },
    payload: {
      dimension: 'ENERGY',
      comparisonType: 'ALL_ENERGY_COMMUNITIES',
      pods: [
        {
          contractAccountNumber: CAN,
          meterPointAdministrationNumber: POD,
          energyCommunityId: 'ALL',
          timerange: { from: '2026-10-01', to: '2026-10-01' },
          bestAvailableGranularity: 'DAY',
        },
      ],
    },
  });
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('(Sonne ""Nord""; Süd\nLinz)"');
  const records = parseCsv(response.body.replace(/^\uFEFF/, ''));
  const header = records[0];
  const label = header.indexOf('Profiltyp');
  expect(label).toBeGreaterThan(0);
  // Every record keeps the header's field count: the name's `;` and line break did not split it.
  for (const record of records) expect(record).toHaveLength(header.length);
  expect(records.slice(1).map((r) => r[label])).toContain(`Eigendeckung (${NAME})`);
});
