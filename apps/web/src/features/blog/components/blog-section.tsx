import { BLOG_SECTION_TITLES, type TCategory } from '@thinkbuild/core/categories';
import { CardsLoading } from '../../../ui/cards-loading.tsx';
import { useBlogs } from '../api/get-blogs.ts';
import { BlogCard } from './blog-card.tsx';

/** One category's posts on /blogs, sorted by their order. */
export function BlogSection({ category }: { category: TCategory }) {
  const { data, isPending, isError, refetch } = useBlogs(category);
  const headingId = `blogs-${category}`;
  return (
    <section aria-labelledby={headingId} className="py-8">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-950">
        {BLOG_SECTION_TITLES[category]}
      </h2>
      {isPending && (
        <CardsLoading
          label="Loading posts"
          className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          cardClass="h-36"
        />
      )}
      {isError && (
        <div
          role="alert"
          className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800"
        >
          These posts could not be loaded.{' '}
          <button type="button" onClick={() => refetch()} className="font-semibold underline">
            Try again
          </button>
        </div>
      )}
      {data && data.blogs.length === 0 && (
        <p className="mt-6 text-slate-600">No posts here yet. Check back soon.</p>
      )}
      {data && data.blogs.length > 0 && (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.blogs.map((blog) => (
            <BlogCard key={blog.slug} blog={blog} />
          ))}
        </ul>
      )}
    </section>
  );
}
