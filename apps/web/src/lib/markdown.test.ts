import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from './markdown.ts';

describe('short Markdown', () => {
  it('reads paragraphs, headings, lists and fenced code', () => {
    const blocks = parseMarkdown(
      '## Goal\nAdd a nav\nwith links.\n\n- one\n- two\n\n1. first\n2. second\n\n```html\n<nav></nav>\n```',
    );
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'list', 'list', 'code']);
    expect(blocks[0]).toMatchObject({ level: 3 });
    expect(blocks[1]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: 'Add a nav with links.' }],
    });
    expect(blocks[2]).toMatchObject({
      ordered: false,
      items: [[{ text: 'one' }], [{ text: 'two' }]],
    });
    expect(blocks[3]).toMatchObject({ ordered: true });
    expect(blocks[4]).toEqual({ type: 'code', language: 'html', text: '<nav></nav>' });
  });

  it('keeps an indented line under a list item in that item, so the numbering runs on', () => {
    const blocks = parseMarkdown(
      '1. Move the player:\n   left and right.\n2. Keep it on\n   the canvas.\n3. Draw.\n\nDone when it moves.',
    );
    expect(blocks.map((b) => b.type)).toEqual(['list', 'paragraph']);
    expect(blocks[0]).toMatchObject({
      ordered: true,
      items: [
        [{ text: 'Move the player: left and right.' }],
        [{ text: 'Keep it on the canvas.' }],
        [{ text: 'Draw.' }],
      ],
    });
  });

  it('reads inline code before emphasis, so `a*b*c` stays code', () => {
    expect(parseInline('Use `a*b*c` and **bold _it_**')).toEqual([
      { type: 'text', text: 'Use ' },
      { type: 'code', text: 'a*b*c' },
      { type: 'text', text: ' and ' },
      {
        type: 'strong',
        children: [
          { type: 'text', text: 'bold ' },
          { type: 'em', children: [{ type: 'text', text: 'it' }] },
        ],
      },
    ]);
  });

  it('keeps only safe links: a javascript: link becomes its text', () => {
    expect(parseInline('[MDN](https://developer.mozilla.org)')).toEqual([
      {
        type: 'link',
        href: 'https://developer.mozilla.org',
        children: [{ type: 'text', text: 'MDN' }],
      },
    ]);
    expect(parseInline('[click](javascript:alert(1))')[0]).toEqual({ type: 'text', text: 'click' });
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('/subscription')).toBe('/subscription');
  });

  it('leaves HTML as text', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });
});
