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

type TSchema<T> = {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly TIssue[] } };
};

/** A draft checked against its schema: the input to send, or the field errors to show. */
export function checkDraft<T>(
  schema: TSchema<T>,
  value: unknown,
): { input: T; errors: Record<string, string> } | { input: null; errors: Record<string, string> } {
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { input: parsed.data, errors: {} }
    : { input: null, errors: issuesToFields(parsed.error.issues) };
}
