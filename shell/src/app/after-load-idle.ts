import { useEffect, useState } from 'react';

/** The longest a caller waits for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 5000;

export type Idle = (callback: () => void) => () => void;

/** The browser's next idle moment (at the latest after IDLE_TIMEOUT_MS), or a timer where it has none. */
export const idleMoment: Idle = (callback) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1500);
  return () => window.clearTimeout(handle);
};

/** Runs `callback` once the document's load event has passed; returns a cancel function. */
export function afterLoad(callback: () => void): () => void {
  if (document.readyState === 'complete') {
    callback();
    return () => undefined;
  }
  const listener = () => callback();
  window.addEventListener('load', listener, { once: true });
  return () => window.removeEventListener('load', listener);
}

/**
 * False until the page has loaded and the browser has had an idle moment: for what the frame shows beside a page (a
 * count in the navigation), whose scripts and requests should not compete with the page's own on a slow line.
 */
export function useIdleAfterLoad(idle: Idle = idleMoment): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (reached) return undefined;
    let cancelIdle = () => {};
    const cancelLoad = afterLoad(() => {
      cancelIdle = idle(() => setReached(true));
    });
    return () => {
      cancelLoad();
      cancelIdle();
    };
  }, [idle, reached]);
  return reached;
}
