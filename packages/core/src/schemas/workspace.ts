import { z } from 'zod';
import { CATEGORIES } from '../categories.ts';
import { safeString } from '../text.ts';
import { WORKSPACE_VERSION_KINDS, workspaceProblem } from '../workspace.ts';
import { ZExerciseFiles } from './exercise.ts';

/*
 * My project's API (docs/decisions/039): /api/projects/:category/:project/workspace and its
 * versions. The server checks every limit again (workspace.ts's workspaceProblem).
 */

export const ZWorkspaceParams = z.object({
  category: z.enum(CATEGORIES, { error: () => ({ message: 'Not a track' }) }),
  project: z.string().regex(/^[a-z0-9-]{1,80}$/, 'Not a project'),
});
export type TWorkspaceParams = z.infer<typeof ZWorkspaceParams>;

export const ZWorkspaceVersionParams = ZWorkspaceParams.extend({
  versionId: z.uuid('Not a version of this project'),
});

export const ZWorkspaceFile = z.object({
  path: safeString({ error: () => ({ message: 'Name the file' }) }),
  content: safeString({ error: () => ({ message: 'A file holds text' }) }),
});

export const ZWorkspaceFiles = z
  .array(ZWorkspaceFile, { error: () => ({ message: 'Give the files as a list' }) })
  .superRefine((files, ctx) => {
    const problem = workspaceProblem(files);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A save: the files as they are now, and the revision of the copy they were edited from. */
export const ZWorkspaceSave = z.object({
  baseRevision: z
    .number({ error: () => ({ message: 'Say which revision these files were edited from' }) })
    .int()
    .min(0),
  files: ZWorkspaceFiles,
});
export type TWorkspaceSave = z.infer<typeof ZWorkspaceSave>;

export const ZWorkspaceVersionKind = z.enum(WORKSPACE_VERSION_KINDS);

export const ZWorkspaceVersionSummary = z.object({
  id: z.string(),
  kind: ZWorkspaceVersionKind,
  label: z.string(),
  createdAt: z.string(),
  fileCount: z.number().int(),
});
export type TWorkspaceVersionSummary = z.infer<typeof ZWorkspaceVersionSummary>;

export const ZWorkspace = z.object({
  project: z.object({
    id: z.string(),
    category: z.enum(CATEGORIES),
    slug: z.string(),
    title: z.string(),
  }),
  /** Goes up by one with each save: a save names the revision it was edited from. */
  revision: z.number().int(),
  files: z.array(z.object({ path: z.string(), content: z.string() })),
  updatedAt: z.string(),
});
export type TWorkspace = z.infer<typeof ZWorkspace>;

/** A save's answer; `kept` is the account's newer copy, kept as a version before it was replaced. */
export const ZWorkspaceSaved = z.object({
  revision: z.number().int(),
  updatedAt: z.string(),
  kept: ZWorkspaceVersionSummary.nullable(),
});
export type TWorkspaceSaved = z.infer<typeof ZWorkspaceSaved>;

export const ZWorkspaceVersions = z.object({ versions: z.array(ZWorkspaceVersionSummary) });
export type TWorkspaceVersions = z.infer<typeof ZWorkspaceVersions>;

export const ZWorkspaceVersion = ZWorkspaceVersionSummary.extend({
  files: z.array(z.object({ path: z.string(), content: z.string() })),
});
export type TWorkspaceVersion = z.infer<typeof ZWorkspaceVersion>;

/** POST …/workspace/steps/:lessonId and …/reference: the lesson whose exercise is the step. */
export const ZWorkspaceStepParams = ZWorkspaceParams.extend({
  lessonId: z.uuid('Not a lesson of this project'),
});

/**
 * The step's editor's files: a passed step's as they passed the checks, or, when the reference
 * code is used, what the editor held (kept in History first).
 */
export const ZWorkspaceStepSave = z.object({ files: ZExerciseFiles });
export type TWorkspaceStepSave = z.infer<typeof ZWorkspaceStepSave>;
