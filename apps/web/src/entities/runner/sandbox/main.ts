import { isExerciseLibrary, type TExerciseLibrary } from '@thinkbuild/core/sandbox';
import { guardCode } from '../loop-guard.ts';
import { buildPage } from '../page.ts';
import {
  isRunRequest,
  PROTOCOL,
  type TConsoleEntry,
  type TRunnerMessage,
  type TRunRequest,
} from '../protocol.ts';
import type { TAgentConfig, TAgentMessage } from './agent.ts';

// The runner page (GET /sandbox/runner, docs/decisions/019). The exercise page frames it with
// sandbox="allow-scripts allow-forms", so it has an opaque origin: no cookies, no storage, no
// session, and its own CSP header forbids every request. For each run it guards the learner's
// code (acorn), and makes a fresh nested iframe, the preview, whose first script is the agent
// (sandbox/agent.ts, served inline in this page as text) with the files. The preview has an
// opaque origin of its own: the agent posts what it sees, and the runner passes it on.

/** The exercise page: the site's own origin (a sandboxed document's URL keeps it). */
const pageOrigin = location.origin;
const AGENT_SOURCE = document.getElementById('agent')?.textContent ?? '';
/** The libraries the server put in this runner page (`?with=react`), by name. */
const LIBRARIES = new Map(
  Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-library]'))
    .filter((el) => isExerciseLibrary(el.dataset.library ?? ''))
    .map((el) => [el.dataset.library as TExerciseLibrary, el.textContent ?? '']),
);
const AVAILABLE = new Set(LIBRARIES.keys());

type TRun = { id: number; frame: HTMLIFrameElement; entries: TConsoleEntry[]; answered: boolean };
let current: TRun | null = null;

const post = (message: TRunnerMessage) => window.parent.postMessage(message, pageOrigin);

/** Into a script element as a JavaScript value: no `</script>` or `<!--` can end it early. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

window.addEventListener('message', (event) => {
  if (current && event.source === current.frame.contentWindow) {
    fromAgent(current, event.data as TAgentMessage);
    return;
  }
  if (event.source !== window.parent || event.origin !== pageOrigin) return;
  if (isRunRequest(event.data)) start(event.data);
});

function start(request: TRunRequest) {
  current?.frame.remove();
  let checks: TAgentConfig['checks'];
  if (request.checks !== undefined) {
    const guarded = guardCode(request.checks);
    checks = guarded.ok
      ? { code: guarded.code }
      : { error: `The checks do not parse (line ${guarded.line}): ${guarded.message}` };
  }
  // Built twice: first for the files and their syntax errors, then with the agent in front.
  const { scripts, styles, errors, htmlName, libraries } = buildPage(request.files, '', AVAILABLE);
  const config = (bootLines: number): TAgentConfig => ({
    htmlName,
    bootLines,
    scripts: Object.fromEntries(scripts),
    styles: Object.fromEntries(styles),
    libraries: Object.fromEntries(libraries.map((name) => [name, LIBRARIES.get(name) ?? ''])),
    ...(checks ? { checks } : {}),
    entries: errors,
  });
  const boot = (bootLines: number) =>
    `${AGENT_SOURCE}\n;ThinkBuildAgent.start(${scriptSafeJson(config(bootLines))});`;
  const bootLines = boot(0).split('\n').length - 1;
  const page = buildPage(request.files, boot(bootLines), AVAILABLE);

  const frame = document.createElement('iframe');
  frame.title = 'Your page';
  const run: TRun = { id: request.id, frame, entries: [], answered: false };
  current = run;
  frame.srcdoc = page.html;
  document.body.append(frame);
  // Lays the frame out now, not at this page's next frame, so the preview is known to be shown
  // before its own scripts run (see LAYOUT_WAIT_MS in agent.ts).
  frame.getBoundingClientRect();
}

function fromAgent(run: TRun, message: TAgentMessage) {
  if (typeof message !== 'object' || message === null || message.agent !== true) return;
  if (message.type === 'entry') {
    if (run.answered) {
      post({ protocol: PROTOCOL, type: 'console', id: run.id, entry: message.entry });
    } else {
      run.entries.push(message.entry);
    }
  } else if (message.type === 'done' && !run.answered) {
    run.answered = true;
    post({
      protocol: PROTOCOL,
      type: 'result',
      id: run.id,
      console: run.entries,
      checks: Array.isArray(message.checks) ? message.checks : [],
    });
  }
}

// Opened on its own (not framed in a sandbox) it does nothing.
if (window.origin === 'null' && window.parent !== window)
  post({ protocol: PROTOCOL, type: 'ready' });
