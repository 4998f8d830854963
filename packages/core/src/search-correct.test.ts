import { describe, expect, it } from 'vitest';
import {
  correctionLookup,
  correctQuery,
  editDistance,
  hasSearchOperators,
  maxEdits,
  queryWords,
  type TWordCandidate,
} from './search-correct.ts';

const found = (term: string, word: string, similarity = 0.5): TWordCandidate => ({
  term,
  word,
  similarity,
});
/** The vocabulary's answer when each of `words` is a word. */
const known = (...words: string[]) => words.map((w) => found(w, w, 1));

describe('queryWords', () => {
  it('lower-cases letters and digits and drops the rest', () => {
    expect(queryWords('  Flex-Box, CSS3! ')).toEqual(['flex', 'box', 'css3']);
    expect(queryWords('…')).toEqual([]);
  });
});

describe('hasSearchOperators', () => {
  it('sees phrases and negations, not hyphenated words', () => {
    expect(hasSearchOperators('"flex box"')).toBe(true);
    expect(hasSearchOperators('board -building')).toBe(true);
    expect(hasSearchOperators('-building')).toBe(true);
    expect(hasSearchOperators('board ---building')).toBe(true);
    expect(hasSearchOperators('drag-and-drop flexbx')).toBe(false);
    expect(hasSearchOperators('flex box -')).toBe(false);
  });
});

describe('correctionLookup', () => {
  it('asks for each word, each pair written together and each way to cut a word', () => {
    expect(correctionLookup(['flex', 'box'])).toEqual({
      exact: ['flex', 'flexbox', 'box'],
      similar: ['flex', 'box'],
    });
    expect(correctionLookup(['gridlayout']).exact).toEqual([
      'gridlayout',
      'gridlay',
      'out',
      'gridla',
      'yout',
      'gridl',
      'ayout',
      'grid',
      'layout',
      'gri',
      'dlayout',
    ]);
  });

  it('leaves out short words and numbers, but joins them with a neighbour', () => {
    expect(correctionLookup(['a', 'grid', '42', 'ui'])).toEqual({
      exact: ['agrid', 'grid', 'grid42', '42ui'],
      similar: ['grid'],
    });
    expect(correctionLookup([])).toEqual({ exact: [], similar: [] });
  });
});

describe('editDistance', () => {
  it('counts inserts, deletes, replacements and swapped neighbours', () => {
    expect(editDistance('flexbx', 'flexbox')).toBe(1);
    expect(editDistance('flexbx', 'flex')).toBe(2);
    expect(editDistance('javscript', 'javascript')).toBe(1);
    expect(editDistance('zebracron', 'zebracorn')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('allows more edits in longer words', () => {
    expect([3, 4, 5, 8, 9, 20].map(maxEdits)).toEqual([1, 1, 2, 2, 3, 3]);
  });
});

describe('correctQuery', () => {
  it('replaces a typo with the closest vocabulary word, not merely the most similar', () => {
    // pg_trgm finds "flex" as similar to "flexbx" as "flexbox" (0.5 each): one edit wins.
    const candidates = [found('flexbx', 'flex', 0.5), found('flexbx', 'flexbox', 0.5)];
    expect(correctQuery(['flexbx'], candidates)).toBe('flexbox');
    expect(correctQuery(['javscript'], [found('javscript', 'javascript', 0.62)])).toBe(
      'javascript',
    );
  });

  it('breaks a tie in edits by similarity, then alphabetically', () => {
    const tezt = (a: number, b: number) => [found('tezt', 'test', a), found('tezt', 'text', b)];
    expect(correctQuery(['tezt'], tezt(0.3, 0.4))).toBe('text');
    expect(correctQuery(['tezt'], tezt(0.4, 0.3))).toBe('test');
    expect(correctQuery(['tezt'], tezt(0.3, 0.3))).toBe('test');
  });

  it('does not take a word too many edits away', () => {
    expect(correctQuery(['zebra'], [found('zebra', 'zebracorn', 0.45)])).toBeNull();
  });

  it('joins two words when the joined word exists', () => {
    expect(correctQuery(['flex', 'box'], known('flex', 'box', 'flexbox'))).toBe('flexbox');
    expect(correctQuery(['learn', 'flex', 'box'], known('learn', 'flexbox'))).toBe('learn flexbox');
  });

  it('cuts a word in two when both halves exist', () => {
    expect(correctQuery(['reactnative'], known('react', 'native'))).toBe('react native');
    expect(
      correctQuery(
        ['reactnative', 'navigaton'],
        [...known('react', 'native'), found('navigaton', 'navigation')],
      ),
    ).toBe('react native navigation');
  });

  it('keeps words that exist, short words, numbers and words with nothing close', () => {
    const candidates = [
      found('javscript', 'javascript', 0.6),
      ...known('events'),
      found('zzqx', 'zebra', 0.3),
    ];
    expect(correctQuery(['javscript', 'events', 'on', '2024', 'zzqx'], candidates)).toBe(
      'javascript events on 2024 zzqx',
    );
  });

  it('is null when nothing changes', () => {
    expect(correctQuery(['flexbox'], known('flexbox'))).toBeNull();
    expect(correctQuery(['zzqxjv'], [])).toBeNull();
    expect(correctQuery([], [])).toBeNull();
  });
});
