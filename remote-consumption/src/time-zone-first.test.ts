import { timeZoneFirst } from './time-zone-first';

describe('timeZoneFirst', () => {
  it('creates the formatter in a task of its own and only then hands the page over', async () => {
    const order: string[] = [];
    const page = { default: 'page', prepareTimeZone: jest.fn(() => order.push('prepared')) };
    const loaded = timeZoneFirst(page).then((module) => {
      order.push('handed over');
      return module;
    });
    await Promise.resolve();
    // Not in the task that loaded the page.
    expect(page.prepareTimeZone).not.toHaveBeenCalled();
    await expect(loaded).resolves.toBe(page);
    expect(order).toEqual(['prepared', 'handed over']);
  });
});
