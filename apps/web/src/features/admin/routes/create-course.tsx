import { Link } from 'react-router';
import { PageBand } from '../../../ui/page-band.tsx';

/** /createcourse: admins only. The form arrives with the admin issue. */
export default function CreateCoursePage() {
  return (
    <PageBand
      back={
        <Link to="/admin" className="rounded font-semibold text-brand-700 hover:underline">
          <span aria-hidden="true">←</span> Admin Dashboard
        </Link>
      }
      eyebrow="Admin"
      title="Create Course"
      lead="The course editor (video, section, lesson number and five quiz questions) is on its way."
    />
  );
}
