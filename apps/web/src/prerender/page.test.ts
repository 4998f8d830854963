import { describe, expect, it } from 'vitest';
import { assemblePage, shellWithPreloads } from './page.ts';

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

describe('assemblePage for a course page (docs/decisions/023)', () => {
  const manifest = { 'src/island.ts': { file: 'assets/island-1.js' } };
  const parts = {
    html: '<h1>Web Portfolio</h1>',
    sources: [],
    script: false,
    island: 'src/island.ts',
    meta: {
      title: 'Web Portfolio',
      description: 'Build a "portfolio".',
      url: 'https://example.com/courses/web/portfolio',
      image: 'https://example.com/course-covers/web/portfolio/960.webp',
      jsonLd: { '@type': 'Course', name: '</script><script>alert(1)</script>' },
    },
  };

  it('loads only the island, and writes Open Graph tags and schema.org data', () => {
    const page = assemblePage(SHELL, manifest, parts);
    expect(page.match(/<script type="module"[^>]*>/g)).toEqual([
      '<script type="module" src="/assets/island-1.js">',
    ]);
    expect(page).not.toContain('modulepreload');
    expect(page).toContain(
      '<meta property="og:image" content="https://example.com/course-covers/web/portfolio/960.webp" />',
    );
    expect(page).toContain(
      '<meta property="og:description" content="Build a &quot;portfolio&quot;." />',
    );
    expect(page).toContain(
      '<link rel="canonical" href="https://example.com/courses/web/portfolio" />',
    );
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page)?.[1] ?? '';
    // No text in the data can close the element.
    expect(ld).not.toContain('<');
    expect(JSON.parse(ld)).toMatchObject({ '@type': 'Course' });
  });

  it('refuses an island the build does not have', () => {
    expect(() => assemblePage(SHELL, {}, parts)).toThrow(/src\/island\.ts/);
  });
});

describe('assemblePage for a light page (docs/decisions/042)', () => {
  it('loads its islands, and not the app', () => {
    const manifest = {
      'src/theme.ts': { file: 'assets/theme-1.js' },
      'src/form.ts': { file: 'assets/form-1.js' },
    };
    const page = assemblePage(SHELL, manifest, {
      html: '<h1>Log in</h1>',
      meta: undefined,
      sources: [],
      script: false,
      islands: ['src/theme.ts', 'src/form.ts'],
    });
    expect(page.match(/<script type="module"[^>]*>/g)).toEqual([
      '<script type="module" src="/assets/theme-1.js">',
      '<script type="module" src="/assets/form-1.js">',
    ]);
    expect(page).not.toContain('modulepreload');
  });
});

describe('assemblePage for a learner’s profile', () => {
  it('says it is a profile, with a small card and the learner’s own words escaped', () => {
    const page = assemblePage(
      SHELL,
      {},
      {
        html: '<h1>Amahle</h1>',
        sources: [],
        script: false,
        meta: {
          title: 'Amahle <D>',
          description: 'I build "small" sites.',
          url: 'https://example.com/u/amahle-d',
          image: 'https://example.com/pwa-512x512.png',
          type: 'profile',
          username: 'amahle-d',
          card: 'summary',
        },
      },
    );
    for (const tag of [
      '<meta name="description" content="I build &quot;small&quot; sites." />',
      '<meta property="og:type" content="profile" />',
      '<meta property="og:title" content="Amahle &lt;D&gt; | ThinkBuild" />',
      '<meta property="og:description" content="I build &quot;small&quot; sites." />',
      '<meta property="og:url" content="https://example.com/u/amahle-d" />',
      '<meta property="profile:username" content="amahle-d" />',
      '<meta name="twitter:card" content="summary" />',
    ])
      expect(page).toContain(tag);
    expect(page).not.toContain('summary_large_image');
  });
});

describe('shellWithPreloads', () => {
  const manifest = {
    'src/page.tsx': { file: 'assets/page-1.js', imports: ['_shared.js', '_runtime.js'] },
    '_shared.js': { file: 'assets/shared-2.js', imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/jsx-runtime-def.js' },
  };

  it("names the page's chunks and what they import once, leaving out what the shell links", () => {
    const shell = shellWithPreloads(SHELL, manifest, ['src/page.tsx']);
    expect(shell.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-def.js">',
      '<link rel="modulepreload" crossorigin href="/assets/page-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/shared-2.js">',
    ]);
    // Still the empty shell, with its one entry.
    expect(shell).toContain('<!--app-->');
    expect(shell.match(/<script/g)).toHaveLength(1);
  });

  it('refuses a page the build does not have', () => {
    expect(() => shellWithPreloads(SHELL, manifest, ['src/gone.tsx'])).toThrow(/src\/gone\.tsx/);
  });
});
