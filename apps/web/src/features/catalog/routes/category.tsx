import { CATEGORY_LABELS, type TCategory } from '@thinkbuild/core/categories';
import { Link, useLocation } from 'react-router';
import { TRACK_STYLE } from '../../../entities/course/track-style.ts';
import { CardsLoading } from '../../../ui/cards-loading.tsx';
import { Container } from '../../../ui/container.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { PageBand } from '../../../ui/page-band.tsx';
import { useCategory } from '../api/get-category.ts';
import { categoryFromPath } from '../components/category-style.ts';
import { ProjectCard } from '../components/project-card.tsx';

function CategoryProjects({ category }: { category: TCategory }) {
  const { data, isPending, isError, refetch } = useCategory(category);
  const { Icon, tone, blurb } = TRACK_STYLE[category];
  return (
    <>
      <PageBand
        back={
          <Link to="/home" className="rounded font-semibold text-brand-700 hover:underline">
            <span aria-hidden="true">←</span> All tracks
          </Link>
        }
        eyebrow={
          <span className="inline-flex items-center gap-2">
            <span
              className={`inline-flex h-7 w-7 items-center justify-center rounded-lg ring-1 ${tone}`}
            >
              <Icon className="h-4 w-4" />
            </span>
            Track
          </span>
        }
        title={data?.category.title ?? CATEGORY_LABELS[category]}
        lead={blurb}
      />
      <Container className="py-10 sm:py-14">
        <h2 className="sr-only">Projects</h2>
        {isPending && (
          <CardsLoading
            label="Loading projects"
            className="grid gap-5 md:grid-cols-3"
            cardClass="h-52"
          />
        )}
        {isError && <LoadError what="The projects" retry={() => refetch()} />}
        {data && data.projects.length === 0 && (
          <p className="text-slate-600">No projects here yet. Check back soon.</p>
        )}
        {data && data.projects.length > 0 && (
          <ul className="grid gap-5 md:grid-cols-3">
            {data.projects.map((project) => (
              <ProjectCard key={project.slug} category={category} project={project} />
            ))}
          </ul>
        )}
      </Container>
    </>
  );
}

/** /web-category, /mobile-category and /game-category: one page, the path names the track. */
export default function CategoryPage() {
  const category = categoryFromPath(useLocation().pathname);
  // Only registered for the three paths; the key resets the page between tracks.
  return category ? <CategoryProjects key={category} category={category} /> : null;
}
