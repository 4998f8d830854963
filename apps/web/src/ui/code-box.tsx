import { COPY_CONFIRMATION_MS, MESSAGES } from '@thinkbuild/core/messages';
import { useEffect, useMemo, useRef, useState } from 'react';
import { escapeCode, languageLabel, tidyCode } from '../lib/code-language.ts';
import { whenIdle } from '../lib/idle.ts';
import { showToast } from '../lib/toast.ts';
import { COPY_LABEL, copyButtonClass, type TCopyState } from './copy-button.ts';
import 'highlight.js/styles/github-dark.css';

type THighlight = (code: string, language?: string) => string;

// highlight.js (~30 KB) loads only when a box has no HTML from the server: a post the server
// rendered arrives highlighted, so hydrating it needs none (docs/decisions/008-blog-html.md).
// It waits for the browser to be idle: on a lesson the code sits in a tab under the video, and
// loading and running the highlighter while the video starts delayed its first frame.
let loaded: THighlight | undefined;
const loadHighlighter = () =>
  whenIdle()
    .then(() => import('../lib/highlight.ts'))
    .then((m) => {
      loaded = m.highlight;
      return loaded;
    });

/**
 * A code box with syntax highlighting and a Copy button ("Copied" for 2 seconds). `html` is the
 * code already highlighted by the server; without it the box shows plain code until
 * highlight.js has loaded. `name` (a file's name) heads the box in place of the language.
 */
export function CodeBox({
  code: source,
  language,
  html: given,
  name,
}: {
  code: string;
  language?: string | undefined;
  html?: string | undefined;
  name?: string | undefined;
}) {
  const code = tidyCode(source);
  const [state, setState] = useState<TCopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [highlight, setHighlight] = useState<THighlight | undefined>(() => loaded);
  const html = useMemo(
    () => given ?? highlight?.(code, language),
    [given, highlight, code, language],
  );

  // Server-rendered, the button shows before the page's script has loaded (it loads after the
  // first paint): it stays disabled until then rather than ignoring a click.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    return () => clearTimeout(timer.current);
  }, []);
  useEffect(() => {
    if (html === undefined) void loadHighlighter().then((h) => setHighlight(() => h));
  }, [html]);

  async function copy() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      setState('failed');
      showToast(MESSAGES.copyFailed, 'error');
    }
    timer.current = setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
  }

  return (
    // scheme-light: a dark box in both themes keeps the palette it was designed on (theme.css).
    <figure className="scheme-light overflow-hidden rounded-xl border border-slate-800 bg-[#0d1117] shadow-sm">
      <figcaption className="flex items-center justify-between border-b border-slate-800 px-4 py-2">
        {name ? (
          <span className="font-mono text-slate-300 text-xs">{name}</span>
        ) : (
          <span className="font-mono text-xs uppercase tracking-wider text-slate-300">
            {languageLabel(language)}
          </span>
        )}
        <button
          type="button"
          onClick={copy}
          disabled={!ready}
          className={copyButtonClass(state)}
          data-copy
        >
          <span aria-live="polite">{COPY_LABEL[state]}</span>
        </button>
      </figcaption>
      {/* Focusable, so keyboard users can scroll a long line sideways (axe: scrollable-region). */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
        tabIndex={0}
        aria-label={language ? `${languageLabel(language)} code` : 'Code'}
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <pre className="text-sm leading-relaxed">
          {/* highlight.js escapes the code (here or on the server); it adds only <span class>. */}
          <code
            className="hljs block !overflow-visible p-4 font-mono"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by highlight.js
            dangerouslySetInnerHTML={{ __html: html ?? escapeCode(code) }}
          />
        </pre>
      </section>
    </figure>
  );
}
