import { describe, expect, it } from 'vitest';
import { assemblePage } from './page.ts';

const SHELL = `<!doctype html><html><head>
    <meta name="description" content="" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-def.js">
  </head><body><div id="root"><!--app--></div></body></html>`;

describe('assemblePage', () => {
  it('leaves a page that needs no script without any, preloads included', () => {
    const page = assemblePage(
      SHELL,
      {},
      { html: '<h1>About us</h1>', meta: undefined, sources: [], script: false },
    );
    expect(page).toContain('<h1>About us</h1>');
    expect(page).not.toMatch(/<script|modulepreload|\.js"/);
  });
});
