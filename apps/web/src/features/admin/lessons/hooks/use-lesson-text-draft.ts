import { useQueryClient } from '@tanstack/react-query';
import {
  CAPTIONS_TOO_LARGE,
  MAX_CAPTIONS_BYTES,
  type TSnippetLanguage,
  ZCaptionLanguage,
  ZSnippetsInput,
} from '@thinkbuild/core/schemas/lesson-text';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api-client.ts';
import { issuesToFields } from '../../../../lib/form-errors.ts';
import { deleteCaptions } from '../api/delete-captions.ts';
import { adminCaptionsQueryOptions, useAdminCaptions } from '../api/get-admin-captions.ts';
import { adminSnippetsQueryOptions, useAdminSnippets } from '../api/get-admin-snippets.ts';
import { saveCaptions } from '../api/save-captions.ts';
import { saveSnippets } from '../api/save-snippets.ts';

export type TSnippetDraft = { key: number; language: TSnippetLanguage; code: string; time: string };

/** "84", "1:24" or "" (no time); anything else is left for the schema to refuse. */
export function secondsOf(time: string): number | null {
  const t = time.trim();
  if (!t) return null;
  if (/^-?\d+$/.test(t)) return Number(t);
  const m = /^(\d+):([0-5]\d)$/.exec(t);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}

const timeOf = (seconds: number | null) =>
  seconds === null ? '' : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

let nextKey = 1;
export const newSnippet = (): TSnippetDraft => ({
  key: nextKey++,
  language: 'html',
  code: '',
  time: '',
});

/**
 * The lesson editor's captions file and snippets: loaded for an existing lesson, checked with the
 * shared schemas, and saved after the lesson itself (they need its id).
 */
export function useLessonTextDraft(lessonId: string | undefined) {
  const captions = useAdminCaptions(lessonId);
  const stored = useAdminSnippets(lessonId);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [language, setLanguage] = useState('en');
  const [removeCaptions, setRemoveCaptions] = useState(false);
  const [snippets, setSnippets] = useState<TSnippetDraft[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const loaded = useRef(false);
  const dirty = useRef(false);

  useEffect(() => {
    if (loaded.current || !stored.data) return;
    loaded.current = true;
    setSnippets(
      stored.data.snippets.map((s) => ({ ...s, key: nextKey++, time: timeOf(s.timeSeconds) })),
    );
  }, [stored.data]);

  useEffect(() => {
    if (captions.data?.captions) setLanguage(captions.data.captions.language);
  }, [captions.data]);

  const snippetsInput = () => ({
    snippets: snippets.map((s) => ({
      language: s.language,
      code: s.code,
      timeSeconds: secondsOf(s.time),
    })),
  });

  /** Checks what can be checked here; the file's content is checked by the server. */
  function validate(): Record<string, string> {
    const found: Record<string, string> = {};
    const parsed = ZSnippetsInput.safeParse(snippetsInput());
    if (!parsed.success) Object.assign(found, issuesToFields(parsed.error.issues));
    if (file && file.size > MAX_CAPTIONS_BYTES) found.vtt = CAPTIONS_TOO_LARGE;
    if (file && !ZCaptionLanguage.safeParse(language).success)
      found.language = 'Language is a code such as en or en-ZA';
    setErrors(found);
    return found;
  }

  /** Saves captions and snippets for the saved lesson; a refusal marks its fields and throws. */
  async function save(id: string) {
    try {
      if (file) await saveCaptions(id, { language, vtt: await file.text() });
      else if (removeCaptions && captions.data?.captions) await deleteCaptions(id);
      if (dirty.current || snippets.length > 0) await saveSnippets(id, snippetsInput());
      setFile(null);
      setRemoveCaptions(false);
      // Read back under the id just saved. `refetch()` would ignore the queries' `enabled` and
      // ask for a new lesson's text under the empty id its form started with (`lessons//…`).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCaptionsQueryOptions(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: adminSnippetsQueryOptions(id).queryKey }),
      ]);
    } catch (error) {
      if (error instanceof ApiError && error.body.fields) setErrors(error.body.fields);
      throw error;
    }
  }

  const clear = (...keys: string[]) =>
    setErrors((old) => Object.fromEntries(Object.entries(old).filter(([k]) => !keys.includes(k))));

  return {
    current: captions.data?.captions ?? null,
    file,
    language,
    removeCaptions,
    snippets,
    errors,
    validate,
    save,
    chooseFile: (f: File | null) => {
      setFile(f);
      setRemoveCaptions(false);
      clear('vtt');
    },
    setLanguage: (l: string) => {
      setLanguage(l);
      clear('language');
    },
    setRemoveCaptions,
    setSnippets: (next: TSnippetDraft[]) => {
      dirty.current = true;
      setSnippets(next);
    },
  };
}

export type TLessonTextDraft = ReturnType<typeof useLessonTextDraft>;
