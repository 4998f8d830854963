import { CATEGORIES, CATEGORY_LABELS } from '@thinkbuild/core/categories';
import { categoryPagePath } from '@thinkbuild/core/routes';
import type { TAdminOverview } from '@thinkbuild/core/schemas/catalog';
import { Link } from 'react-router';
import { ButtonLink } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import {
  ArrowRightIcon,
  CardIcon,
  CodeIcon,
  FileCodeIcon,
  GamepadIcon,
  PhoneIcon,
} from '../../../ui/icons.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { PageBand } from '../../../ui/page-band.tsx';
import { useAdminOverview } from '../api/get-admin-overview.ts';
import { PostList } from '../blogs/components/post-list.tsx';
import { AdminSection } from '../components/admin-section.tsx';
import { LessonList } from '../lessons/components/lesson-list.tsx';
import { QuestionQueue } from '../questions/components/question-queue.tsx';
import { PublishedSites } from '../sites/components/published-sites.tsx';

const ICONS = { web: CodeIcon, mobile: PhoneIcon, game: GamepadIcon };

const STATS: { key: keyof TAdminOverview; label: string }[] = [
  { key: 'users', label: 'Users' },
  { key: 'lessons', label: 'Lessons' },
  { key: 'blogs', label: 'Blog posts' },
];

function Overview() {
  const { data, isPending, isError, refetch } = useAdminOverview();
  if (isError) return <LoadError what="The overview" retry={() => refetch()} />;
  return (
    <dl className="grid grid-cols-3 gap-3 sm:gap-5" aria-busy={isPending || undefined}>
      {STATS.map(({ key, label }) => (
        <div key={key} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <dt className="font-semibold text-slate-600 text-xs uppercase tracking-wider sm:text-sm">
            {label}
          </dt>
          <dd className="mt-2 font-black text-2xl text-slate-950 tracking-tight sm:text-4xl">
            {data ? data[key].toLocaleString('en-ZA') : '–'}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin: overview counts, the three course categories, and the create forms. */
export default function AdminDashboardPage() {
  return (
    <>
      <PageBand
        eyebrow="Admin"
        title="Admin dashboard"
        lead="Courses, lessons and blog posts, all in one place."
        actions={
          <>
            <ButtonLink to="/createcourse" size="lg">
              Create Course
            </ButtonLink>
            <ButtonLink to="/createblog" variant="secondary" size="lg">
              <FileCodeIcon />
              Create Blog
            </ButtonLink>
            <ButtonLink to="/admin/billing" variant="secondary" size="lg">
              <CardIcon />
              Billing
            </ButtonLink>
            <ButtonLink to="/admin/insights" variant="secondary" size="lg">
              Insights
            </ButtonLink>
          </>
        }
      />
      <Container className="space-y-12 py-10 sm:py-14">
        <AdminSection id="overview-heading" title="Overview">
          <Overview />
        </AdminSection>
        <AdminSection id="courses-heading" title="Courses">
          <ul className="grid gap-4 sm:grid-cols-3">
            {CATEGORIES.map((category) => {
              const Icon = ICONS[category];
              return (
                <li key={category}>
                  <Link
                    to={categoryPagePath(category)}
                    className="group flex items-center gap-3 rounded-2xl bg-white p-5 font-semibold text-slate-950 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-500"
                  >
                    <span className="inline-flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                      <Icon className="h-5 w-5" />
                    </span>
                    <span className="flex-1">{CATEGORY_LABELS[category]}</span>
                    <ArrowRightIcon className="h-4 w-4 text-brand-700 transition group-hover:translate-x-0.5" />
                  </Link>
                </li>
              );
            })}
          </ul>
        </AdminSection>
        <AdminSection
          id="lessons-heading"
          title="Lessons"
          lead="By category, project and section. A lesson without its video is a draft learners do not see."
        >
          <LessonList />
        </AdminSection>
        <AdminSection
          id="posts-heading"
          title="Blog posts"
          lead="By category, in their order on /blogs."
        >
          <PostList />
        </AdminSection>
        <AdminSection
          id="questions-heading"
          title="Questions"
          lead="Reported posts, and the questions under lessons that nobody has answered yet. Every action records its reason."
        >
          <QuestionQueue />
        </AdminSection>
        <AdminSection
          id="sites-heading"
          title="Published projects"
          lead="Learners' projects online at their own addresses, reported ones first. Taking one down mails its learner the reason."
        >
          <PublishedSites />
        </AdminSection>
      </Container>
    </>
  );
}
