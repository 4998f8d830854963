import { ZBlogInput } from '@thinkbuild/core/schemas/admin';
import { describe, expect, it } from 'vitest';
import { issuesToFields } from '../../../../lib/form-errors.ts';
import { blogInputOf, emptyBlogDraft } from './blog-draft.ts';

const fieldsOf = (result: ReturnType<typeof ZBlogInput.safeParse>): Record<string, string> =>
  result.success ? {} : issuesToFields(result.error.issues);

describe('the blog form', () => {
  it('reports the three required fields by name, as the server does', () => {
    const fields = fieldsOf(ZBlogInput.safeParse(blogInputOf(emptyBlogDraft())));
    expect(fields).toMatchObject({
      category: 'Choose a category',
      title: 'Title is required',
      summary: 'Summary is required',
    });
  });
  it('turns an empty or fractional order into a field error, not 0', () => {
    const draft = { ...emptyBlogDraft(), order: '' };
    expect(fieldsOf(ZBlogInput.safeParse(blogInputOf(draft))).order).toBe(
      'Order must be a whole number',
    );
  });
});
