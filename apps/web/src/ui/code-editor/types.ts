/** The languages the editor highlights and indents. */
export type TCodeEditorLanguage = 'html' | 'css' | 'javascript';

export type TCodeEditorProps = {
  /** The text. A value that differs from what the editor holds replaces it. */
  value: string;
  language: TCodeEditorLanguage;
  /** Every edit, with the whole text. */
  onChange?: ((value: string) => void) | undefined;
  /** The editor's accessible name ("index.html"). */
  'aria-label': string;
  /** An element that describes the editor, e.g. the keyboard hint. */
  'aria-describedby'?: string | undefined;
  /** Shown and selectable, not editable (a solution to read). */
  readOnly?: boolean | undefined;
  /** Classes for the outer box (its height, say: the editor fills it and scrolls). */
  className?: string | undefined;
};
