// Budget (issue 41): opening My project with 20 files shows the editor in under 1 s on this
// machine. In Chromium against a running server with the demo content (`npm start`, or
// scripts/e2e-server.mjs): the demo Creator's web Portfolio workspace is given 20 files
// (index.html, 9 stylesheets and 10 scripts in folders, ~60 KB), then each round opens
// /projects/web/portfolio in a fresh page (the app's code cached, as on a second visit) and
// times, from the navigation's start, the moment the editor shows index.html's text with the
// 20th file listed in the tree. The reference, in the same alternating rounds: /account until
// its heading shows (a signed-in page of the same shell with one API read). The workspace's
// files are put back as they were at the end.
// node bench/my-project-open.mjs [base-url] [rounds]
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:3000';
const rounds = Number(process.argv[3] ?? 9);
const WS = '/api/projects/web/portfolio/workspace';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const line = (i) =>
  `.block-${i} { margin: ${i}px; padding: ${i % 7}px; color: #${(i * 4099).toString(16).slice(0, 6).padEnd(6, '0')}; }`;
const FILES = [
  {
    path: 'index.html',
    content: `<!DOCTYPE html>\n<html lang="en">\n<head>\n  <meta charset="utf-8">\n  <title>Twenty files</title>\n${Array.from({ length: 9 }, (_, i) => `  <link rel="stylesheet" href="css/part-${i}.css">`).join('\n')}\n</head>\n<body>\n  <h1>Twenty files</h1>\n${Array.from({ length: 10 }, (_, i) => `  <script src="js/part-${i}.js"></script>`).join('\n')}\n</body>\n</html>\n`,
  },
  ...Array.from({ length: 9 }, (_, i) => ({
    path: `css/part-${i}.css`,
    content: `${Array.from({ length: 60 }, (_, j) => line(i * 100 + j)).join('\n')}\n`,
  })),
  ...Array.from({ length: 10 }, (_, i) => ({
    path: `js/part-${i}.js`,
    content: `${Array.from({ length: 40 }, (_, j) => `console.log('part ${i}, line ${j}', ${i * j});`).join('\n')}\n`,
  })),
];
const LAST = FILES.at(-1).path;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    // Headless Chromium would build its address bar's WebUI drop-down per window (playwright.config.ts).
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
  ],
});
const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
const signIn = await context.request.post('/api/auth/sign-in/email', {
  headers: { origin: base },
  data: { email: 'creator@thinkbuild.dev', password: 'thinkbuild-demo' },
});
if (!signIn.ok()) throw new Error(`the demo Creator could not sign in: ${signIn.status()}`);

const put = async (files) => {
  const { revision } = await (await context.request.get(WS)).json();
  const res = await context.request.put(WS, {
    headers: { origin: base },
    data: { baseRevision: revision, files },
  });
  if (!res.ok()) throw new Error(`PUT ${WS}: ${res.status()} ${await res.text()}`);
};
const original = (await (await context.request.get(WS)).json()).files;
await put(FILES);
const bytes = FILES.reduce((n, f) => n + Buffer.byteLength(f.content), 0);

/** From navigation start to `ready` on a fresh page, in ms (the app's files cached). */
async function open(path, ready) {
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'commit' });
  await ready(page);
  const ms = await page.evaluate(() => performance.now());
  await page.close();
  return ms;
}

const project = (page) =>
  Promise.all([
    page.locator('.cm-content').getByText('Twenty files').first().waitFor(),
    page
      .getByRole('button', { name: LAST, exact: true })
      .or(page.getByLabel(LAST, { exact: true }))
      .first()
      .waitFor(),
  ]);
const account = (page) => page.getByRole('heading', { name: 'Manage Your Account' }).waitFor();

// Warm: the server's caches and the browser's HTTP cache hold the app's code.
await open('/projects/web/portfolio', project);
await open('/account', account);

const times = { project: [], account: [] };
for (let r = 0; r < rounds; r++) {
  const order = r % 2 ? ['account', 'project'] : ['project', 'account'];
  for (const which of order)
    times[which].push(
      which === 'project'
        ? await open('/projects/web/portfolio', project)
        : await open('/account', account),
    );
}
await put(original);
await browser.close();

const p = median(times.project);
const a = median(times.account);
console.log(`20 files, ${(bytes / 1024).toFixed(1)} KB; ${rounds} alternating rounds`);
console.log(
  `My project → editor with index.html and the 20th file: ${p.toFixed(0)} ms median (${times.project.map((t) => t.toFixed(0)).join(', ')})`,
);
console.log(
  `/account → heading (reference): ${a.toFixed(0)} ms median (${times.account.map((t) => t.toFixed(0)).join(', ')})`,
);
console.log(`ratio: ${(p / a).toFixed(2)}×; budget < 1000 ms: ${p < 1000 ? 'met' : 'not met'}`);
