import { DEMO_OPERATOR } from '@portal/shared/contract/operator';
import { readOperatorFile } from './operator-config';

describe('readOperatorFile', () => {
  it('takes every valid field over the demo operator', () => {
    const reading = readOperatorFile(
      JSON.stringify({ portalName: 'Netzkundenportal', colours: { primary: '#7a1f00', primaryHover: '#5a1700' } }),
    );
    expect(reading.problems).toEqual([]);
    expect(reading.branding).toEqual({
      ...DEMO_OPERATOR,
      portalName: 'Netzkundenportal',
      colours: { primary: '#7a1f00', primaryHover: '#5a1700' },
    });
  });

  it('names invalid and unknown fields and keeps their defaults', () => {
    const reading = readOperatorFile(
      JSON.stringify({ portalName: '', homepageUrl: 'javascript:alert(1)', logo: 'x.png', operatorName: 'Netz Süd' }),
    );
    expect(reading.branding.portalName).toBe(DEMO_OPERATOR.portalName);
    expect(reading.branding.homepageUrl).toBe(DEMO_OPERATOR.homepageUrl);
    expect(reading.branding.operatorName).toBe('Netz Süd');
    expect(reading.problems).toEqual([
      expect.stringContaining('portalName is invalid'),
      expect.stringContaining('homepageUrl is invalid'),
      expect.stringContaining('unknown field "logo"'),
    ]);
  });

  it('falls back to the demo operator for a file that is not JSON, saying so', () => {
    const reading = readOperatorFile('{ nope');
    expect(reading.branding).toEqual(DEMO_OPERATOR);
    expect(reading.problems).toEqual([expect.stringContaining('not valid JSON')]);
  });
});
