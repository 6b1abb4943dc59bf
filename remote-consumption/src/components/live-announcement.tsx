/**
 * A polite live region that is always in the page (a region added together with its text is not announced); the
 * text changes once per loaded view.
 */
export function LiveAnnouncement({ text }: { text: string }) {
  return (
    <p className="np-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {text}
    </p>
  );
}
