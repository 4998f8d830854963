import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { applyDocumentMeta, DEFAULT_META } from '../../../../lib/route-meta.ts';
import { Button } from '../../../../ui/button.tsx';
import { LoadError } from '../../../../ui/load-error.tsx';
import { AdminPage } from '../../components/admin-page.tsx';
import { useConfirmDelete } from '../../hooks/use-confirm-delete.ts';
import { useDeleteLesson } from '../api/delete-lesson.ts';
import { useAdminLesson } from '../api/get-admin-lesson.ts';
import { DeleteLessonDialog } from '../components/delete-lesson-dialog.tsx';
import { lessonDraftOf } from '../components/lesson-draft.ts';
import { LessonForm } from '../components/lesson-form.tsx';

/** /admin/lessons/:id/edit: data, quiz and (optionally) a new video; Delete after a confirmation. */
export default function EditLessonPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: lesson, isError, refetch } = useAdminLesson(id);
  const deletion = useConfirmDelete(useDeleteLesson(), 'Lesson deleted', () => navigate('/admin'));

  useEffect(() => {
    applyDocumentMeta({ title: 'Edit lesson', description: DEFAULT_META.description });
  }, []);

  return (
    <AdminPage
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
          <Button variant="danger" onClick={() => deletion.ask({ id, title: lesson.title })}>
            Delete lesson
          </Button>
        )
      }
    >
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
      <DeleteLessonDialog deletion={deletion} />
    </AdminPage>
  );
}
