import type { TExerciseLibrary } from '@thinkbuild/core/sandbox';
import { attribute, JS_TYPES, LINK_TAG, SCRIPT_TAG } from './html-tags.ts';
import { libraryFor } from './libraries.ts';
import { guardCode } from './loop-guard.ts';
import {
  fileKey,
  SANDBOX_NAME,
  type TConsoleEntry,
  type TExerciseFile,
  type TScriptMode,
} from './protocol.ts';

export { SANDBOX_NAME };

// Builds the preview document from the learner's files (docs/decisions/019): their HTML as
// they wrote it, each inline script guarded against endless loops, and each `<script src>` or
// stylesheet `<link>` that names one of their files replaced by a one-line call that puts that
// file in its place. Nothing changes the number of lines before any point of the HTML, so the
// line numbers the browser reports for the HTML's own scripts are the learner's.

export type TBuiltPage = {
  /** The preview's HTML (the srcdoc). */
  html: string;
  /** The HTML file's name, used for line numbers of its inline scripts. */
  htmlName: string;
  /** Line breaks the boot script put before the learner's HTML. */
  bootLines: number;
  /** Guarded JavaScript files by name (empty when one does not parse). */
  scripts: Map<string, string>;
  styles: Map<string, string>;
  /** Syntax errors found while guarding: shown in the console, the faulty script not run. */
  errors: TConsoleEntry[];
  /** The libraries the page runs (of those given as available), in the order it names them. */
  libraries: TExerciseLibrary[];
};

const DOCTYPE = /^\s*<!doctype[^>]*>/i;

const linesIn = (text: string) => text.split('\n').length - 1;
/** Blank text with the same line breaks: a script that must not run keeps its lines. */
const sameLines = (text: string) => '\n'.repeat(linesIn(text));

const lineAt = (text: string, index: number) => linesIn(text.slice(0, index)) + 1;

/**
 * `boot` is the code the preview runs first, before any learner script: the agent that watches
 * it (sandbox/agent.ts). It goes in one script right after the doctype; `bootLines` says how
 * many line breaks that script adds, for the agent to count them off again. A `<script src>`
 * naming one of the `available` libraries (`react.js`, libraries.ts) is replaced like a
 * learner's file, by a call that runs the library there; any other is left for the CSP to block.
 */
export function buildPage(
  files: readonly TExerciseFile[],
  boot = '',
  available: ReadonlySet<TExerciseLibrary> = new Set(),
): TBuiltPage {
  const errors: TConsoleEntry[] = [];
  const html = files.find((f) => /\.html?$/i.test(f.name));
  const htmlName = html?.name ?? 'index.html';
  const scripts = new Map<string, string>();
  const styles = new Map<string, string>();
  const modules = new Set<string>();
  const libraries = new Set<TExerciseLibrary>();

  const guardInto = (code: string, file: string, firstLine: number, module: boolean) => {
    const guarded = guardCode(code, { module });
    if (guarded.ok) return guarded.code;
    errors.push({
      level: 'error',
      text: `SyntaxError: ${guarded.message}`,
      file,
      line: firstLine + guarded.line - 1,
    });
    return null;
  };

  // A JavaScript-only exercise still gets a page with a body to write into.
  const source = html?.content ?? '<!DOCTYPE html><html><head></head><body></body></html>';
  const used = new Set<string>();
  // What each JavaScript file is, once: a module when any tag loads it as one.
  for (const match of source.matchAll(SCRIPT_TAG)) {
    const src = attribute(match[1] ?? '', 'src');
    if (src !== undefined && attribute(match[1] ?? '', 'type') === 'module') {
      modules.add(fileKey(src));
    }
  }
  for (const file of files) {
    if (/\.m?js$/i.test(file.name)) {
      scripts.set(file.name, guardInto(file.content, file.name, 1, modules.has(file.name)) ?? '');
    } else if (/\.css$/i.test(file.name)) {
      styles.set(file.name, file.content);
    }
  }

  let body = source.replace(SCRIPT_TAG, (tag, attributes: string, content: string, at: number) => {
    const type = (attribute(attributes, 'type') ?? '').toLowerCase();
    if (!JS_TYPES.has(type)) return tag;
    const src = attribute(attributes, 'src');
    if (src !== undefined) {
      const name = fileKey(src);
      const library = libraryFor(src, files);
      if (library && available.has(library)) {
        libraries.add(library);
        return keepLines(tag, `<script>${SANDBOX_NAME}.library(${JSON.stringify(library)})`);
      }
      if (!scripts.has(name)) return tag; // Not theirs: the runner's CSP blocks it and says so.
      used.add(name);
      const mode: TScriptMode =
        type === 'module'
          ? 'module'
          : attribute(attributes, 'defer') !== undefined
            ? 'defer'
            : 'now';
      return keepLines(tag, `<script>${SANDBOX_NAME}.file(${JSON.stringify(name)},"${mode}")`);
    }
    const openTag = `<script${attributes}>`;
    const firstLine = lineAt(source, at + openTag.length);
    const code = guardInto(content, htmlName, firstLine, type === 'module');
    const closing = tag.slice(openTag.length + content.length);
    return `${openTag}${code ?? sameLines(content)}${closing}`;
  });
  body = body.replace(LINK_TAG, (tag) => {
    const rel = (attribute(tag.slice(5), 'rel') ?? '').toLowerCase();
    const href = attribute(tag.slice(5), 'href');
    if (rel !== 'stylesheet' || href === undefined || !styles.has(fileKey(href))) return tag;
    used.add(fileKey(href));
    return keepLines(tag, `<script>${SANDBOX_NAME}.style(${JSON.stringify(fileKey(href))})`);
  });

  // Files the HTML does not name still take part: styles first, scripts once the page is there.
  const hook = `<script>${boot}${[...styles.keys()]
    .filter((name) => !used.has(name))
    .map((name) => `${SANDBOX_NAME}.style(${JSON.stringify(name)});`)
    .join('')}</script>`;
  const tail = [...scripts.keys()]
    .filter((name) => !used.has(name))
    .map((name) => `<script>${SANDBOX_NAME}.file(${JSON.stringify(name)},"now")</script>`)
    .join('');
  const doctype = DOCTYPE.exec(body)?.[0] ?? '';
  return {
    html: `${doctype}${hook}${body.slice(doctype.length)}${tail}`,
    htmlName,
    bootLines: linesIn(boot),
    scripts,
    styles,
    errors,
    libraries: [...libraries],
  };
}

/** The replacement, closed, with as many line breaks as the tag it replaces had. */
const keepLines = (tag: string, replacement: string) => `${replacement}${sameLines(tag)}</script>`;
