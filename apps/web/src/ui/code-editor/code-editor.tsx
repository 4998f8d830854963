import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, indentOnInput, indentUnit } from '@codemirror/language';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { LANGUAGES } from './languages.ts';
import { editorHighlighting, editorTheme } from './theme.ts';
import type { TCodeEditorProps } from './types.ts';

/** What stays the same for every editor: what a beginner's editor needs, and no more. */
const BASE: Extension = [
  lineNumbers(),
  highlightActiveLineGutter(),
  highlightSpecialChars(),
  history(),
  drawSelection(),
  indentOnInput(),
  indentUnit.of('  '),
  EditorState.tabSize.of(2),
  bracketMatching(),
  closeBrackets(),
  highlightActiveLine(),
  // Long lines wrap: a phone never needs to scroll sideways to read a line.
  EditorView.lineWrapping,
  editorHighlighting,
  editorTheme,
  // Tab indents (Shift-Tab outdents). CodeMirror's escape hatch stays: Esc, then Tab, moves on.
  keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, indentWithTab]),
];

const readOnlyExtension = (readOnly: boolean) => [
  EditorState.readOnly.of(readOnly),
  EditorView.editable.of(!readOnly),
];

/** The accessible name is on the editable text itself, where a screen reader lands. */
const ariaExtension = (label: string, describedBy: string | undefined) =>
  EditorView.contentAttributes.of({
    'aria-label': label,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  });

/** The CodeMirror view behind CodeEditor (index.tsx loads this module on demand). */
export default function CodeMirrorEditor({
  value,
  language,
  onChange,
  readOnly = false,
  className = '',
  ...aria
}: TCodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const compartments = useRef({
    language: new Compartment(),
    readOnly: new Compartment(),
    aria: new Compartment(),
  });

  const label = aria['aria-label'];
  const describedBy = aria['aria-describedby'];

  const makeState = (doc: string) => {
    const c = compartments.current;
    return EditorState.create({
      doc,
      extensions: [
        BASE,
        c.language.of(LANGUAGES[language]),
        c.readOnly.of(readOnlyExtension(readOnly)),
        c.aria.of(ariaExtension(label, describedBy)),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChangeRef.current?.(update.state.doc.toString());
        }),
      ],
    });
  };
  // The state maker of the latest render, for the effects below.
  const makeStateRef = useRef(makeState);
  makeStateRef.current = makeState;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is made once; props reach it through the effects below
  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({ state: makeStateRef.current(value), parent: host.current });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  // A value from outside (not what the learner typed): a fresh state, so undo cannot bring
  // back another file's text.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value)
      editor.setState(makeStateRef.current(value));
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({
      effects: [
        compartments.current.language.reconfigure(LANGUAGES[language]),
        compartments.current.readOnly.reconfigure(readOnlyExtension(readOnly)),
        compartments.current.aria.reconfigure(ariaExtension(label, describedBy)),
      ],
    });
  }, [language, readOnly, label, describedBy]);

  return <div ref={host} className={`code-editor ${className}`} />;
}
