import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import dart from 'highlight.js/lib/languages/dart';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import kotlin from 'highlight.js/lib/languages/kotlin';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import swift from 'highlight.js/lib/languages/swift';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';

// Only the languages our lessons teach, so the blog chunk stays small.
const LANGUAGES = {
  bash,
  cpp,
  csharp,
  css,
  dart,
  java,
  javascript,
  json,
  kotlin,
  python,
  sql,
  swift,
  typescript,
  xml,
};
for (const [name, lang] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, lang);

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

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Highlighted, escaped HTML; an unknown language is shown as plain (escaped) text. */
export function highlight(code: string, language?: string): string {
  const lang = language?.toLowerCase();
  if (lang && hljs.getLanguage(lang)) return hljs.highlight(code, { language: lang }).value;
  return escapeHtml(code);
}
