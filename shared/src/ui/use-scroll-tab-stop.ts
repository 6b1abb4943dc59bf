import { useEffect, useState, type RefObject } from 'react';

/**
 * tabIndex for a scrolling region (a wide table): 0 while its content overflows, so a keyboard user can scroll it,
 * undefined when everything shows, so it is no needless tab stop (WCAG 2.1.1, 2.4.3). Re-measured on resize.
 */
export function useScrollTabStop(ref: RefObject<HTMLElement | null>): 0 | undefined {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls ? 0 : undefined;
}
