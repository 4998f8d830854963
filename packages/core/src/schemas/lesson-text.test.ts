import { describe, expect, it } from 'vitest';
import { ZSnippetsInput } from './lesson-text.ts';

describe('ZSnippetsInput', () => {
  it('refuses an unknown language, empty code and a negative time', () => {
    const r = ZSnippetsInput.safeParse({
      snippets: [{ language: 'cobol', code: ' ', timeSeconds: -1 }],
    });
    expect(r.success).toBe(false);
    const paths = r.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(['snippets.0.language', 'snippets.0.code', 'snippets.0.timeSeconds']);
  });
  it('accepts a snippet without a time', () => {
    const r = ZSnippetsInput.safeParse({
      snippets: [{ language: 'css', code: 'a { color: red; }', timeSeconds: null }],
    });
    expect(r.success).toBe(true);
  });
});
