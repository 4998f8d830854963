import { coverUrl, formatLength } from '@thinkbuild/core/course-pages';
import { formatMoney } from '@thinkbuild/core/format';
import { CURRENCY, toSubunits } from '@thinkbuild/core/plans';
import type {
  TCourseCard,
  TCourseOverview,
  TCoursesResponse,
} from '@thinkbuild/core/schemas/course-pages';
import type { TRouteMeta } from '../../lib/route-meta.ts';

/*
 * What search engines and link previews read of the course pages (docs/decisions/023): title,
 * description, the Open Graph picture and schema.org Course data. Absolute URLs, from the
 * server's PUBLIC_URL.
 */

const pathOf = (c: Pick<TCourseCard, 'category' | 'slug'>) => `/courses/${c.category}/${c.slug}`;

const imageOf = (c: TCourseCard, origin: string) =>
  c.hasCover ? `${origin}${coverUrl(c.category, c.slug, 960)}` : `${origin}/pwa-512x512.png`;

export function coursesMeta(list: TCoursesResponse, origin: string): TRouteMeta {
  const first = list.courses.find((c) => c.hasCover);
  return {
    title: 'Courses',
    description: `${list.courses.length} project courses in web, mobile and game development, each with a free preview lesson.`,
    url: `${origin}/courses`,
    image: first ? imageOf(first, origin) : `${origin}/pwa-512x512.png`,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: list.courses.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        url: `${origin}${pathOf(c)}`,
      })),
    },
  };
}

export function courseMeta(c: TCourseOverview, origin: string): TRouteMeta {
  const length = formatLength(c.totalSeconds);
  const facts = `${c.level} · ${c.lessonCount} lessons${length ? ` · ${length}` : ''}`;
  return {
    title: c.title,
    description: `${c.description} ${facts}. Watch a free preview lesson.`,
    url: `${origin}${pathOf(c)}`,
    image: imageOf(c, origin),
  };
}

/** schema.org Course, as Google's course info rich result reads it. */
export function courseJsonLd(c: TCourseOverview, origin: string) {
  const provider = { '@type': 'Organization', name: 'ThinkBuild', sameAs: origin };
  const cheapest = c.plans.find((p) => p.monthlyPrice !== null)?.monthlyPrice ?? null;
  const minutes = Math.max(1, Math.round(c.totalSeconds / 60));
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: c.title,
    description: c.description,
    url: `${origin}${pathOf(c)}`,
    image: imageOf(c, origin),
    inLanguage: 'en',
    educationalLevel: c.level,
    teaches: c.outcomes,
    coursePrerequisites: c.prerequisites,
    provider,
    offers: [
      { '@type': 'Offer', category: 'Free', price: 0, priceCurrency: CURRENCY },
      ...(cheapest === null
        ? []
        : [
            {
              '@type': 'Offer',
              category: 'Subscription',
              price: cheapest,
              priceCurrency: CURRENCY,
              description: `From ${formatMoney(toSubunits(cheapest), CURRENCY)} a month`,
            },
          ]),
    ],
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      courseWorkload: `PT${minutes}M`,
    },
  };
}
