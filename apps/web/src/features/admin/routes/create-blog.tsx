import { Link } from 'react-router';
import { PageBand } from '../../../ui/page-band.tsx';

/** /createblog: admins only. The form arrives with the admin issue. */
export default function CreateBlogPage() {
  return (
    <PageBand
      back={
        <Link to="/admin" className="rounded font-semibold text-brand-700 hover:underline">
          <span aria-hidden="true">←</span> Admin Dashboard
        </Link>
      }
      eyebrow="Admin"
      title="Create Blog"
      lead="The blog editor (up to five paragraphs with code boxes and a live preview) is on its way."
    />
  );
}
