import { Suspense } from 'react';
import { preloadable } from '../../lib/preloadable.tsx';
import type { TCodeEditorProps } from './types.ts';
import './code-editor.css';

export type { TCodeEditorLanguage, TCodeEditorProps } from './types.ts';

// CodeMirror (~130 KB gzipped with the HTML, CSS and JavaScript grammars) is its own chunk: only
// a page that renders this component downloads it. Preloaded (My project opened from its link),
// it shows at once rather than after its plain-text stand-in.
const Editor = preloadable(() => import('./code-editor.tsx'));

/**
 * A code editor (CodeMirror 6): syntax highlighting, auto-indent, line numbers, both themes.
 * Tab indents; Esc then Tab leaves the editor (the hint under it says so). Until CodeMirror has
 * loaded, the code shows as plain text in the same box, so nothing jumps.
 *
 * Controlled: `value` is the text, `onChange` gets every edit. A new `value` from outside (a
 * reset, another file) replaces the text and its undo history.
 */
export function CodeEditor(props: TCodeEditorProps) {
  return (
    <Suspense
      fallback={
        <pre className={`code-editor-fallback ${props.className ?? ''}`}>{props.value}</pre>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}

/** Starts downloading the editor ahead of showing it (a page that will show one soon). */
export const preloadCodeEditor = Editor.preload;
