import type { TExerciseFile } from '@thinkbuild/core';

/**
 * Code written indented in the exercise files of this folder, as the learner gets it: from its
 * first line, without the indentation all its lines share, ending in one line break.
 */
export function code(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  const text = strings.reduce((out, s, i) => out + s + (i < values.length ? values[i] : ''), '');
  const lines = text.replace(/^\n/, '').trimEnd().split('\n');
  const indent = Math.min(
    ...lines.filter((l) => l.trim() !== '').map((l) => l.length - l.trimStart().length),
  );
  return `${lines.map((l) => l.slice(indent)).join('\n')}\n`;
}

export const html = (content: string, name = 'index.html'): TExerciseFile => ({
  name,
  language: 'html',
  content,
});
export const css = (content: string, name = 'style.css'): TExerciseFile => ({
  name,
  language: 'css',
  content,
});
export const js = (content: string, name = 'script.js'): TExerciseFile => ({
  name,
  language: 'javascript',
  content,
});

/** A page with a title, the stylesheet and a body: `body` is the learner's part, as written. */
export const page = (title: string, body: string) =>
  [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '  <meta charset="utf-8">',
    `  <title>${title}</title>`,
    '  <link rel="stylesheet" href="style.css">',
    '</head>',
    '<body>',
    ...body
      .trimEnd()
      .split('\n')
      .map((line) => (line ? `  ${line}` : line)),
    '</body>',
    '</html>',
    '',
  ].join('\n');
