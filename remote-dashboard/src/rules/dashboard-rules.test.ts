import {
  isFiltering,
  partnersWithInactiveECommunication,
  rowKey,
  showActivationBanner,
  showBranchFilter,
  slicePage,
  sortActiveFirst,
} from './dashboard-rules';
import { EMPTY_FILTER } from '../state/dashboard-slice';
import { partner } from '../test/fixtures';

describe('sortActiveFirst', () => {
  it('puts active accounts first and keeps the server order within each group', () => {
    const accounts = [
      { id: 'a', active: false },
      { id: 'b', active: true },
      { id: 'c', active: false },
      { id: 'd', active: true },
    ];
    expect(sortActiveFirst(accounts).map((a) => a.id)).toEqual(['b', 'd', 'a', 'c']);
    expect(accounts.map((a) => a.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('slicePage', () => {
  const items = Array.from({ length: 12 }, (_, i) => i);

  it('returns the rows of the requested page', () => {
    expect(slicePage(items, 1, 5)).toEqual({ rows: [0, 1, 2, 3, 4], page: 1, pageCount: 3 });
    expect(slicePage(items, 3, 5)).toEqual({ rows: [10, 11], page: 3, pageCount: 3 });
  });

  it('clamps a page beyond the end to the last page (the list got shorter)', () => {
    expect(slicePage(items, 7, 10)).toEqual({ rows: [10, 11], page: 2, pageCount: 2 });
    expect(slicePage(items, 0, 10).page).toBe(1);
  });

  it('has one empty page for an empty list', () => {
    expect(slicePage([], 3, 5)).toEqual({ rows: [], page: 1, pageCount: 1 });
  });
});

describe('showBranchFilter', () => {
  it('needs two different branches', () => {
    expect(showBranchFilter([])).toBe(false);
    expect(showBranchFilter(['STROM'])).toBe(false);
    expect(showBranchFilter(['GAS', 'GAS'])).toBe(false);
    expect(showBranchFilter(['STROM', 'GAS'])).toBe(true);
  });
});

describe('banners', () => {
  it('lists only partners whose electronic communication is inactive', () => {
    const partners = [
      partner('1000000001', 'Max Mustermann', { ecommunicationInactive: true }),
      partner('1000000002', 'Erika Musterfrau', { ecommunicationInactive: false }),
    ];
    expect(partnersWithInactiveECommunication(partners).map((p) => p.businessPartnerNumber)).toEqual(['1000000001']);
  });

  it('shows the activation banner only for users with showActivation', () => {
    expect(showActivationBanner({ showActivation: true })).toBe(true);
    expect(showActivationBanner({ showActivation: false })).toBe(false);
    expect(showActivationBanner(null)).toBe(false);
  });
});

describe('isFiltering and rowKey', () => {
  it('filters only when some criterion is set (blank text does not count)', () => {
    expect(isFiltering(EMPTY_FILTER)).toBe(false);
    expect(isFiltering({ ...EMPTY_FILTER, filter: '   ' })).toBe(false);
    expect(isFiltering({ ...EMPTY_FILTER, filter: 'Linz' })).toBe(true);
    expect(isFiltering({ ...EMPTY_FILTER, branch: 'GAS' })).toBe(true);
    expect(isFiltering({ ...EMPTY_FILTER, activeOnly: true })).toBe(true);
  });

  it('keys a row by partner and account', () => {
    expect(rowKey({ businessPartnerNumber: '1', contractAccountNumber: '2' })).toBe('1/2');
  });
});
