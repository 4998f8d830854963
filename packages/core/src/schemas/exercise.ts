import { z } from 'zod';
import { CATEGORIES } from '../categories.ts';
import {
  EXERCISE_EXTENSIONS,
  EXERCISE_HINTS_MAX,
  EXERCISE_LANGUAGES,
  isSafeFileName,
  EXERCISE_LIMITS as L,
  matchesLanguage,
  utf8Length,
} from '../exercise.ts';
import { EXERCISE_KINDS } from '../site-check.ts';
import { safeString } from '../text.ts';

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

export const ZExerciseLanguage = z.enum(EXERCISE_LANGUAGES, {
  error: () => ({ message: `Language must be one of: ${EXERCISE_LANGUAGES.join(', ')}` }),
});

export const ZExerciseFile = z
  .object({
    name: safeString().refine(isSafeFileName, {
      message: `Use a plain file name such as index.html, style.css or script.js (letters, digits, - and _, at most ${L.fileName} characters)`,
    }),
    language: ZExerciseLanguage,
    content: safeString().refine((s) => utf8Length(s) <= L.fileBytes, {
      message: `A file can hold at most ${kb(L.fileBytes)}`,
    }),
  })
  .superRefine((file, ctx) => {
    if (isSafeFileName(file.name) && !matchesLanguage(file.name, file.language))
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: `A ${file.language} file's name ends with ${EXERCISE_EXTENSIONS[file.language].join(' or ')}`,
      });
  });
export type TExerciseFile = z.infer<typeof ZExerciseFile>;

/** 1–6 files with different names, exactly one of them HTML (the page the preview shows). */
export const ZExerciseFiles = z
  .array(ZExerciseFile, { error: () => ({ message: 'Give the files as a list' }) })
  .min(L.files.min, `Give at least ${L.files.min} file`)
  .max(L.files.max, `Give at most ${L.files.max} files`)
  .superRefine((files, ctx) => {
    const seen = new Set<string>();
    for (const [i, file] of files.entries()) {
      const key = file.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'name'],
          message: `Another file is already named ${file.name}`,
        });
      seen.add(key);
    }
    const html = files.filter((f) => f.language === 'html').length;
    if (html !== 1)
      ctx.addIssue({
        code: 'custom',
        message:
          html === 0
            ? 'Add one HTML file: it is the page the preview shows'
            : 'Keep exactly one HTML file: it is the page the preview shows',
      });
  });
export type TExerciseFiles = z.infer<typeof ZExerciseFiles>;

/** Up to three hints (Markdown), in the order the ladder offers them (core's hintLadder). */
export const ZExerciseHints = z
  .array(
    safeString({ error: () => ({ message: 'Write the hint as text' }) })
      .trim()
      .min(1, 'Write the hint, or remove it')
      .max(L.hint, `Keep each hint under ${L.hint} characters`),
    { error: () => ({ message: 'Give the hints as a list' }) },
  )
  .max(EXERCISE_HINTS_MAX, `Give at most ${EXERCISE_HINTS_MAX} hints`);

/** An exercise as an admin writes it (PUT /api/admin/lessons/:id/exercise). */
const ZInstructions = safeString()
  .trim()
  .min(1, 'Write the instructions')
  .max(L.instructions, `Keep the instructions under ${L.instructions} characters`);

export const ZExercise = z.object({
  instructions: ZInstructions,
  starterFiles: ZExerciseFiles,
  solutionFiles: ZExerciseFiles,
  checks: safeString()
    .trim()
    .min(1, 'Write at least one check')
    .refine((s) => utf8Length(s) <= L.checksBytes, {
      message: `Keep the checks under ${kb(L.checksBytes)}`,
    }),
  /** Left out: none (an exercise saved before hints existed). */
  hints: ZExerciseHints.default([]),
});
export type TExercise = z.infer<typeof ZExercise>;

/**
 * A Deployment lesson's site check as an admin writes it (PUT /api/admin/lessons/:id/site-check):
 * instructions and hints; its checks are the server's (core's site-check.ts).
 */
export const ZSiteCheckExercise = z.object({
  instructions: ZInstructions,
  hints: ZExerciseHints.default([]),
});
export type TSiteCheckExercise = z.infer<typeof ZSiteCheckExercise>;

/** A learner's work in progress, saved as they type. */
export const ZExerciseDraft = z.object({ files: ZExerciseFiles });
export type TExerciseDraft = z.infer<typeof ZExerciseDraft>;

export const ZExerciseCheckResult = z.object({
  name: safeString()
    .trim()
    .min(1, 'Name the check')
    .max(L.checkName, 'This check name is too long'),
  passed: z.boolean({ error: () => ({ message: 'Say whether the check passed' }) }),
  message: safeString().max(L.checkMessage, 'This message is too long'),
  /** The hint a failed check points to (`test(name, fn, { hint: 2 })`). */
  hint: z
    .number()
    .int()
    .min(1)
    .max(EXERCISE_HINTS_MAX, `A check points to a hint from 1 to ${EXERCISE_HINTS_MAX}`)
    .optional(),
});

/** What the browser reports after a Check: every check's outcome, in order. */
export const ZExerciseResult = z
  .object({
    passed: z.boolean({ error: () => ({ message: 'Say whether the exercise passed' }) }),
    checks: z
      .array(ZExerciseCheckResult)
      .min(1, 'Report at least one check')
      .max(L.checks, `Report at most ${L.checks} checks`),
  })
  // (With no checks, their own message says so.)
  .refine((r) => r.checks.length === 0 || r.passed === r.checks.every((c) => c.passed), {
    path: ['passed'],
    message: 'The exercise passes exactly when every check passes',
  });
export type TExerciseResult = z.infer<typeof ZExerciseResult>;

export const ZSavedDraft = z.object({ files: z.array(ZExerciseFile), updatedAt: z.string() });
export type TSavedDraft = z.infer<typeof ZSavedDraft>;

export const ZSavedResult = z.object({
  /** Passed once stays passed. */
  passed: z.boolean(),
  /** The latest report's checks. */
  checks: z.array(ZExerciseCheckResult),
  failedCount: z.number().int(),
  passedAt: z.string().nullable(),
});
export type TSavedResult = z.infer<typeof ZSavedResult>;

/** One hint the learner opened, with its text: the server sends none before it is offered. */
export const ZOpenedHint = z.object({ number: z.number().int(), text: z.string() });

/** The exercise's hints as the learner stands: how many there are, and those opened. */
export const ZHintsStanding = z.object({
  count: z.number().int(),
  opened: z.array(ZOpenedHint),
});
export type THintsStanding = z.infer<typeof ZHintsStanding>;

/** POST /api/lessons/:id/exercise/hints/:number. */
export const ZHintParams = z.object({
  id: z.uuid('Not a valid lesson id'),
  number: z.coerce
    .number({ error: () => ({ message: 'Give the hint by its number' }) })
    .int('Give the hint by its number')
    .min(1, `A hint's number is 1 to ${EXERCISE_HINTS_MAX}`)
    .max(EXERCISE_HINTS_MAX, `A hint's number is 1 to ${EXERCISE_HINTS_MAX}`),
});

/**
 * Where a lesson's exercise stands in its project's one growing project (core's projectSteps):
 * its editor opens the learner's own project (My project), and a pass is kept there.
 */
export const ZExerciseStep = z.object({
  number: z.number().int(),
  of: z.number().int(),
  /** "Step 2 of 8 · Building the Navigation Bar". */
  name: z.string(),
  category: z.enum(CATEGORIES),
  project: z.string(),
});
export type TExerciseStep = z.infer<typeof ZExerciseStep>;

/**
 * GET /api/lessons/:id/exercise. Without the plan's exercises, the instructions only (the page
 * shows the offer); with them everything to run and check, and the solution once revealed.
 */
export const ZExerciseResponse = z.discriminatedUnion('canRun', [
  z.object({ canRun: z.literal(false), instructions: z.string() }),
  z.object({
    canRun: z.literal(true),
    /** 'publish': the server checks the learner's published site (no files, no checks here). */
    kind: z.enum(EXERCISE_KINDS),
    instructions: z.string(),
    starterFiles: z.array(ZExerciseFile),
    checks: z.string(),
    draft: ZSavedDraft.nullable(),
    result: ZSavedResult.nullable(),
    hints: ZHintsStanding,
    /** Null until passed, or after the third failed check with every hint opened. */
    solutionFiles: z.array(ZExerciseFile).nullable(),
    /** Null: the exercise stands on its own, from its starter files. */
    step: ZExerciseStep.nullable(),
    /**
     * A site check's project, whose published copy the server checks (My project's address);
     * null for a code exercise, and for a project whose track is not open yet.
     */
    site: z.object({ category: z.enum(CATEGORIES), project: z.string() }).nullable(),
  }),
]);
export type TExerciseResponse = z.infer<typeof ZExerciseResponse>;

/** POST /api/lessons/:id/exercise/result: the learner's standing after the report. */
export const ZExerciseResultResponse = z.object({
  result: ZSavedResult,
  /** Whether the lesson is complete for the learner (its quiz and its exercise passed). */
  completed: z.boolean(),
  solutionFiles: z.array(ZExerciseFile).nullable(),
});
export type TExerciseResultResponse = z.infer<typeof ZExerciseResultResponse>;

/** POST /api/lessons/:id/exercise/hints/:number: the hints now, and the solution if it came. */
export const ZOpenHintResponse = z.object({
  hints: ZHintsStanding,
  solutionFiles: z.array(ZExerciseFile).nullable(),
});
export type TOpenHintResponse = z.infer<typeof ZOpenHintResponse>;

/**
 * POST /api/lessons/:id/exercise/solution: "Show solution" was pressed, once the ladder offers
 * it. When the learner first opened it (opening it again keeps that time).
 */
export const ZOpenSolutionResponse = z.object({ openedAt: z.string() });
export type TOpenSolutionResponse = z.infer<typeof ZOpenSolutionResponse>;

/**
 * What the admin's Try checks gave for the files and checks sent with it (exercise-authoring.ts):
 * the server decides from it whether the exercise is verified.
 */
export const ZExerciseVerification = z.object({
  solution: z.array(ZExerciseCheckResult).max(L.checks, `Report at most ${L.checks} checks`),
  starter: z.array(ZExerciseCheckResult).max(L.checks, `Report at most ${L.checks} checks`),
});

/** PUT /api/admin/lessons/:id/exercise: the exercise, with the Try that was run on it if any. */
export const ZExerciseSave = ZExercise.extend({ verification: ZExerciseVerification.optional() });
export type TExerciseSave = z.infer<typeof ZExerciseSave>;

/**
 * GET /api/admin/lessons/:id/exercise, and the answer of its PUT (a code exercise) or of PUT
 * …/site-check (a Deployment lesson's site check: instructions and hints, the checks the server's).
 */
export const ZAdminExercise = z.discriminatedUnion('kind', [
  ZExercise.extend({
    kind: z.literal('code'),
    updatedAt: z.string(),
    /** When Try checks last passed for exactly these files and checks; null: not since a change. */
    verifiedAt: z.string().nullable(),
    /**
     * Which step of its project's one growing project learners meet it as (core's projectSteps,
     * over the published lessons); null: an exercise on its own, from its own starter files.
     */
    step: z.object({ number: z.number().int(), of: z.number().int() }).nullable(),
  }),
  ZSiteCheckExercise.extend({ kind: z.literal('publish'), updatedAt: z.string() }),
]);
export type TAdminExercise = z.infer<typeof ZAdminExercise>;
