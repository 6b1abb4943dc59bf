import createDOMPurify from 'dompurify';

/**
 * The content service's HTML is ours, but it is edited by people: DOMPurify removes what could run code before it is
 * rendered (scripts, on* handlers, javascript: and other script URLs, SVG/MathML tricks). On top of its defaults: no
 * elements that style, embed or submit (style, iframe, object, embed, link, meta, base, form, frames); `target` kept,
 * and a link that opens a new window must not hand it this window. `data-*` attributes stay (the privacy text's
 * cookie-settings link is found by one).
 */
const FORBIDDEN_ELEMENTS = ['style', 'iframe', 'object', 'embed', 'link', 'meta', 'base', 'form', 'frame', 'frameset'];

let purifier: ReturnType<typeof createDOMPurify> | null = null;

/** An instance of its own (created on first use, in the page's window), so the hook below touches nobody else's. */
function contentPurifier() {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

export function sanitizeHtml(html: string): string {
  return contentPurifier().sanitize(html, {
    FORBID_TAGS: FORBIDDEN_ELEMENTS,
    // Removed with what they hold, not unwrapped (a form's inputs go with the form).
    ADD_FORBID_CONTENTS: FORBIDDEN_ELEMENTS,
    ADD_ATTR: ['target'],
  });
}
