import { yieldToMain } from '@portal/shared/ui/yield-to-main';

/** A page module that can create its Vienna time-zone formatter ahead of its first render. */
interface WithTimeZone {
  prepareTimeZone: () => void;
}

/**
 * Resolves a loaded page module once its time-zone formatter exists, created in a task of its own: the browser's first
 * formatter for a time zone loads that zone's data (tens of milliseconds on a slow phone), which otherwise lands
 * inside the page's first render, the one that draws the contract header.
 */
export async function timeZoneFirst<T extends WithTimeZone>(page: T): Promise<T> {
  await yieldToMain();
  page.prepareTimeZone();
  await yieldToMain();
  return page;
}

/**
 * The browser's first date formatter of a page sets up its date formatting (~15 ms on a fast machine, four times that
 * on a slow phone), whatever its locale and zone; later ones cost well under a millisecond. It is set up in a task of
 * its own while the page's code downloads, so that neither the page's first render nor its own formatter waits for it.
 */
function setUpDateFormatting(): void {
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }).format(0);
}

/** Loads a page module (`load`) and hands it over once its time-zone formatter exists (see timeZoneFirst). */
export function loadWithTimeZone<T extends WithTimeZone>(load: () => Promise<T>): Promise<T> {
  const page = load();
  void yieldToMain().then(setUpDateFormatting);
  return page.then(timeZoneFirst);
}
