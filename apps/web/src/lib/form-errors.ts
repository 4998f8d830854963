import { ApiError } from './api-client.ts';

type TIssue = { path: readonly PropertyKey[]; message: string };

/** Zod issues as `{ "questions.0.options.2": message }`, the same keys the server's 400 uses. */
export function issuesToFields(issues: readonly TIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The field errors of a failed save, or a form-level message. */
export function errorsOfSave(error: unknown): { fields: Record<string, string>; message: string } {
  if (error instanceof ApiError) return { fields: error.body.fields ?? {}, message: error.message };
  return {
    fields: {},
    message: 'Could not reach ThinkBuild. Check your connection and try again.',
  };
}
