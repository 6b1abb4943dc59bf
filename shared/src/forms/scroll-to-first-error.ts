/** portal-core §9: scroll to the first error 100 ms after a failed submit, 200 px above it. */
export const SCROLL_TO_ERROR_DELAY_MS = 100;
export const SCROLL_TO_ERROR_OFFSET_PX = -200;

/** What counts as an error on screen: an invalid field or the general errors at the top of a form. */
export const ERROR_SELECTOR = '[aria-invalid="true"], [data-general-errors]';

/**
 * After the delay (so the errors have rendered), scroll so the first error in `root` is 200 px below the top and
 * move the focus there without a second jump. Returns a function that cancels the pending scroll.
 */
export function scrollToFirstError(root: ParentNode = document): () => void {
  const timer = setTimeout(() => {
    const target = root.querySelector<HTMLElement>(ERROR_SELECTOR);
    if (!target) return;
    const top = target.getBoundingClientRect().top + window.scrollY + SCROLL_TO_ERROR_OFFSET_PX;
    window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
    target.focus({ preventScroll: true });
  }, SCROLL_TO_ERROR_DELAY_MS);
  return () => clearTimeout(timer);
}
