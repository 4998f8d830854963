import { ButtonLink } from '../../../ui/button.tsx';
import { CardsLoading } from '../../../ui/cards-loading.tsx';
import { Container } from '../../../ui/container.tsx';
import { UserIcon } from '../../../ui/icons.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { PageBand } from '../../../ui/page-band.tsx';
import { useCatalog } from '../api/get-catalog.ts';
import { AccessNote } from '../components/access-note.tsx';
import { CategoryCard } from '../components/category-card.tsx';
import { ContinueCard } from '../components/continue-card.tsx';
import { ReviewLink } from '../components/review-link.tsx';

/** /home: the three tracks with their course counts (SPEC.md §2 "Protected"). */
export default function HomePage() {
  const { data, isPending, isError, refetch } = useCatalog();
  return (
    <>
      <PageBand
        eyebrow="Your courses"
        title="What do you want to build?"
        lead="Pick a track, then a project. Every course walks you from planning to deployment."
        actions={
          <ButtonLink to="/account" variant="secondary" size="lg">
            <UserIcon />
            My Account
          </ButtonLink>
        }
      />
      <Container className="py-10 sm:py-14">
        <AccessNote />
        <ContinueCard />
        <ReviewLink />
        <h2 className="sr-only">Tracks</h2>
        {isPending && (
          <CardsLoading
            label="Loading tracks"
            className="grid gap-5 md:grid-cols-3"
            cardClass="h-60"
          />
        )}
        {isError && <LoadError what="The courses" retry={() => refetch()} />}
        {data && (
          <ul className="grid gap-5 md:grid-cols-3">
            {data.categories.map((category) => (
              <CategoryCard key={category.slug} category={category} />
            ))}
          </ul>
        )}
      </Container>
    </>
  );
}
