import { CheckFailure, createTestRun, describe, expect, failureMessage } from '../expect.ts';
import { createGuard, GUARD_NAME, guardCode } from '../loop-guard.ts';
import { buildPage, fileKey, HOOK_NAME, SANDBOX_NAME, type TScriptMode } from '../page.ts';
import {
  isRunRequest,
  PROTOCOL,
  type TCheckResult,
  type TConsoleEntry,
  type TConsoleLevel,
  type TRunnerMessage,
  type TRunRequest,
} from '../protocol.ts';

// The runner page (GET /sandbox/runner, docs/decisions/019). It is framed by the exercise page
// with sandbox="allow-scripts allow-forms", so it has an opaque origin: no cookies, no storage,
// no session, and its own CSP header forbids every request. For each run it makes a fresh
// nested iframe, the preview, from the learner's files; the preview inherits the runner's
// origin and CSP, so the runner can watch it (console, errors) and run the checks inside it.

const MAX_ENTRIES = 300;
const MAX_TEXT = 2000;
/** After the preview's load event, time for its timers of 0 ms and its first frame. */
const SETTLE_MS = 50;

/** The exercise page: the site's own origin (a sandboxed document's URL keeps it). */
const pageOrigin = location.origin;

type TRun = {
  id: number;
  frame: HTMLIFrameElement;
  entries: TConsoleEntry[];
  answered: boolean;
  /** The preview called the runner's hook: its document is the learner's, not a blank one. */
  hooked: boolean;
};

let current: TRun | null = null;

const post = (message: TRunnerMessage) => window.parent.postMessage(message, pageOrigin);

window.addEventListener('message', (event) => {
  if (event.source !== window.parent || event.origin !== pageOrigin) return;
  if (isRunRequest(event.data)) start(event.data);
});

function start(request: TRunRequest) {
  current?.frame.remove();
  const page = buildPage(request.files);
  const frame = document.createElement('iframe');
  frame.title = 'Your page';
  const run: TRun = { id: request.id, frame, entries: [], answered: false, hooked: false };
  current = run;
  for (const error of page.errors) record(run, error);

  const hook = (win: Window & typeof globalThis) => {
    if (current !== run || win !== frame.contentWindow || run.hooked) return;
    run.hooked = true;
    const guard = createGuard();
    Object.defineProperty(win, GUARD_NAME, { value: guard });
    watch(run, win, page.htmlName);
    Object.defineProperty(win, SANDBOX_NAME, {
      value: {
        file: (name: string, mode: TScriptMode) => {
          const script = win.document.createElement('script');
          if (mode === 'module') script.type = 'module';
          // sourceURL names the file in stack traces: line numbers count from its first line.
          script.text = `${page.scripts.get(name) ?? ''}\n//# sourceURL=${fileKey(name)}`;
          const here = win.document.currentScript;
          if (mode === 'defer' && win.document.readyState === 'loading') {
            win.document.addEventListener('DOMContentLoaded', () =>
              win.document.body.append(script),
            );
          } else if (here) {
            here.after(script);
          } else {
            win.document.body.append(script);
          }
        },
        style: (name: string) => {
          const style = win.document.createElement('style');
          style.textContent = page.styles.get(name) ?? '';
          const here = win.document.currentScript;
          if (here?.parentNode && here.parentNode !== win.document.documentElement) {
            here.after(style);
          } else {
            win.document.head.append(style);
          }
        },
      },
    });
  };
  Object.defineProperty(window, HOOK_NAME, { value: hook, configurable: true, writable: true });

  const onLoad = () => {
    if (!run.hooked) return;
    frame.removeEventListener('load', onLoad);
    setTimeout(() => void finish(run, request.checks), SETTLE_MS);
  };
  frame.addEventListener('load', onLoad);
  frame.srcdoc = page.html;
  document.body.append(frame);
}

async function finish(run: TRun, checks: string | undefined) {
  if (current !== run) return;
  const results = checks === undefined ? [] : await runChecks(run, checks);
  if (current !== run) return;
  run.answered = true;
  post({ protocol: PROTOCOL, type: 'result', id: run.id, console: run.entries, checks: results });
}

/** The checks run in the preview's own realm: `document` and `window` are the learner's page. */
async function runChecks(run: TRun, checks: string): Promise<TCheckResult[]> {
  const win = run.frame.contentWindow as (Window & typeof globalThis) | null;
  if (!win) return [{ name: 'Checks', passed: false, message: 'The page did not load.' }];
  const guarded = guardCode(checks);
  if (!guarded.ok) {
    return [
      {
        name: 'Checks',
        passed: false,
        message: `The checks do not parse (line ${guarded.line}): ${guarded.message}`,
      },
    ];
  }
  const doc = win.document;
  const testRun = createTestRun();
  const $ = (selector: string) => doc.querySelector(selector);
  const $$ = (selector: string) => Array.from(doc.querySelectorAll(selector));
  const style = (target: string | Element, property: string) => {
    const element = typeof target === 'string' ? $(target) : target;
    if (!element) throw new CheckFailure(`Nothing on the page matches ${target}.`);
    const name = property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    return win.getComputedStyle(element).getPropertyValue(name).trim();
  };
  const logs = () => run.entries.filter((e) => e.level !== 'error').map((e) => e.text);
  const errors = () => run.entries.filter((e) => e.level === 'error').map((e) => e.text);
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  try {
    const body = new win.Function(
      'test',
      'expect',
      '$',
      '$$',
      'style',
      'logs',
      'errors',
      'wait',
      guarded.code,
    );
    body(testRun.test, expect, $, $$, style, logs, errors, wait);
  } catch (error) {
    return [{ name: 'Checks', passed: false, message: failureMessage(error) }];
  }
  return testRun.run();
}

function record(run: TRun, entry: TConsoleEntry) {
  if (current !== run || run.entries.length >= MAX_ENTRIES) return;
  const text = entry.text.length > MAX_TEXT ? `${entry.text.slice(0, MAX_TEXT)}…` : entry.text;
  const clipped = { ...entry, text };
  run.entries.push(clipped);
  if (run.answered) post({ protocol: PROTOCOL, type: 'console', id: run.id, entry: clipped });
}

/** Where in the learner's files a stack points first: `script.js:3:9` or the HTML's line. */
function placeOf(stack: unknown, htmlName: string): Pick<TConsoleEntry, 'file' | 'line'> {
  if (typeof stack !== 'string') return {};
  for (const frame of stack.split('\n').slice(1)) {
    const match = /(about:srcdoc|[\w.-]+\.m?js):(\d+):\d+\)?\s*$/.exec(frame);
    if (match?.[1] && match[2]) {
      return { file: match[1] === 'about:srcdoc' ? htmlName : match[1], line: Number(match[2]) };
    }
  }
  return {};
}

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

const errorText = (error: unknown) => {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  if (typeof message === 'string')
    return `${typeof name === 'string' ? name : 'Error'}: ${message}`;
  return `Uncaught ${describe(error)}`;
};

/** Console, errors, dialogs and blocked requests of the preview, into the run's console. */
function watch(run: TRun, win: Window & typeof globalThis, htmlName: string) {
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
        record(run, { level, text: formatArgs(args), ...placeOf(new Error().stack, htmlName) }),
    });
  }
  win.addEventListener('error', (event) => {
    const place = placeOf(event.error?.stack, htmlName);
    record(run, {
      level: 'error',
      text: event.error ? errorText(event.error) : event.message,
      ...(place.line ? place : event.lineno ? { file: htmlName, line: event.lineno } : {}),
    });
  });
  win.addEventListener('unhandledrejection', (event) => {
    record(run, {
      level: 'error',
      text: `Uncaught (in promise) ${errorText(event.reason)}`,
      ...placeOf(event.reason?.stack, htmlName),
    });
  });
  win.addEventListener('securitypolicyviolation', (event) => {
    record(run, {
      level: 'warn',
      text: `Blocked ${event.blockedURI || event.effectiveDirective}: an exercise can use only its own files.`,
    });
  });
  // No dialogs in the sandbox (they would block the page): they show in the console instead.
  const dialog = (kind: string, answer: unknown) => (message?: unknown) => {
    record(run, {
      level: 'info',
      text: `${kind}: ${message === undefined ? '' : String(message)}`,
    });
    return answer;
  };
  Object.defineProperty(win, 'alert', { value: dialog('alert', undefined) });
  Object.defineProperty(win, 'confirm', { value: dialog('confirm', true) });
  Object.defineProperty(win, 'prompt', { value: dialog('prompt', null) });
}

post({ protocol: PROTOCOL, type: 'ready' });
