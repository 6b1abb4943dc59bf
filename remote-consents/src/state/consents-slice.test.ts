import { dashboardReset } from '@portal/shared/state/app-status';
import { consentsSlice, filterToggled, initialConsentsState, isChangeable, itemProcessed, selectConsentsUi } from './consents-slice';

const reduce = consentsSlice.reducer;

describe('consents slice', () => {
  it('toggles each filter on its own', () => {
    const state = reduce(initialConsentsState, filterToggled('ended'));
    expect(state.filter).toEqual({ existing: true, ended: true });
    expect(reduce(state, filterToggled('existing')).filter).toEqual({ existing: false, ended: true });
  });

  it('makes a processed item unchangeable locally, whatever the server said', () => {
    const state = reduce(initialConsentsState, itemProcessed('SB7K3M9Q'));
    expect(isChangeable(state, { id: 'SB7K3M9Q', changeable: true })).toBe(false);
    expect(isChangeable(state, { id: 'OTHER', changeable: true })).toBe(true);
    expect(isChangeable(state, { id: 'OTHER', changeable: false })).toBe(false);
  });

  it('starts over for a new session and works before it is injected', () => {
    const state = reduce(reduce(initialConsentsState, itemProcessed('X')), dashboardReset());
    expect(state).toEqual(initialConsentsState);
    expect(selectConsentsUi({})).toEqual(initialConsentsState);
  });
});
