import type { TSnippetList, TSnippetsInput } from '@thinkbuild/core/schemas/lesson-text';
import { api } from '../../../../lib/api-client.ts';
import { snippetsPath } from './get-admin-snippets.ts';

/** Replaces the lesson's snippets with these, in this order. */
export const saveSnippets = (id: string, input: TSnippetsInput) =>
  api<TSnippetList>(snippetsPath(id), { method: 'PUT', body: JSON.stringify(input) });
