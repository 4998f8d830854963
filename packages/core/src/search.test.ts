import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_STOP as E, HIGHLIGHT_START as S, splitHighlights } from './search.ts';

describe('splitHighlights', () => {
  it('splits marked words into match segments', () => {
    expect(splitHighlights(`Use ${S}flexbox${E} for ${S}rows${E}.`)).toEqual([
      { text: 'Use ', match: false },
      { text: 'flexbox', match: true },
      { text: ' for ', match: false },
      { text: 'rows', match: true },
      { text: '.', match: false },
    ]);
  });

  it('keeps markup as text and drops stray markers', () => {
    expect(splitHighlights(`<b>x</b>${E}`)).toEqual([{ text: '<b>x</b>', match: false }]);
    expect(splitHighlights('')).toEqual([]);
  });

  it('joins neighbouring matches', () => {
    expect(splitHighlights(`${S}a${E}${S}b${E}`)).toEqual([{ text: 'ab', match: true }]);
  });
});
