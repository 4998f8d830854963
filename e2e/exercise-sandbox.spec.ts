import { expect, type Page, test } from '@playwright/test';
import { EXERCISE_RUNNER_PATH } from '@thinkbuild/core/sandbox';
import { DEMO_PASSWORD, demoEmail } from './fixtures.ts';
import { runInSandbox } from './sandbox-runner.ts';

// The exercise runner (docs/decisions/019) driven from a real page of the site, signed in, the
// way the lesson page's client drives it: an iframe with sandbox="allow-scripts allow-forms" on
// /sandbox/runner, a `run` message, the answer. No page of the product exists for this test.
// The plain Playwright `test`: the runner's refusals (CSP, sandbox) are console errors in its
// frame on purpose, which the shared fixture would count as failures.

async function signInAsLearner(page: Page, baseURL: string | undefined) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL ?? '' },
    data: { email: demoEmail('builder'), password: DEMO_PASSWORD },
  });
  expect(res.ok()).toBe(true);
  await page.goto('/home');
  await expect(page).toHaveURL('/home');
}

test('the runner page has its own strict CSP and an opaque origin', async ({ request }) => {
  const res = await request.get(EXERCISE_RUNNER_PATH);
  expect(res.status()).toBe(200);
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("connect-src 'none'");
  expect(csp).toContain("form-action 'none'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain('sandbox allow-scripts allow-forms');
  expect(csp).not.toContain('allow-same-origin');
  expect(await res.text()).toContain('<script>');
});

test('while (true) {} is stopped with a message and the page stays usable', async ({ page }) => {
  await page.goto('/');
  const result = await runInSandbox(page, [
    { name: 'index.html', content: '<h1>Loop</h1>' },
    { name: 'script.js', content: 'let n = 0;\nwhile (true) {\n  n++;\n}' },
  ]);
  expect(result.type).toBe('result');
  expect(result.console).toContainEqual(
    expect.objectContaining({
      level: 'error',
      text: expect.stringContaining('Your loop on line 2 ran too long'),
      file: 'script.js',
      line: 2,
    }),
  );
  expect(result.ms).toBeLessThan(3000);
  // The page answers and its links still work. (No stopwatch here: the loop is over by now, and
  // a busy CI machine once took 1,033 ms to answer an evaluate; speed is for bench/.)
  expect(await page.evaluate(() => 1 + 1)).toBe(2);
  await page
    .getByRole('link', { name: /pricing/i })
    .first()
    .click();
  await expect(page).toHaveURL(/pricing/);
});

test('learner code gets nothing of the site: cookies, storage, the API, the top page, pop-ups', async ({
  page,
  baseURL,
}) => {
  await signInAsLearner(page, baseURL);
  await page.context().addCookies([{ name: 'probe', value: 'site-secret', url: baseURL ?? '' }]);
  await page.evaluate(() => localStorage.setItem('probe', 'site-secret'));
  expect(await page.evaluate(() => document.cookie)).toContain('site-secret');
  const popups: string[] = [];
  page.context().on('page', (p) => popups.push(p.url()));
  const frameRequests: string[] = [];
  page.on('request', (r) => {
    if (r.frame() !== page.mainFrame()) frameRequests.push(r.url());
  });

  const probe = `
    const out = [];
    const attempt = (name, read) => {
      try { out.push(name + '=' + String(read())); } catch (e) { out.push(name + ' threw ' + e.name); }
    };
    attempt('cookie', () => document.cookie);
    attempt('storage', () => localStorage.getItem('probe'));
    attempt('session', () => sessionStorage.length);
    attempt('topCookie', () => top.document.cookie);
    attempt('topStorage', () => top.localStorage.getItem('probe'));
    attempt('top', () => { top.location = 'https://example.com/'; return 'assigned'; });
    attempt('open', () => window.open('https://example.com/'));
    console.log(out.join('; '));
    fetch('/api/me', { credentials: 'include' })
      .then((r) => r.text())
      .then((t) => console.log('fetched ' + t), (e) => console.log('fetch refused ' + e.name));
  `;
  const result = await runInSandbox(
    page,
    [{ name: 'index.html', content: `<script>${probe}</script>` }],
    "test('the fetch settles', () => wait(300));",
  );
  expect(result.type).toBe('result');
  const text = result.console.map((e) => e.text).join('\n');
  expect(text).not.toContain('site-secret');
  expect(text).toMatch(/cookie threw SecurityError/);
  expect(text).toMatch(/storage threw SecurityError/);
  expect(text).toMatch(/topCookie threw SecurityError/);
  expect(text).toMatch(/open=null/);
  expect(text).toContain('fetch refused TypeError');
  expect(text).not.toContain('fetched');
  expect(page.url()).toMatch(/\/home$/);
  expect(popups).toEqual([]);
  // The runner page itself is the only request from the frames: no /api call left them.
  expect(frameRequests.filter((url) => !url.endsWith(EXERCISE_RUNNER_PATH))).toEqual([]);
});

test('checks pass or fail with messages for beginners', async ({ page }) => {
  await page.goto('/');
  const checks = `
    test('three links', () => {
      expect($$('nav a')).toHaveLength(3, 'Your <nav> should contain three links');
    });
    test('a red title', () => {
      expect(style('h1', 'color')).toBe('rgb(255, 0, 0)', 'Make the title red');
    });
    test('says hello', () => {
      expect(logs()).toContain('hello');
    });`;
  const page1 = (links: number) => [
    {
      name: 'index.html',
      content: `<!doctype html><html><head><link rel="stylesheet" href="style.css"></head><body><h1>Me</h1><nav>${'<a href="#">x</a>'.repeat(links)}</nav><script src="script.js"></script></body></html>`,
    },
    { name: 'style.css', content: 'h1 { color: red; }' },
    { name: 'script.js', content: "console.log('hello');" },
  ];
  const wrong = await runInSandbox(page, page1(2), checks);
  expect(wrong.checks).toEqual([
    {
      name: 'three links',
      passed: false,
      message: 'Your <nav> should contain three links (expected 3 items, found 2)',
    },
    { name: 'a red title', passed: true, message: '' },
    { name: 'says hello', passed: true, message: '' },
  ]);
  const right = await runInSandbox(page, page1(3), checks);
  expect(right.checks.map((c) => c.passed)).toEqual([true, true, true]);
});

test('console output and errors come back with their files and lines', async ({ page }) => {
  await page.goto('/');
  const result = await runInSandbox(page, [
    {
      name: 'index.html',
      content:
        '<!DOCTYPE html>\n<body>\n<p>Hi</p>\n<script>\nconsole.log("inline");\nnotDefined();\n</script>\n<script src="script.js"></script>\n</body>',
    },
    {
      name: 'script.js',
      content: "console.log('hello', 42);\nconsole.warn({ a: 1 });\nmissing.call();",
    },
  ]);
  expect(result.console).toEqual([
    { level: 'log', text: 'inline', file: 'index.html', line: 5 },
    {
      level: 'error',
      text: 'ReferenceError: notDefined is not defined',
      file: 'index.html',
      line: 6,
    },
    { level: 'log', text: 'hello 42', file: 'script.js', line: 1 },
    { level: 'warn', text: '{ a: 1 }', file: 'script.js', line: 2 },
    { level: 'error', text: 'ReferenceError: missing is not defined', file: 'script.js', line: 3 },
  ]);
});

test('a preview with no layout (its frame hidden) still answers, its checks run well inside the watchdog', async ({
  page,
}) => {
  await page.goto('/');
  // The checks wait up to a second for the page to be laid out (sandbox/agent.ts); a frame that
  // stays hidden gets its answer after that wait, not "took too long" from the 3 s watchdog.
  const result = await runInSandbox(
    page,
    [{ name: 'index.html', content: '<h1>Hidden</h1>' }],
    "test('has a heading', () => { expect($('h1').textContent).toBe('Hidden'); });",
    { frameStyle: 'display:none' },
  );
  expect(result.type).toBe('result');
  expect(result.checks).toEqual([{ name: 'has a heading', passed: true, message: '' }]);
  expect(result.ms).toBeGreaterThanOrEqual(900);
  expect(result.ms).toBeLessThan(3000);
});
