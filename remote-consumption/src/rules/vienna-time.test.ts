import { viennaParts } from './vienna-time';

describe('viennaParts', () => {
  it('gives the wall-clock time in Vienna, in winter (UTC+1) and summer (UTC+2)', () => {
    expect(viennaParts('2026-01-15T23:15:00Z')).toEqual({ year: '2026', month: '01', day: '16', hour: '00', minute: '15' });
    expect(viennaParts('2026-07-01T21:45:00.000Z')).toEqual({ year: '2026', month: '07', day: '01', hour: '23', minute: '45' });
  });

  it('follows the clock changes: 02:00 is skipped in March, 02:00–03:00 comes twice in October', () => {
    expect(viennaParts('2026-03-29T00:45:00Z')).toMatchObject({ hour: '01', minute: '45' });
    expect(viennaParts('2026-03-29T01:00:00Z')).toMatchObject({ hour: '03', minute: '00' });
    expect(viennaParts('2026-10-25T00:30:00Z')).toMatchObject({ hour: '02', minute: '30' });
    expect(viennaParts('2026-10-25T01:30:00Z')).toMatchObject({ hour: '02', minute: '30' });
  });

  it('writes midnight as 00, not 24', () => {
    expect(viennaParts('2026-06-27T22:00:00Z')).toEqual({ year: '2026', month: '06', day: '28', hour: '00', minute: '00' });
  });
});
