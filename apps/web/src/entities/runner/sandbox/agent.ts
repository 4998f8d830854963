import { CheckFailure, createTestRun, describe, expect, failureMessage } from '../expect.ts';
import { createGuard } from '../guard.ts';
import { mediaMatchesWidth } from '../media.ts';
import {
  fileKey,
  GUARD_NAME,
  SANDBOX_NAME,
  type TCheckResult,
  type TConsoleEntry,
  type TConsoleLevel,
  type TScriptMode,
} from '../protocol.ts';

// The preview's agent (docs/decisions/019): the first script of the learner's page. A document
// in a sandbox gets an opaque origin of its own, so the runner cannot reach into its preview:
// this code runs inside it instead, watches it (console, errors, dialogs, blocked requests),
// puts the learner's files in place, runs the checks in the page's own realm, and posts what
// it saw to the runner. The runner did the parsing (acorn stays out of the preview).

export type TAgentConfig = {
  htmlName: string;
  /** Line breaks before the learner's HTML (this script's): counted off the preview's lines. */
  bootLines: number;
  scripts: Record<string, string>;
  styles: Record<string, string>;
  /** The code of the libraries the page asks for (`react.js`): ours, not guarded. */
  libraries?: Record<string, string>;
  /** Guarded test code, or why it could not be. */
  checks?: { code: string } | { error: string };
  /** Console entries found before the run (syntax errors). */
  entries: TConsoleEntry[];
};

export type TAgentMessage =
  | { agent: true; type: 'entry'; entry: TConsoleEntry }
  | { agent: true; type: 'done'; checks: TCheckResult[] };

const MAX_ENTRIES = 300;
const MAX_TEXT = 2000;
/** After the load event, time for the page's timers of 0 ms and its first frame. */
const SETTLE_MS = 50;
/**
 * How long the checks wait for the page to have a layout at all. Seen once in CI (load ~12): the
 * grid exercise's solution failed "three columns (found 1)" with `display: grid` applied, which
 * is what a page with styles but no boxes reads (the specified `repeat(3, 1fr)`, every element
 * at 0,0). A frame has no boxes while its owner counts as not rendered; Chromium tells a frame in
 * another process so by a message, which a busy machine can deliver after the load event. Not
 * reproduced here (200 runs under load), so this waits for the symptom rather than a cause.
 * Well inside the page's watchdog (WATCHDOG_MS, 3 s for the whole run): a preview that is really
 * hidden runs its checks after this wait, as before, instead of being stopped as too slow.
 */
const LAYOUT_WAIT_MS = 1000;

export function start(config: TAgentConfig) {
  const win = window;
  const doc = document;
  const entries: TConsoleEntry[] = [];
  const post = (message: TAgentMessage) => win.parent.postMessage(message, '*');
  const record = (entry: TConsoleEntry) => {
    if (entries.length >= MAX_ENTRIES) return;
    const text = entry.text.length > MAX_TEXT ? `${entry.text.slice(0, MAX_TEXT)}…` : entry.text;
    const clipped = { ...entry, text };
    entries.push(clipped);
    post({ agent: true, type: 'entry', entry: clipped });
  };
  for (const entry of config.entries) record(entry);

  /** Where in the learner's files a stack points first: `script.js:3:9` or the HTML's line. */
  const placeOf = (stack: unknown): Pick<TConsoleEntry, 'file' | 'line'> => {
    if (typeof stack !== 'string') return {};
    for (const frame of stack.split('\n').slice(1)) {
      const match = /(about:srcdoc|[\w.-]+\.m?js):(\d+):\d+\)?\s*$/.exec(frame);
      if (match?.[1] && match[2]) {
        if (match[1] !== 'about:srcdoc') return { file: match[1], line: Number(match[2]) };
        const line = Number(match[2]) - config.bootLines;
        if (line >= 1) return { file: config.htmlName, line };
      }
    }
    return {};
  };

  Object.defineProperty(win, GUARD_NAME, { value: createGuard() });
  Object.defineProperty(win, SANDBOX_NAME, {
    value: {
      file: (name: string, mode: TScriptMode) => {
        const script = doc.createElement('script');
        if (mode === 'module') script.type = 'module';
        // sourceURL names the file in stack traces: line numbers count from its first line.
        script.text = `${config.scripts[name] ?? ''}\n//# sourceURL=${fileKey(name)}`;
        const here = doc.currentScript;
        if (mode === 'defer' && doc.readyState === 'loading') {
          doc.addEventListener('DOMContentLoaded', () => doc.body.append(script));
        } else if (here) {
          here.after(script);
        } else {
          doc.body.append(script);
        }
      },
      library: (name: string) => {
        const script = doc.createElement('script');
        // A sourceURL that is no learner file: the console places errors in their code, not ours.
        script.text = `${config.libraries?.[name] ?? ''}\n//# sourceURL=thinkbuild-library-${name}`;
        const here = doc.currentScript;
        if (here) here.after(script);
        else doc.head.append(script);
      },
      style: (name: string) => {
        const style = doc.createElement('style');
        style.textContent = config.styles[name] ?? '';
        const here = doc.currentScript;
        if (here) here.after(style);
        else doc.head.append(style);
      },
    },
  });

  const levels: [keyof Console, TConsoleLevel][] = [
    ['log', 'log'],
    ['info', 'info'],
    ['debug', 'log'],
    ['warn', 'warn'],
    ['error', 'error'],
    ['table', 'log'],
  ];
  for (const [method, level] of levels) {
    Object.defineProperty(win.console, method, {
      value: (...args: unknown[]) =>
        record({ level, text: formatArgs(args), ...placeOf(new Error().stack) }),
    });
  }
  win.addEventListener('error', (event) => {
    const place = placeOf(event.error?.stack);
    const line = event.lineno - config.bootLines;
    record({
      level: 'error',
      text: event.error ? errorText(event.error) : event.message,
      ...(place.line ? place : line >= 1 ? { file: config.htmlName, line } : {}),
    });
  });
  win.addEventListener('unhandledrejection', (event) => {
    record({
      level: 'error',
      text: `Uncaught (in promise) ${errorText(event.reason)}`,
      ...placeOf(event.reason?.stack),
    });
  });
  win.addEventListener('securitypolicyviolation', (event) => {
    record({
      level: 'warn',
      text: `Blocked ${event.blockedURI || event.effectiveDirective}: an exercise can use only its own files.`,
    });
  });
  // No dialogs in the sandbox (they would block the page): they show in the console instead.
  const dialog = (kind: string, answer: unknown) => (message?: unknown) => {
    record({ level: 'info', text: `${kind}: ${message === undefined ? '' : String(message)}` });
    return answer;
  };
  Object.defineProperty(win, 'alert', { value: dialog('alert', undefined) });
  Object.defineProperty(win, 'confirm', { value: dialog('confirm', true) });
  Object.defineProperty(win, 'prompt', { value: dialog('prompt', null) });

  const runChecks = async (): Promise<TCheckResult[]> => {
    const checks = config.checks;
    if (!checks) return [];
    if ('error' in checks) return [{ name: 'Checks', passed: false, message: checks.error }];
    const testRun = createTestRun();
    const $ = (selector: string) => doc.querySelector(selector);
    const $$ = (selector: string) => Array.from(doc.querySelectorAll(selector));
    const style = (target: string | Element, property: string) => {
      const element = typeof target === 'string' ? $(target) : target;
      if (!element) throw new CheckFailure(`Nothing on the page matches ${target}.`);
      const name = property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      return win.getComputedStyle(element).getPropertyValue(name).trim();
    };
    const logs = () => entries.filter((e) => e.level !== 'error').map((e) => e.text);
    const errors = () => entries.filter((e) => e.level === 'error').map((e) => e.text);
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    try {
      const body = new Function(
        'test',
        'expect',
        '$',
        '$$',
        'style',
        'logs',
        'errors',
        'wait',
        'atWidth',
        checks.code,
      );
      body(testRun.test, expect, $, $$, style, logs, errors, wait, atWidth);
    } catch (error) {
      return [{ name: 'Checks', passed: false, message: failureMessage(error) }];
    }
    return testRun.run();
  };

  /** The page is drawn: its root element has a box. */
  const laidOut = () => doc.documentElement.getClientRects().length > 0;
  const whenLaidOut = async () => {
    const until = Date.now() + LAYOUT_WAIT_MS;
    while (!laidOut() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  };

  win.addEventListener('load', () => {
    setTimeout(async () => {
      await whenLaidOut();
      post({ agent: true, type: 'done', checks: await runChecks() });
    }, SETTLE_MS);
  });
}

/**
 * `atWidth(375, () => …)`: runs `fn` with every `@media` rule of the page's styles set to what
 * it would be on a screen that wide (media.ts), then puts them back. The preview is as wide as
 * the editor makes it; a check of a responsive page asks about the widths it means.
 */
async function atWidth(width: number, fn: () => unknown) {
  const rules: CSSMediaRule[] = [];
  const collect = (list: CSSRuleList) => {
    for (const rule of Array.from(list)) {
      if (rule instanceof CSSMediaRule) rules.push(rule);
      if (rule instanceof CSSGroupingRule) collect(rule.cssRules);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      collect(sheet.cssRules);
    } catch {
      // A sheet whose rules cannot be read (none of the learner's own) has nothing to set.
    }
  }
  const saved = rules.map((rule) => rule.media.mediaText);
  rules.forEach((rule, i) => {
    const holds = mediaMatchesWidth(saved[i] ?? '', width, (q) => window.matchMedia(q).matches);
    rule.media.mediaText = holds ? 'all' : 'not all';
  });
  try {
    return await fn();
  } finally {
    rules.forEach((rule, i) => {
      rule.media.mediaText = saved[i] ?? '';
    });
  }
}

const errorText = (error: unknown) => {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  if (typeof message === 'string')
    return `${typeof name === 'string' ? name : 'Error'}: ${message}`;
  return `Uncaught ${describe(error)}`;
};

const formatArgs = (args: unknown[]) =>
  args
    .map((arg) =>
      typeof arg === 'string'
        ? arg
        : Object.prototype.toString.call(arg) === '[object Error]'
          ? errorText(arg)
          : describe(arg),
    )
    .join(' ');
