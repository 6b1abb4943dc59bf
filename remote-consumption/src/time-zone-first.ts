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
