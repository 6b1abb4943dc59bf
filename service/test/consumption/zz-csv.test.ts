import { createTestApp, loginWithCsrf } from '../helpers';

it('times', async () => {
  const ctx = await createTestApp({ seed: { days: 400 } });
  const max = await loginWithCsrf(ctx.app, 'max.mustermann');
  const payload = { dimension: 'ENERGY', pods: [{ contractAccountNumber: '400012345001', meterPointAdministrationNumber: 'AT0030000000000000000000000100001', type: 'ACTIVE_CURRENT', timerange: { from: '2025-11-29', to: '2026-11-28' }, bestAvailableGranularity: 'QUARTER_OF_AN_HOUR' }] };
  const call = (url: string) => ctx.app.inject({ method: 'POST', url, headers: { cookie: max.jar.header(), 'x-xsrf-token': max.token }, payload });
  for (const [name, url] of [['json', '/service/v1.0/consumptions/profile/active'], ['csv', '/service/v1.0/consumptions/profile/active/download'], ['iso', '/service/v1.0/consumptions/profile/active/download?timestamps=iso']]) {
    for (let i = 0; i < 100; i++) await call(url);
    const times: number[] = [];
    let len = 0;
    for (let i = 0; i < 100; i++) { const s = performance.now(); const r = await call(url); len = r.rawPayload.length; times.push(performance.now() - s); }
    times.sort((a, b) => a - b);
    console.log(name, times[50].toFixed(2), len);
  }
  await ctx.close();
}, 300000);
