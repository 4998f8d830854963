import { describe, expect, it } from 'vitest';
import { languageLabel } from './code-language.ts';
import { highlight } from './highlight.ts';

describe('highlight', () => {
  it('marks up a known language', () => {
    expect(highlight('const x = 1;', 'javascript')).toContain(
      '<span class="hljs-keyword">const</span>',
    );
  });

  it('escapes code it cannot highlight, so a post can never inject markup', () => {
    expect(highlight('<img src=x onerror=alert(1)>', 'klingon')).toBe(
      '&lt;img src=x onerror=alert(1)&gt;',
    );
    expect(highlight('<script>alert(1)</script>', 'html')).not.toContain('<script>');
  });

  it('names languages for the code box header', () => {
    expect(languageLabel('csharp')).toBe('C#');
    expect(languageLabel(undefined)).toBe('Code');
    expect(languageLabel('brainfuck')).toBe('brainfuck');
  });
});
