import { z } from 'zod';
import { safeString } from '../text.ts';

/**
 * A lesson's text beside its video: WebVTT captions, read as a transcript, and code
 * snippets tied to moments of the video.
 */

/** The largest captions file the admin may attach (a one-hour lesson's captions are ~60 KB). */
export const MAX_CAPTIONS_BYTES = 256 * 1024;
export const CAPTIONS_TOO_LARGE = 'The captions file is larger than 256 KB';

/** The languages a snippet may be in: the ones the code box highlights (web/lib/highlight). */
export const SNIPPET_LANGUAGES = [
  'html',
  'css',
  'javascript',
  'typescript',
  'json',
  'bash',
  'python',
  'sql',
  'dart',
  'kotlin',
  'swift',
  'java',
  'csharp',
  'cpp',
] as const;
export type TSnippetLanguage = (typeof SNIPPET_LANGUAGES)[number];
export const MAX_SNIPPETS = 10;
export const MAX_SNIPPET_CHARS = 5_000;
/** A time past the longest lesson we would ship (four hours) is a typo. */
export const MAX_SNIPPET_SECONDS = 4 * 60 * 60;

export const ZCue = z.object({ start: z.number(), end: z.number(), text: z.string() });
export type TCue = z.infer<typeof ZCue>;

/** BCP 47 language tag, as `<track srclang>` takes it ("en", "en-ZA", "zu"). */
export const ZCaptionLanguage = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'Language is a code such as en or en-ZA');

/** PUT /api/admin/lessons/:id/captions: the file's text (the browser reads it) and its language. */
export const ZCaptionsInput = z.object({
  language: ZCaptionLanguage,
  vtt: safeString({ error: () => ({ message: 'Choose a WebVTT (.vtt) file' }) })
    .min(1, 'The captions file is empty')
    .max(MAX_CAPTIONS_BYTES, CAPTIONS_TOO_LARGE),
});
export type TCaptionsInput = z.infer<typeof ZCaptionsInput>;

/** What the admin sees of a lesson's captions. */
export const ZAdminCaptions = z.object({
  captions: z
    .object({ language: z.string(), cueCount: z.number().int(), updatedAt: z.string() })
    .nullable(),
});
export type TAdminCaptions = z.infer<typeof ZAdminCaptions>;

/** GET /api/lessons/:id/captions: the cues as the transcript lists them. */
export const ZCaptionsResponse = z.object({ language: z.string(), cues: z.array(ZCue) });
export type TCaptionsResponse = z.infer<typeof ZCaptionsResponse>;

export const ZSnippetInput = z.object({
  language: z.enum(SNIPPET_LANGUAGES, {
    error: () => ({ message: `Language must be one of: ${SNIPPET_LANGUAGES.join(', ')}` }),
  }),
  code: safeString({ error: () => ({ message: 'A snippet needs some code' }) })
    .refine((s) => s.trim().length > 0, 'A snippet needs some code')
    .refine((s) => s.length <= MAX_SNIPPET_CHARS, {
      message: `A snippet is at most ${MAX_SNIPPET_CHARS} characters`,
    }),
  /** Where in the video the code is shown; null when it belongs to the lesson as a whole. */
  timeSeconds: z
    .number({ error: () => ({ message: 'Time must be a whole number of seconds' }) })
    .int('Time must be a whole number of seconds')
    .min(0, 'Time must be 0 or more')
    .max(MAX_SNIPPET_SECONDS, 'Time must be within the video (at most 4 hours)')
    .nullable(),
});
export type TSnippetInput = z.infer<typeof ZSnippetInput>;

/** PUT /api/admin/lessons/:id/snippets: the whole list, in order. */
export const ZSnippetsInput = z.object({
  snippets: z
    .array(ZSnippetInput)
    .max(MAX_SNIPPETS, `A lesson has at most ${MAX_SNIPPETS} snippets`),
});
export type TSnippetsInput = z.infer<typeof ZSnippetsInput>;

export const ZSnippet = ZSnippetInput.extend({ id: z.string() });
export type TSnippet = z.infer<typeof ZSnippet>;
export const ZSnippetList = z.object({ snippets: z.array(ZSnippet) });
export type TSnippetList = z.infer<typeof ZSnippetList>;
