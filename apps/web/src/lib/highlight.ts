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
import { escapeCode } from './code-language.ts';

// Only the languages our lessons teach. The browser loads this module only for code the server
// did not highlight (the admin's live preview, a post opened by client-side navigation).
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

/** Highlighted, escaped HTML; an unknown language is shown as plain (escaped) text. */
export function highlight(code: string, language?: string): string {
  const lang = language?.toLowerCase();
  if (lang && hljs.getLanguage(lang)) return hljs.highlight(code, { language: lang }).value;
  return escapeCode(code);
}
