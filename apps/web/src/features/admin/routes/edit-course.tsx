import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { applyDocumentMeta, DEFAULT_META } from '../../../lib/route-meta.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Container } from '../../../ui/container.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { PageBand } from '../../../ui/page-band.tsx';
import { useAdminLesson, useDeleteLesson } from '../api/admin-lessons.ts';
import { AdminBackLink } from '../components/admin-back-link.tsx';
import { lessonDraftOf } from '../components/lesson-draft.ts';
import { LessonForm } from '../components/lesson-form.tsx';
import { useDeleteThenBack } from '../hooks/use-delete-then-back.ts';

/** /admin/lessons/:id/edit: data, quiz and (optionally) a new video; Delete after a confirmation. */
export default function EditCoursePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: lesson, isError, refetch } = useAdminLesson(id);
  const deletion = useDeleteThenBack(useDeleteLesson(), id, 'Lesson deleted');

  useEffect(() => {
    applyDocumentMeta({ title: 'Edit lesson', description: DEFAULT_META.description });
  }, []);

  return (
    <>
      <PageBand
        back={<AdminBackLink />}
        eyebrow="Admin"
        title="Edit lesson"
        lead={
          lesson &&
          (lesson.published ? (
            <>
              Live in{' '}
              <Link
                to={`/coursepage/${lesson.category}/${lesson.project.slug}`}
                className="font-semibold text-brand-700 underline"
              >
                {lesson.project.title}
              </Link>
              . A new video replaces the current one only once it has fully uploaded.
            </>
          ) : (
            'A draft without its video: learners do not see it until a video is uploaded.'
          ))
        }
        actions={
          lesson && (
            <Button variant="danger" onClick={() => deletion.ask()}>
              Delete lesson
            </Button>
          )
        }
      />
      <Container className="py-10 sm:py-14">
        {isError && <LoadError what="The lesson" retry={() => refetch()} />}
        {lesson && (
          <LessonForm
            key={lesson.id}
            initial={lessonDraftOf(lesson)}
            lessonId={lesson.id}
            hasVideo={lesson.hasVideo}
            onSaved={() => navigate('/admin')}
          />
        )}
      </Container>
      <ConfirmDialog
        open={deletion.confirming}
        title="Delete this lesson?"
        body={`"${lesson?.title ?? ''}" will be removed with its video, quiz and every learner's progress in it. This cannot be undone.`}
        confirmLabel="Delete lesson"
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onClose={deletion.close}
      />
    </>
  );
}
