import type { PodSelectionRow } from '@portal/shared/contract/consents';
import {
  filterPods,
  initiallyChosen,
  podErrorsOnField,
  podKey,
  ROWS_PER_PAGE,
  ROWS_PER_PAGE_OPTIONS,
  showPaginator,
  showPodFilter,
  sortByPodDescending,
} from './table-rules';

const row = (n: number, address = 'Landstraße 1, 4020 Linz'): PodSelectionRow => ({
  contractNumber: `3000345670${String(n).padStart(2, '0')}`,
  branch: 'STROM',
  meterPointAdministrationNumber: `AT0030000000000000000000000${String(100000 + n)}`,
  address,
});

describe('consent table rules (portal-processes §9)', () => {
  it('pages by 6 with the options 6/10/25/50 and shows the paginator only above 6 rows', () => {
    expect(ROWS_PER_PAGE).toBe(6);
    expect(ROWS_PER_PAGE_OPTIONS).toEqual([6, 10, 25, 50]);
    expect(showPaginator(6)).toBe(false);
    expect(showPaginator(7)).toBe(true);
  });

  it('shows the profile filter of the confirm dialog only above 6 profiles', () => {
    expect(showPodFilter(6)).toBe(false);
    expect(showPodFilter(7)).toBe(true);
  });

  it('sorts by meter point descending, then the later start first', () => {
    const rows = [
      { id: 'a', pod: 'AT001', validThrough: { from: '2026-01-01' } },
      { id: 'b', pod: 'AT003', validThrough: { from: '2025-01-01' } },
      { id: 'c', pod: 'AT001', validThrough: { from: '2026-06-01' } },
    ];
    expect(sortByPodDescending(rows).map((r) => r.id)).toEqual(['b', 'c', 'a']);
    expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('filters metering points by meter point, contract or address, ignoring case and spaces', () => {
    const rows = [row(1), row(2, 'Hauptplatz 3, 4040 Linz'), row(13)];
    expect(filterPods(rows, '').length).toBe(3);
    expect(filterPods(rows, '100013').map(podKey)).toEqual([podKey(rows[2])]);
    expect(filterPods(rows, 'haupt platz').map((r) => r.contractNumber)).toEqual([rows[1].contractNumber]);
    expect(filterPods(rows, '300034567002').length).toBe(1);
    expect(filterPods(rows, 'Wien')).toEqual([]);
  });

  it('chooses the requested meter point at first (every contract on it)', () => {
    const rows = [row(1), row(2)];
    expect(initiallyChosen(rows, rows[1].meterPointAdministrationNumber)).toEqual([podKey(rows[1])]);
    expect(initiallyChosen(rows, 'AT0030000000000000000000000999999')).toEqual([]);
  });

  it("puts the service's errors of sent rows (pods.<index>) on the selection field, naming their metering points", () => {
    const sent = [row(1), row(2), row(3)];
    const refused = 'Dieser Zählpunkt gehört nicht zu Ihnen oder passt nicht zur Anfrage.';
    const mapped = podErrorsOnField(
      [
        { path: 'pods.0', message: refused, number: 5 },
        { path: 'pods[2]', message: refused, number: 5 },
        { path: 'acceptConditions', message: 'Bitte zustimmen.' },
        { path: 'pods.7', message: 'unbekannte Zeile' },
      ],
      sent,
    );
    expect(mapped).toEqual([
      { path: 'pods', message: `AT 003000 00000 00000000000000100001, AT 003000 00000 00000000000000100003: ${refused}` },
      { path: 'acceptConditions', message: 'Bitte zustimmen.' },
      { path: 'pods.7', message: 'unbekannte Zeile' },
    ]);
    expect(podErrorsOnField([{ path: 'body', message: 'x' }], sent)).toEqual([{ path: 'body', message: 'x' }]);
  });
});
