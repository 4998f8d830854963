import { CATEGORIES, CATEGORY_LABELS } from '@thinkbuild/core/categories';
import { MESSAGES } from '@thinkbuild/core/messages';
import { type TAdminBlog, ZBlogInput } from '@thinkbuild/core/schemas/admin';
import { checkDraft } from '../../../../lib/form-errors.ts';
import { showToast } from '../../../../lib/toast.ts';
import { BlogArticle } from '../../../../ui/blog-article.tsx';
import { Button } from '../../../../ui/button.tsx';
import { ChoiceOptions } from '../../../../ui/choice-options.tsx';
import { SelectField, TextAreaField } from '../../../../ui/field.tsx';
import { FormAlert } from '../../../../ui/form-alert.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { useDraftForm } from '../../hooks/use-draft-form.ts';
import { useSaveBlog } from '../api/save-blog.ts';
import { BlogBlocksFields } from './blog-blocks-fields.tsx';
import { blogInputOf, previewBlocks, type TBlogDraft } from './blog-draft.ts';
import { BlogProjectField } from './blog-project-field.tsx';

type TProps = {
  initial: TBlogDraft;
  /** Set when editing an existing post. */
  postId?: string;
  onSaved: (post: TAdminBlog) => void;
};

const validate = (draft: TBlogDraft) => checkDraft(ZBlogInput, blogInputOf(draft));

/** The blog editor: fields on the left, the post exactly as readers will see it on the right. */
export function BlogForm({ initial, postId, onSaved }: TProps) {
  const { draft, change, errors, formError, submit, busy } = useDraftForm({
    initial,
    validate,
    save: useSaveBlog(postId),
    onSaved: (post: TAdminBlog) => {
      showToast(MESSAGES.blogCreated, 'success');
      onSaved(post);
    },
  });
  const set = <K extends keyof TBlogDraft>(key: K, value: TBlogDraft[K]) =>
    change({ ...draft, [key]: value });

  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <form noValidate onSubmit={submit} className="space-y-5" aria-label="Blog post">
        <div className="grid gap-5 sm:grid-cols-[1fr_9rem]">
          <SelectField
            label="Category"
            value={draft.category}
            error={errors.category}
            required
            onChange={(e) =>
              // A project belongs to one category: a new category starts with none.
              change({ ...draft, category: e.target.value as TBlogDraft['category'], project: '' })
            }
          >
            <ChoiceOptions
              placeholder="Choose a category…"
              values={CATEGORIES}
              labels={CATEGORY_LABELS}
            />
          </SelectField>
          <TextField
            label="Order"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={draft.order}
            error={errors.order}
            onChange={(e) => set('order', e.target.value)}
          />
        </div>
        <TextField
          label="Title"
          value={draft.title}
          error={errors.title}
          required
          onChange={(e) => set('title', e.target.value)}
        />
        <TextAreaField
          label="Summary"
          hint="Shown on the card in /blogs"
          value={draft.summary}
          error={errors.summary}
          required
          inputClassName="min-h-20"
          onChange={(e) => set('summary', e.target.value)}
        />
        <BlogBlocksFields
          blocks={draft.blocks}
          errors={errors}
          onChange={(blocks) => set('blocks', blocks)}
        />
        <BlogProjectField
          category={draft.category}
          value={draft.project}
          error={errors.project}
          onChange={(slug) => set('project', slug)}
        />
        {formError && <FormAlert>{formError}</FormAlert>}
        <Button type="submit" size="lg" busy={busy}>
          {postId ? 'Save changes' : 'Publish post'}
        </Button>
      </form>
      <aside aria-labelledby="preview-heading" className="min-w-0">
        <div className="lg:sticky lg:top-6">
          <h2
            id="preview-heading"
            className="font-semibold text-slate-500 text-xs uppercase tracking-wider"
          >
            Live preview
          </h2>
          <div className="mt-3 max-h-[80vh] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <BlogArticle
              category={draft.category || 'web'}
              title={draft.title || 'Your title'}
              summary={draft.summary || 'Your summary'}
              blocks={previewBlocks(draft.blocks)}
            />
          </div>
        </div>
      </aside>
    </div>
  );
}
