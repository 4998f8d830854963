import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags as t } from '@lezer/highlight';

// Every colour is a variable of code-editor.css, so one theme serves the light and dark pages.

export const editorTheme = EditorView.theme({
  '&': {
    height: '100%',
    backgroundColor: 'var(--ce-bg)',
    color: 'var(--ce-fg)',
    fontSize: 'var(--ce-font-size)',
  },
  '&.cm-focused': { outline: '2px solid var(--ce-cursor)', outlineOffset: '-2px' },
  '.cm-scroller': { fontFamily: 'var(--ce-font)', lineHeight: '1.6', overflow: 'auto' },
  '.cm-content': { padding: '0.5rem 0', caretColor: 'var(--ce-cursor)' },
  '.cm-line': { padding: '0 0.75rem 0 0.5rem' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--ce-cursor)', borderLeftWidth: '2px' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection':
    { backgroundColor: 'var(--ce-selection)' },
  '.cm-activeLine': { backgroundColor: 'var(--ce-active-line)' },
  '.cm-gutters': {
    backgroundColor: 'var(--ce-gutter-bg)',
    color: 'var(--ce-gutter-fg)',
    borderRight: '1px solid var(--ce-gutter-border)',
  },
  '.cm-activeLineGutter': { backgroundColor: 'var(--ce-active-line)', color: 'var(--ce-fg)' },
  '.cm-lineNumbers .cm-gutterElement': { padding: '0 0.5rem 0 0.75rem', minWidth: '2.5rem' },
  '&.cm-focused .cm-matchingBracket': {
    backgroundColor: 'var(--ce-match)',
    outline: '1px solid var(--ce-gutter-border)',
  },
});

const highlightStyle = HighlightStyle.define([
  { tag: [t.keyword, t.modifier, t.operatorKeyword, t.controlKeyword], color: 'var(--ce-keyword)' },
  { tag: [t.string, t.special(t.string), t.regexp], color: 'var(--ce-string)' },
  { tag: [t.comment, t.meta], color: 'var(--ce-comment)', fontStyle: 'italic' },
  { tag: [t.number, t.bool, t.null, t.atom, t.unit], color: 'var(--ce-number)' },
  { tag: [t.tagName, t.angleBracket], color: 'var(--ce-tag)' },
  { tag: t.attributeName, color: 'var(--ce-attribute)' },
  { tag: t.attributeValue, color: 'var(--ce-string)' },
  { tag: [t.propertyName, t.className, t.labelName], color: 'var(--ce-property)' },
  { tag: [t.function(t.variableName), t.function(t.propertyName)], color: 'var(--ce-function)' },
  { tag: [t.definition(t.variableName), t.self, t.typeName], color: 'var(--ce-variable)' },
  { tag: t.invalid, color: 'var(--ce-invalid)' },
  { tag: t.heading, fontWeight: 'bold' },
]);

export const editorHighlighting = syntaxHighlighting(highlightStyle);
