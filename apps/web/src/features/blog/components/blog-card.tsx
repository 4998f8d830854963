import type { TBlogCard } from '@thinkbuild/core/schemas/blog';
import { Link } from 'react-router';
import { PostMeta } from '../../../ui/post-meta.tsx';

export function BlogCard({ blog }: { blog: TBlogCard }) {
  return (
    <li>
      <Link
        to={`/blogpage/${blog.slug}`}
        className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md"
      >
        <h3 className="text-lg font-bold text-slate-950 group-hover:text-brand-700">
          {blog.title}
        </h3>
        <PostMeta
          publishedAt={blog.publishedAt}
          readingMinutes={blog.readingMinutes}
          className="mt-1"
        />
        <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{blog.summary}</p>
        <span className="mt-4 text-sm font-semibold text-brand-700">
          Read post <span aria-hidden="true">→</span>
        </span>
      </Link>
    </li>
  );
}
