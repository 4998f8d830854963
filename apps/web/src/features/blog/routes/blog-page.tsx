import { MESSAGES } from '@thinkbuild/core/messages';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { applyDocumentMeta } from '../../../lib/route-meta.ts';
import { showToast } from '../../../lib/toast.ts';
import { BlogArticle } from '../../../ui/blog-article.tsx';
import { Container } from '../../../ui/container.tsx';
import { useBlog, useHighlighted } from '../api/get-blog.ts';
import { PostEnd } from '../components/post-end.tsx';

export default function BlogPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const { data: post, error, isPending, refetch } = useBlog(slug);
  const highlighted = useHighlighted(slug);
  const notFound = error instanceof ApiError && error.status === 404;

  useEffect(() => {
    if (post) applyDocumentMeta({ title: post.title, description: post.summary });
  }, [post]);

  useEffect(() => {
    // SPEC.md: an unknown post says "Blog not found" and returns to the landing page.
    if (!notFound) return;
    showToast(MESSAGES.blogNotFound, 'error');
    navigate('/', { replace: true });
  }, [notFound, navigate]);

  return (
    <Container className="py-10 sm:py-14">
      <nav aria-label="Breadcrumb" className="mx-auto mb-8 max-w-3xl text-sm">
        <Link to="/blogs" className="font-semibold text-brand-700 hover:underline">
          <span aria-hidden="true">←</span> All posts
        </Link>
      </nav>
      {isPending && (
        <p role="status" className="mx-auto max-w-3xl text-slate-600">
          {MESSAGES.blogLoading}
        </p>
      )}
      {error && !notFound && (
        <div
          role="alert"
          className="mx-auto max-w-3xl rounded-xl border border-red-200 bg-red-50 p-5 text-red-800"
        >
          <p className="font-semibold">{MESSAGES.blogLoadError}</p>
          <button type="button" onClick={() => refetch()} className="mt-2 font-semibold underline">
            Try again
          </button>
        </div>
      )}
      {post && (
        <>
          <BlogArticle
            {...post}
            highlighted={highlighted}
            meta={{ publishedAt: post.publishedAt, readingMinutes: post.readingMinutes }}
          />
          <PostEnd post={post} />
        </>
      )}
    </Container>
  );
}
