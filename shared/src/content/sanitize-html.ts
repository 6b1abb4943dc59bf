/**
 * The content service's HTML is ours, but it is edited by people: strip what could run code before it is rendered
 * (elements that execute or embed, on* handlers, javascript: URLs).
 */
const FORBIDDEN_ELEMENTS = 'script, style, iframe, object, embed, link, meta, base, form, frame, frameset';
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'srcdoc']);

export function sanitizeHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll(FORBIDDEN_ELEMENTS).forEach((element) => element.remove());
  template.content.querySelectorAll('*').forEach((element) => {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // Browsers ignore whitespace and control characters inside a URL scheme ("java\tscript:").
      const value = Array.from(attribute.value)
        .filter((char) => char.charCodeAt(0) > 32)
        .join('')
        .toLowerCase();
      const scriptUrl = URL_ATTRIBUTES.has(name) && (value.startsWith('javascript:') || value.startsWith('data:text/html') || name === 'srcdoc');
      if (name.startsWith('on') || scriptUrl) element.removeAttribute(attribute.name);
    }
    // Links that open a new window must not hand it this window.
    if (element.tagName === 'A' && element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener noreferrer');
  });
  return template.innerHTML;
}
