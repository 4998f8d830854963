import { BLOG_SECTION_TITLES } from '@thinkbuild/core/categories';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../../ui/button.tsx';
import { LoadError } from '../../../../ui/load-error.tsx';
import { DeleteDialog } from '../../components/delete-dialog.tsx';
import { useConfirmDelete } from '../../hooks/use-confirm-delete.ts';
import { useDeleteBlog } from '../api/delete-blog.ts';
import { useAdminBlogs } from '../api/get-admin-blogs.ts';

/** Every post, by category and in its order, with Edit and Delete. */
export function PostList() {
  const { data, isPending, isError, refetch } = useAdminBlogs();
  const deletion = useConfirmDelete(useDeleteBlog(), 'Post deleted');
  if (isError) return <LoadError what="The posts" retry={() => refetch()} />;
  if (isPending) return <p className="text-slate-500">Loading posts…</p>;
  return (
    <div className="space-y-4">
      {data.categories.map(({ category, posts }) => (
        <section
          key={category}
          aria-label={BLOG_SECTION_TITLES[category]}
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
        >
          <h3 className="font-semibold text-slate-950">{BLOG_SECTION_TITLES[category]}</h3>
          {posts.length === 0 && <p className="mt-3 text-slate-500 text-sm">No posts yet.</p>}
          <ol className="mt-3 divide-y divide-slate-100">
            {posts.map((post) => (
              <li key={post.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5">
                <span className="w-8 shrink-0 text-right font-mono text-slate-500 text-xs">
                  {post.order}
                </span>
                <Link
                  to={`/blogpage/${post.slug}`}
                  className="min-w-[12rem] flex-1 text-slate-900 text-sm hover:underline"
                >
                  {post.title}
                </Link>
                <span className="ml-auto flex shrink-0 items-center gap-1">
                  <ButtonLink
                    to={`/admin/blogs/${post.id}/edit`}
                    variant="secondary"
                    className="!px-3 !py-1"
                    aria-label={`Edit ${post.title}`}
                  >
                    Edit
                  </ButtonLink>
                  <Button
                    variant="ghost"
                    className="!px-2 !py-1 !text-red-700"
                    aria-label={`Delete ${post.title}`}
                    onClick={() => deletion.ask({ id: post.id, title: post.title })}
                  >
                    Delete
                  </Button>
                </span>
              </li>
            ))}
          </ol>
        </section>
      ))}
      <DeleteDialog
        deletion={deletion}
        what="post"
        body={(title) => `"${title}" will disappear from /blogs. This cannot be undone.`}
      />
    </div>
  );
}
