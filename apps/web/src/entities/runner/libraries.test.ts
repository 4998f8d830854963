import { describe, expect, it } from 'vitest';
import { librariesUsed, libraryFor } from './libraries.ts';

const html = (content: string) => ({ name: 'index.html', content });

describe('librariesUsed', () => {
  it('finds the libraries the HTML asks for by their reserved script names, once each', () => {
    expect(
      librariesUsed([
        html('<script src="./react.js"></script><script src="react.js" defer></script>'),
      ]),
    ).toEqual(['react']);
  });

  it('ignores other scripts, scripts that are not JavaScript, and files of the learner', () => {
    expect(librariesUsed([html('<script src="app.js"></script>')])).toEqual([]);
    expect(librariesUsed([html('<script type="text/plain" src="react.js"></script>')])).toEqual([]);
    expect(
      librariesUsed([html('<script src="react.js"></script>'), { name: 'react.js', content: '' }]),
    ).toEqual([]);
    expect(librariesUsed([{ name: 'app.js', content: 'React' }])).toEqual([]);
  });
});

describe('libraryFor', () => {
  it('names the library of a reserved script name', () => {
    expect(libraryFor('react.js', [])).toBe('react');
    expect(libraryFor('https://unpkg.com/react.js', [])).toBeUndefined();
  });
});
