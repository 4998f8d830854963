import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { applyDocumentMeta, DEFAULT_META } from '../../../lib/route-meta.ts';
import { showToast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Container } from '../../../ui/container.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { PageBand } from '../../../ui/page-band.tsx';
import { useAdminBlog, useDeleteBlog } from '../api/admin-blogs.ts';
import { AdminBackLink } from '../components/admin-back-link.tsx';
import { blogDraftOf } from '../components/blog-draft.ts';
import { BlogForm } from '../components/blog-form.tsx';

/** /admin/blogs/:id/edit: the post's fields, its preview, and Delete (after a confirmation). */
export default function EditBlogPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: post, isError, refetch } = useAdminBlog(id);
  const remove = useDeleteBlog();
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    applyDocumentMeta({ title: 'Edit Blog', description: DEFAULT_META.description });
  }, []);

  const onDelete = () =>
    remove.mutate(id, {
      onSuccess: () => {
        showToast('Post deleted', 'success');
        navigate('/admin');
      },
      onError: (error) => showToast(error.message, 'error'),
    });

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
            <Button variant="danger" onClick={() => setConfirming(true)}>
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
        open={confirming}
        title="Delete this post?"
        body={`"${post?.title ?? ''}" will disappear from /blogs and its link will stop working. This cannot be undone.`}
        confirmLabel="Delete post"
        busy={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
