/**
 * Where the caret belongs after an input mask rewrote what the user typed (e.g. an IBAN regrouped in fours): after as
 * many characters other than spaces as stood before it in the typed text. Without this the browser puts the caret at
 * the end whenever the mask changes the text, and the next key lands there (WCAG 3.2.2: no change of context while
 * typing).
 */
export function caretAfterMask(typed: string, caret: number, masked: string): number {
  let wanted = 0;
  for (let i = 0; i < Math.min(caret, typed.length); i += 1) if (!/\s/.test(typed[i])) wanted += 1;
  let position = 0;
  while (position < masked.length && wanted > 0) {
    if (!/\s/.test(masked[position])) wanted -= 1;
    position += 1;
  }
  // A space typed just before the caret (or kept by the mask) stays before it.
  if (caret > 0 && /\s/.test(typed[caret - 1] ?? '')) {
    while (position < masked.length && /\s/.test(masked[position])) position += 1;
  }
  return position;
}

/**
 * A Backspace or Delete that removed only a space the mask puts back would change nothing: it removes the character
 * beyond the space instead, as in the grouped fields of banking apps. Returns the typed text to mask and its caret.
 */
export function deleteThroughSpace(
  typed: string,
  caret: number,
  previous: string,
  direction: 'backward' | 'forward',
): { typed: string; caret: number } {
  // The text lost exactly one character, a space, at the caret.
  if (typed.length !== previous.length - 1 || previous.slice(0, caret) + previous.slice(caret + 1) !== typed) {
    return { typed, caret };
  }
  if (!/\s/.test(previous[caret] ?? '')) return { typed, caret };
  if (direction === 'backward') {
    let i = caret - 1;
    while (i >= 0 && /\s/.test(typed[i])) i -= 1;
    if (i < 0) return { typed, caret };
    return { typed: typed.slice(0, i) + typed.slice(i + 1), caret: i };
  }
  let i = caret;
  while (i < typed.length && /\s/.test(typed[i])) i += 1;
  if (i >= typed.length) return { typed, caret };
  return { typed: typed.slice(0, i) + typed.slice(i + 1), caret };
}
