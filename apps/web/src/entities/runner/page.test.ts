import { describe, expect, it } from 'vitest';
import { GUARD_NAME } from './loop-guard.ts';
import { buildPage, SANDBOX_NAME } from './page.ts';

const BOOT = 'agent();';

const html = (content: string) => ({ name: 'index.html', content });
const lineCount = (text: string) => text.split('\n').length;

describe('buildPage', () => {
  it('calls the runner first, after the doctype, and keeps every line where it was', () => {
    const source =
      '<!DOCTYPE html>\n<html>\n<body>\n<script>\nwhile (x) {}\n</script>\n</body>\n</html>';
    const page = buildPage([html(source)], BOOT);
    expect(page.html.startsWith(`<!DOCTYPE html><script>${BOOT}</script>\n`)).toBe(true);
    expect(lineCount(page.html)).toBe(lineCount(source));
    expect(page.html.split('\n')[4]).toContain(`${GUARD_NAME}.tick(0)`);
  });

  it("puts the learner's files in place of the tags that name them, on the same lines", () => {
    const source = [
      '<head>',
      '  <link rel="stylesheet" href="./style.css">',
      '  <script',
      '    src="script.js" defer></script>',
      '</head>',
      '<script type="module" src="app.js"></script>',
      '<script src="https://cdn.example.com/lib.js"></script>',
    ].join('\n');
    const page = buildPage([
      html(source),
      { name: 'style.css', content: 'p { color: red }' },
      { name: 'script.js', content: 'for (;;) {}' },
      { name: 'app.js', content: 'export const a = 1;' },
    ]);
    const lines = page.html.split('\n');
    expect(lines).toHaveLength(lineCount(source));
    expect(lines[1]).toBe(`  <script>${SANDBOX_NAME}.style("style.css")</script>`);
    expect(lines[2]).toBe(`  <script>${SANDBOX_NAME}.file("script.js","defer")`);
    expect(lines[3]).toBe('</script>');
    expect(lines[5]).toBe(`<script>${SANDBOX_NAME}.file("app.js","module")</script>`);
    // Not one of theirs: left as it is, for the runner's CSP to block.
    expect(lines[6]).toBe('<script src="https://cdn.example.com/lib.js"></script>');
    expect(page.scripts.get('script.js')).toContain(`${GUARD_NAME}.tick(0)`);
    expect(page.errors).toEqual([]);
  });

  it('adds the files the HTML does not name: styles first, scripts at the end', () => {
    const page = buildPage(
      [
        html('<p>Hi</p>'),
        { name: 'style.css', content: 'p {}' },
        { name: 'script.js', content: 'console.log(1)' },
      ],
      BOOT,
    );
    expect(page.html).toBe(
      `<script>${BOOT}${SANDBOX_NAME}.style("style.css");</script><p>Hi</p><script>${SANDBOX_NAME}.file("script.js","now")</script>`,
    );
  });

  it('runs a JavaScript-only exercise in an empty page', () => {
    const page = buildPage([{ name: 'script.js', content: 'console.log(1)' }]);
    expect(page.htmlName).toBe('index.html');
    expect(page.html).toContain(`${SANDBOX_NAME}.file("script.js","now")`);
  });

  it('reports a syntax error at its line in the file and does not run that script', () => {
    const source =
      '<p>\n</p>\n<script>\nlet a = 1;\nlet b = ;\n</script>\n<script type="text/template">let c = ;</script>';
    const page = buildPage([html(source), { name: 'script.js', content: '\n\nif (' }]);
    expect(page.errors).toEqual([
      { level: 'error', text: 'SyntaxError: Unexpected token', file: 'script.js', line: 3 },
      { level: 'error', text: 'SyntaxError: Unexpected token', file: 'index.html', line: 5 },
    ]);
    expect(page.html).toContain('<script>\n\n\n</script>');
    expect(lineCount(page.html)).toBe(lineCount(source));
    expect(page.scripts.get('script.js')).toBe('');
  });

  it('runs an available library where the HTML names it, on the same line, once', () => {
    const source =
      '<div id="root"></div>\n<script\n  src="react.js"></script>\n<script src="app.js"></script>';
    const page = buildPage(
      [html(source), { name: 'app.js', content: 'React.createElement("p")' }],
      BOOT,
      new Set(['react'] as const),
    );
    const lines = page.html.split('\n');
    expect(lines).toHaveLength(lineCount(source));
    expect(lines[1]).toBe(`<script>${SANDBOX_NAME}.library("react")`);
    expect(lines[2]).toBe(`</script>`);
    expect(lines[3]).toBe(`<script>${SANDBOX_NAME}.file("app.js","now")</script>`);
    expect(page.libraries).toEqual(['react']);
  });

  it('leaves a library it does not have for the CSP to block, and a file of theirs wins', () => {
    const tag = '<script src="react.js"></script>';
    const without = buildPage([html(tag)]);
    expect(without.html).toBe(`<script></script>${tag}`);
    expect(without.libraries).toEqual([]);
    const theirs = buildPage(
      [html(tag), { name: 'react.js', content: 'window.mine = 1' }],
      '',
      new Set(['react'] as const),
    );
    expect(theirs.html).toContain(`${SANDBOX_NAME}.file("react.js","now")`);
    expect(theirs.libraries).toEqual([]);
  });
});
