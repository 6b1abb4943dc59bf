import { useEffect, useState, type RefObject } from 'react';

/**
 * tabIndex for a scrolling region (a wide table): 0 while its content overflows, so a keyboard user can scroll it,
 * undefined when everything shows, so it is no needless tab stop (WCAG 2.1.1, 2.4.3). Measured once laid out and on
 * every resize.
 */
export function useScrollTabStop(ref: RefObject<HTMLElement | null>): 0 | undefined {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return undefined;
    }
    // The observer reports every observed element once it is laid out, and again on every resize: measuring then
    // reads sizes the browser has at hand, where measuring here forced a layout of the whole page in the commit.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls ? 0 : undefined;
}
