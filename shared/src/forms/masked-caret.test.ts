import { caretAfterMask, deleteThroughSpace } from './masked-caret';

/** Groups of four, as the IBAN mask writes them. */
const fours = (text: string) => text.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');

describe('caretAfterMask', () => {
  it('keeps the caret after the character typed in the middle of a grouped text', () => {
    // 'AT61 1904|' + '9' typed after the 8th character: regrouped, the caret stands after the new 9.
    const typed = 'AT61 19049 3002';
    expect(fours(typed)).toBe('AT61 1904 9300 2');
    expect(caretAfterMask(typed, 10, fours(typed))).toBe(11);
  });

  it('steps over a space the mask inserts after the typed character', () => {
    expect(caretAfterMask('AT611', 5, fours('AT611'))).toBe(6);
  });

  it('leaves the caret in place when the mask only changes case', () => {
    expect(caretAfterMask('ab cd', 3, 'AB CD')).toBe(3);
    expect(caretAfterMask('ab cd', 2, 'AB CD')).toBe(2);
  });

  it('stays at the start and clamps to the end', () => {
    expect(caretAfterMask('at', 0, 'AT')).toBe(0);
    expect(caretAfterMask('at61xx', 6, 'AT61')).toBe(4);
  });
});

describe('deleteThroughSpace', () => {
  it('Backspace after a group space deletes the character before the space', () => {
    // 'AT61 |1904': the browser removed the space; the 1 before it goes instead.
    expect(deleteThroughSpace('AT611904', 4, 'AT61 1904', 'backward')).toEqual({ typed: 'AT61904', caret: 3 });
  });

  it('Delete before a group space deletes the character after the space', () => {
    expect(deleteThroughSpace('AT611904', 4, 'AT61 1904', 'forward')).toEqual({ typed: 'AT61904', caret: 4 });
  });

  it('changes nothing when a character other than a space was deleted', () => {
    expect(deleteThroughSpace('AT61 904', 5, 'AT61 1904', 'backward')).toEqual({ typed: 'AT61 904', caret: 5 });
  });

  it('changes nothing when more than one character went (a selection was deleted)', () => {
    expect(deleteThroughSpace('AT904', 2, 'AT61 1904', 'backward')).toEqual({ typed: 'AT904', caret: 2 });
  });
});
