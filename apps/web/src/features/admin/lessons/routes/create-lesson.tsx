import { useNavigate } from 'react-router';
import { AdminPage } from '../../components/admin-page.tsx';
import { emptyLessonDraft } from '../components/lesson-draft.ts';
import { LessonForm } from '../components/lesson-form.tsx';

/** /createcourse: a new lesson with its video and five-question quiz. */
export default function CreateLessonPage() {
  const navigate = useNavigate();
  return (
    <AdminPage
      title="New lesson"
      lead="A lesson: where it goes, its video and a five-question quiz. Learners see it once the whole video has uploaded."
    >
      <LessonForm initial={emptyLessonDraft()} onSaved={() => navigate('/admin')} />
    </AdminPage>
  );
}
