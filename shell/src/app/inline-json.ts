/**
 * A JSON block the service wrote into the page (`<script type="application/json" id=…>`, see
 * service/src/static/shell-page.ts): what the shell would otherwise fetch before its first render. Null when the
 * page holds none (a static server without the service) or a broken one: the caller fetches instead.
 */
export function readInlineJson(id: string, doc: Document = document): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
