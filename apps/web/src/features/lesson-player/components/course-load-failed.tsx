import { ApiError } from '../../../lib/api-client.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { LoadError } from '../../../ui/load-error.tsx';

/** The course did not load: a course that does not exist (404, 400), or a retry. */
export function CourseLoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <Container className="py-14">
      {missing ? (
        <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <h1 className="font-bold text-2xl text-slate-950">This course does not exist</h1>
          <p className="mt-2 text-slate-600">It may have moved. Pick a course from your tracks.</p>
          <ButtonLink to="/home" className="mt-6">
            Back to your courses
          </ButtonLink>
        </div>
      ) : (
        <LoadError what="This course" retry={retry} />
      )}
    </Container>
  );
}
