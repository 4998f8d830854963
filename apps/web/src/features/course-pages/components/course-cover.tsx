import { COVER_WIDTHS, coverUrl } from '@thinkbuild/core/course-pages';
import type { TCourseCard } from '@thinkbuild/core/schemas/course-pages';

// Fixed colours, not palette ones: the drawn card looks the same in both themes (app/theme.css
// turns palette colours over in the dark one, and white text with them).
const TRACK_TINT: Record<TCourseCard['category'], string> = {
  web: 'from-[#4338ca] via-[#4f46e5] to-[#0284c7]',
  mobile: 'from-[#047857] via-[#0f766e] to-[#0e7490]',
  game: 'from-[#a21caf] via-[#7e22ce] to-[#c2410c]',
};

/**
 * A course's picture: the frame the transcode job took from its first lesson (WebP, one file
 * per width, the browser picks by `sizes`), or, until it is made, a drawn card in the track's
 * colours: never a broken image.
 */
export function CourseCover({
  course,
  sizes,
  eager = false,
  className = '',
}: {
  course: Pick<TCourseCard, 'category' | 'slug' | 'title' | 'categoryTitle' | 'hasCover'>;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const frame = `relative block aspect-video w-full overflow-hidden bg-slate-100 ${className}`;
  if (!course.hasCover) {
    return (
      <span
        className={`${frame} bg-gradient-to-br ${TRACK_TINT[course.category]}`}
        data-cover="placeholder"
      >
        <span
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgba(255,255,255,0.3),transparent_55%)]"
        />
        <span className="absolute inset-x-4 bottom-3 font-bold text-[#fff] text-sm tracking-wide drop-shadow">
          {course.categoryTitle}
        </span>
        <span
          aria-hidden="true"
          className="absolute top-1/2 left-1/2 flex h-12 w-12 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-[#fff]/25 text-2xl text-[#fff] backdrop-blur-sm"
        >
          ▶
        </span>
      </span>
    );
  }
  const src = (w: (typeof COVER_WIDTHS)[number]) => coverUrl(course.category, course.slug, w);
  return (
    <span className={frame}>
      <img
        src={src(640)}
        srcSet={COVER_WIDTHS.map((w) => `${src(w)} ${w}w`).join(', ')}
        sizes={sizes}
        width={640}
        height={360}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        // The first card's picture is the page's largest paint on a phone.
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        className="h-full w-full object-cover"
      />
    </span>
  );
}
