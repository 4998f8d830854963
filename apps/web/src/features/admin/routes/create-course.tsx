import { useNavigate } from 'react-router';
import { Container } from '../../../ui/container.tsx';
import { PageBand } from '../../../ui/page-band.tsx';
import { AdminBackLink } from '../components/admin-back-link.tsx';
import { emptyLessonDraft } from '../components/lesson-draft.ts';
import { LessonForm } from '../components/lesson-form.tsx';

/** /createcourse: a new lesson with its video and five-question quiz. */
export default function CreateCoursePage() {
  const navigate = useNavigate();
  return (
    <>
      <PageBand
        back={<AdminBackLink />}
        eyebrow="Admin"
        title="New lesson"
        lead="A lesson: where it goes, its video and a five-question quiz. Learners see it once the whole video has uploaded."
      />
      <Container className="py-10 sm:py-14">
        <LessonForm initial={emptyLessonDraft()} onSaved={() => navigate('/admin')} />
      </Container>
    </>
  );
}
