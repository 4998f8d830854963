import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { applyDocumentMeta, DEFAULT_META } from '../../../../lib/route-meta.ts';
import { Button } from '../../../../ui/button.tsx';
import { LoadError } from '../../../../ui/load-error.tsx';
import { AdminPage } from '../../components/admin-page.tsx';
import { DeleteDialog } from '../../components/delete-dialog.tsx';
import { useConfirmDelete } from '../../hooks/use-confirm-delete.ts';
import { useDeleteBlog } from '../api/delete-blog.ts';
import { useAdminBlog } from '../api/get-admin-blog.ts';
import { blogDraftOf } from '../components/blog-draft.ts';
import { BlogForm } from '../components/blog-form.tsx';

/** /admin/blogs/:id/edit: the post's fields, its preview, and Delete (after a confirmation). */
export default function EditBlogPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: post, isError, refetch } = useAdminBlog(id);
  const deletion = useConfirmDelete(useDeleteBlog(), 'Post deleted', () => navigate('/admin'));

  useEffect(() => {
    applyDocumentMeta({ title: 'Edit blog', description: DEFAULT_META.description });
  }, []);

  return (
    <AdminPage
      title="Edit blog"
      lead={
        post ? (
          <>
            Its link stays{' '}
            <Link to={`/blogpage/${post.slug}`} className="font-semibold text-brand-700 underline">
              /blogpage/{post.slug}
            </Link>{' '}
            even when the title changes.
          </>
        ) : undefined
      }
      actions={
        post && (
          <Button variant="danger" onClick={() => deletion.ask({ id, title: post.title })}>
            Delete post
          </Button>
        )
      }
    >
      {isError && <LoadError what="The post" retry={() => refetch()} />}
      {post && (
        <BlogForm
          key={post.id}
          initial={blogDraftOf(post)}
          postId={post.id}
          onSaved={() => navigate('/admin')}
        />
      )}
      <DeleteDialog
        deletion={deletion}
        what="post"
        body={(title) =>
          `"${title}" will disappear from /blogs and its link will stop working. This cannot be undone.`
        }
      />
    </AdminPage>
  );
}
