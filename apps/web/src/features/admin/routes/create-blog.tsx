import { useNavigate } from 'react-router';
import { Container } from '../../../ui/container.tsx';
import { PageBand } from '../../../ui/page-band.tsx';
import { AdminBackLink } from '../components/admin-back-link.tsx';
import { emptyBlogDraft } from '../components/blog-draft.ts';
import { BlogForm } from '../components/blog-form.tsx';

/** /createblog: a new post, published on save. */
export default function CreateBlogPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageBand
        back={<AdminBackLink />}
        eyebrow="Admin"
        title="Create Blog"
        lead="Title, summary and up to five blocks of text and code. The preview shows the post as readers will see it."
      />
      <Container className="py-10 sm:py-14">
        <BlogForm initial={emptyBlogDraft()} onSaved={() => navigate('/admin')} />
      </Container>
    </>
  );
}
