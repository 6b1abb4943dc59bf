import { loadWithTimeZone, timeZoneFirst } from './time-zone-first';

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

  it('sets up date formatting in a task of its own while the page loads, before the page is handed over', async () => {
    const order: string[] = [];
    const created = jest.spyOn(Intl, 'DateTimeFormat');
    const page = { prepareTimeZone: jest.fn(() => order.push('prepared')) };
    let arrive: (value: typeof page) => void = () => undefined;
    const loaded = loadWithTimeZone(() => new Promise<typeof page>((resolve) => (arrive = resolve)));
    // Not in the task that starts loading the page.
    expect(created).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(created).toHaveBeenCalledTimes(1);
    expect(page.prepareTimeZone).not.toHaveBeenCalled();
    arrive(page);
    await expect(loaded).resolves.toBe(page);
    expect(order).toEqual(['prepared']);
    created.mockRestore();
  });
});
