import { EXERCISE_LIBRARIES } from './sandbox.ts';
import { WORKSPACE_ENTRY } from './workspace.ts';

/*
 * The Deployment lessons' exercise (issue 41, decisions/039 "Site check"): "publish your project
 * and check it at its address". Unlike a code exercise, whose checks the learner's browser runs,
 * this one is checked by the server from the published copy's files, read as text: whether the
 * project is online, whether the address shows the learner's latest work, whether the page has a
 * title, and whether every file the page uses is online. No learner code runs anywhere for it.
 */

/** What a lesson's exercise is: code the browser checks, or the published site the server checks. */
export const EXERCISE_KINDS = ['code', 'publish'] as const;
export type TExerciseKind = (typeof EXERCISE_KINDS)[number];

/** The site check's checks by name, in the order the learner sees them. */
export const SITE_CHECKS = {
  online: 'Your project is online at its address',
  latest: 'The address shows your latest work',
  title: 'Your page has a title',
  files: 'Every file your page uses is online',
} as const;

export const SITE_CHECK_MESSAGES = {
  notOnline: 'Your project is not online yet: publish it from My project, then check again.',
  afterOnline: 'Checked once your project is online.',
  older:
    'You changed your project after publishing it: publish again so its address shows your latest work.',
  noTitle:
    'index.html has no <title>: give your page a title (it names the browser tab and search results), then publish again.',
  /** The browser may not report a site check's result: only the server checks a site. */
  checkedByServer:
    "This exercise is checked at your project's address: publish your project, then press Check my site.",
  /** A code exercise is checked in the learner's browser, not at an address. */
  notASiteCheck: "This lesson's exercise runs in your browser: press Check.",
} as const;

/**
 * Why the page's references fail: each missing file named once, in the page's order. A path
 * starting with `/` is the sites origin's root, outside the learner's folder.
 */
export function missingFilesMessage(missing: readonly string[], outside: readonly string[]) {
  const parts: string[] = [];
  if (missing.length > 0)
    parts.push(
      `index.html uses ${quoted(missing)}, which ${missing.length === 1 ? 'is' : 'are'} not in your site: add ${missing.length === 1 ? 'it' : 'them'} in My project or fix the address.`,
    );
  if (outside.length > 0)
    parts.push(
      `${quoted(outside)} ${outside.length === 1 ? 'starts' : 'start'} with "/", which leads outside your site's folder: write the path without the first "/".`,
    );
  return `${parts.join(' ')} Then publish again.`;
}

const quoted = (paths: readonly string[]) => paths.map((p) => `“${p}”`).join(', ');

/**
 * A reference of the site's index.html (an `href` or `src` as written) as the path of the site
 * file it names, resolved as a browser resolves it against the site's folder: `css/site.css`,
 * `./about/` → `about/index.html`. Null for what is not a file of the site (another origin,
 * `mailto:`, `data:`, `#top`, an empty value); `outside` for a path that leaves the site's folder
 * (`/style.css` is the sites origin's root; `../x.js` climbs out).
 */
export function sitePathOf(reference: string): string | null | { outside: string } {
  const value = reference.trim();
  // A scheme (https:, mailto:, data:, javascript:) or `//host`: not a file of the site.
  if (value === '' || value.startsWith('#') || /^([a-z][a-z\d+.-]*:|\/\/|\\\\)/i.test(value))
    return null;
  const path = value.replace(/[?#].*$/s, '').replaceAll('\\', '/');
  if (path.startsWith('/')) return { outside: value };
  const segments: string[] = [];
  const parts = path.split('/');
  for (const [i, raw] of parts.entries()) {
    let part: string;
    try {
      part = decodeURIComponent(raw);
    } catch {
      part = raw;
    }
    const last = i === parts.length - 1;
    if (part === '.' || (part === '' && !last)) continue;
    if (part === '..') {
      if (segments.pop() === undefined) return { outside: value };
      if (last) segments.push('');
      continue;
    }
    segments.push(part);
  }
  const joined = segments.join('/');
  return joined === '' || joined.endsWith('/') ? `${joined}${WORKSPACE_ENTRY}` : joined;
}

/** What the server read from the learner's published copy, for siteCheckResult. */
export type TSiteFacts =
  | { online: false }
  | {
      online: true;
      /** Whether the published files are the workspace's files now. */
      latest: boolean;
      /** The page's `<title>` text, trimmed ('' for none). */
      title: string;
      /** Every `href` and `src` of index.html, as written, in the page's order. */
      references: readonly string[];
      /** The published files' paths. */
      paths: readonly string[];
    };

type TOutcome = { name: string; passed: boolean; message: string };

/** The site check's outcome, as a browser's report of a code exercise is kept. */
export function siteCheckResult(facts: TSiteFacts): { passed: boolean; checks: TOutcome[] } {
  if (!facts.online) {
    const waiting = (name: string) => ({
      name,
      passed: false,
      message: SITE_CHECK_MESSAGES.afterOnline,
    });
    return {
      passed: false,
      checks: [
        { name: SITE_CHECKS.online, passed: false, message: SITE_CHECK_MESSAGES.notOnline },
        waiting(SITE_CHECKS.latest),
        waiting(SITE_CHECKS.title),
        waiting(SITE_CHECKS.files),
      ],
    };
  }
  // The sites origin serves the exercise libraries (react.js) to every site, as the preview does.
  const published = new Set([...facts.paths, ...Object.values(EXERCISE_LIBRARIES)]);
  const missing = new Set<string>();
  const outside = new Set<string>();
  for (const reference of facts.references) {
    const path = sitePathOf(reference);
    if (path === null) continue;
    if (typeof path === 'object') outside.add(path.outside);
    else if (!published.has(path)) missing.add(path);
  }
  const filesOk = missing.size === 0 && outside.size === 0;
  const checks = [
    { name: SITE_CHECKS.online, passed: true, message: '' },
    {
      name: SITE_CHECKS.latest,
      passed: facts.latest,
      message: facts.latest ? '' : SITE_CHECK_MESSAGES.older,
    },
    {
      name: SITE_CHECKS.title,
      passed: facts.title !== '',
      message: facts.title !== '' ? '' : SITE_CHECK_MESSAGES.noTitle,
    },
    {
      name: SITE_CHECKS.files,
      passed: filesOk,
      message: filesOk ? '' : missingFilesMessage([...missing], [...outside]),
    },
  ];
  return { passed: checks.every((c) => c.passed), checks };
}
