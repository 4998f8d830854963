// What a code box needs without highlight.js: its label, its tidied text, plain escaped HTML.

const LABELS: Record<string, string> = {
  html: 'HTML',
  xml: 'XML',
  css: 'CSS',
  javascript: 'JavaScript',
  js: 'JavaScript',
  typescript: 'TypeScript',
  ts: 'TypeScript',
  jsx: 'JSX',
  tsx: 'TSX',
  bash: 'Shell',
  shell: 'Shell',
  json: 'JSON',
  kotlin: 'Kotlin',
  swift: 'Swift',
  dart: 'Dart',
  csharp: 'C#',
  cpp: 'C++',
  python: 'Python',
  java: 'Java',
  sql: 'SQL',
};

export const languageLabel = (language?: string) =>
  (language && (LABELS[language.toLowerCase()] ?? language)) || 'Code';

/** Code as plain HTML text: what a box shows until (or unless) it is highlighted. */
export const escapeCode = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Authors often start or end a snippet with a blank line; neither is shown nor copied. */
export const tidyCode = (source: string) => source.replace(/^(?:[ \t]*\n)+/, '').trimEnd();

/** The key of one snippet's highlighted HTML in what the server sends (lib/page-data.ts). */
export const codeKey = (code: string, language?: string) => `${language ?? ''}\n${code}`;
