import {
  bracketMatchingHandle,
  continuedIndent,
  foldInside,
  foldNodeProp,
  indentNodeProp,
  LRLanguage,
  StreamLanguage,
  type TreeIndentContext,
} from '@codemirror/language';
import { javascript as javascriptMode } from '@codemirror/legacy-modes/mode/javascript';
import type { Extension } from '@codemirror/state';
import { parser as cssParser } from '@lezer/css';
import { configureNesting, parser as htmlParser } from '@lezer/html';
import type { TCodeEditorLanguage } from './types.ts';

/*
 * The three languages of an exercise, built from their parsers rather than @codemirror/lang-*:
 * those bring completion lists, snippets, a linter bridge and the TypeScript/JSX grammar, which
 * put the editor past its budget (150 KB gzipped, bench/RESULTS.md). HTML and CSS use their
 * Lezer grammars (the rules below follow lang-html and lang-css); JavaScript uses the small
 * stream mode, which highlights and indents all a beginner writes.
 */

const javascriptLanguage = StreamLanguage.define(javascriptMode);

const cssLanguage = LRLanguage.define({
  name: 'css',
  parser: cssParser.configure({
    props: [
      indentNodeProp.add({ Declaration: continuedIndent() }),
      foldNodeProp.add({ 'Block KeyframeList': foldInside }),
    ],
  }),
  languageData: {
    commentTokens: { block: { open: '/*', close: '*/' } },
    indentOnInput: /^\s*\}$/,
    wordChars: '-',
  },
});

/** Inside an element one unit deeper than its line; its closing tag back at the element's. */
function elementIndent(context: TreeIndentContext) {
  const after = /^(\s*)(<\/)?/.exec(context.textAfter);
  if (context.node.to <= context.pos + (after?.[0].length ?? 0)) return context.continue();
  return context.lineIndent(context.node.from) + (after?.[2] ? 0 : context.unit);
}

const scriptType = (type: string) =>
  !type || /^(text|application)\/(x-)?(java|ecma)script$|^module$|^$/i.test(type);

const htmlLanguage = LRLanguage.define({
  name: 'html',
  parser: htmlParser.configure({
    props: [
      indentNodeProp.add({
        Element: elementIndent,
        'OpenTag CloseTag SelfClosingTag': (context) =>
          context.column(context.node.from) + context.unit,
      }),
      foldNodeProp.add({
        Element(node) {
          const first = node.firstChild;
          const last = node.lastChild;
          if (first?.name !== 'OpenTag') return null;
          return { from: first.to, to: last?.name === 'CloseTag' ? last.from : node.to };
        },
      }),
      bracketMatchingHandle.add({ 'OpenTag CloseTag': (node) => node.getChild('TagName') }),
    ],
    // <style> and <script> (and style="…") are read as CSS and JavaScript.
    wrap: configureNesting(
      [
        {
          tag: 'script',
          attrs: (a) => scriptType(a.type ?? ''),
          parser: javascriptLanguage.parser,
        },
        { tag: 'style', parser: cssLanguage.parser },
      ],
      [{ name: 'style', parser: cssLanguage.parser.configure({ top: 'Styles' }) }],
    ),
  }),
  languageData: {
    commentTokens: { block: { open: '<!--', close: '-->' } },
    indentOnInput: /^\s*<\/\w+\W$/,
    wordChars: '-._',
  },
});

export const LANGUAGES: Record<TCodeEditorLanguage, Extension> = {
  html: htmlLanguage,
  css: cssLanguage,
  javascript: javascriptLanguage,
};
