import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { applyDocumentMeta, DEFAULT_META } from '../../../lib/route-meta.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Container } from '../../../ui/container.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { PageBand } from '../../../ui/page-band.tsx';
import { useAdminBlog, useDeleteBlog } from '../api/admin-blogs.ts';
import { AdminBackLink } from '../components/admin-back-link.tsx';
import { blogDraftOf } from '../components/blog-draft.ts';
import { BlogForm } from '../components/blog-form.tsx';
import { useDeleteThenBack } from '../hooks/use-delete-then-back.ts';

/** /admin/blogs/:id/edit: the post's fields, its preview, and Delete (after a confirmation). */
export default function EditBlogPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: post, isError, refetch } = useAdminBlog(id);
  const deletion = useDeleteThenBack(useDeleteBlog(), id, 'Post deleted');

  useEffect(() => {
    applyDocumentMeta({ title: 'Edit Blog', description: DEFAULT_META.description });
  }, []);

  return (
    <>
      <PageBand
        back={<AdminBackLink />}
        eyebrow="Admin"
        title="Edit Blog"
        lead={
          post ? (
            <>
              Its link stays{' '}
              <Link
                to={`/blogpage/${post.slug}`}
                className="font-semibold text-brand-700 underline"
              >
                /blogpage/{post.slug}
              </Link>{' '}
              even when the title changes.
            </>
          ) : undefined
        }
        actions={
          post && (
            <Button variant="danger" onClick={() => deletion.ask()}>
              Delete post
            </Button>
          )
        }
      />
      <Container className="py-10 sm:py-14">
        {isError && <LoadError what="The post" retry={() => refetch()} />}
        {post && (
          <BlogForm
            key={post.id}
            initial={blogDraftOf(post)}
            postId={post.id}
            onSaved={() => navigate('/admin')}
          />
        )}
      </Container>
      <ConfirmDialog
        open={deletion.confirming}
        title="Delete this post?"
        body={`"${post?.title ?? ''}" will disappear from /blogs and its link will stop working. This cannot be undone.`}
        confirmLabel="Delete post"
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onClose={deletion.close}
      />
    </>
  );
}
