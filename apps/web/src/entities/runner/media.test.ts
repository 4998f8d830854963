import { describe, expect, it } from 'vitest';
import { mediaMatchesWidth } from './media.ts';

const never = (_query: string) => false;
const at = (media: string, width: number, otherwise = never) =>
  mediaMatchesWidth(media, width, otherwise);

describe('mediaMatchesWidth', () => {
  it('decides max-width and min-width, in px, em and rem', () => {
    expect(at('(max-width: 600px)', 375)).toBe(true);
    expect(at('(max-width: 600px)', 600)).toBe(true);
    expect(at('(max-width: 600px)', 601)).toBe(false);
    expect(at('(min-width:48em)', 768)).toBe(true);
    expect(at('(min-width: 48rem)', 767)).toBe(false);
  });

  it('decides the range syntax, on either side and between two bounds', () => {
    expect(at('(width <= 600px)', 600)).toBe(true);
    expect(at('(width < 600px)', 600)).toBe(false);
    expect(at('(600px < width)', 700)).toBe(true);
    expect(at('(400px <= width <= 800px)', 500)).toBe(true);
    expect(at('(400px <= width <= 800px)', 900)).toBe(false);
  });

  it('takes media types, and, not, only and lists', () => {
    expect(at('screen and (max-width: 600px)', 375)).toBe(true);
    expect(at('only screen and (min-width: 600px) and (max-width: 900px)', 1000)).toBe(false);
    expect(at('print and (max-width: 600px)', 375)).toBe(false);
    expect(at('not screen and (max-width: 600px)', 1000)).toBe(true);
    expect(at('print, (min-width: 1000px)', 1200)).toBe(true);
    expect(at('', 10)).toBe(true);
    expect(at('all', 10)).toBe(true);
  });

  it('asks the real viewport about anything but the width', () => {
    const asked: string[] = [];
    const real = (query: string) => {
      asked.push(query);
      return true;
    };
    expect(at('(prefers-color-scheme: dark) and (max-width: 600px)', 375, real)).toBe(true);
    expect(asked).toEqual(['(prefers-color-scheme: dark)']);
  });
});
