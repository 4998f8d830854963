import { useNavigate } from 'react-router';
import { AdminPage } from '../../components/admin-page.tsx';
import { emptyBlogDraft } from '../components/blog-draft.ts';
import { BlogForm } from '../components/blog-form.tsx';

/** /createblog: a new post, published on save. */
export default function CreateBlogPage() {
  const navigate = useNavigate();
  return (
    <AdminPage
      title="Create Blog"
      lead="Title, summary and up to five blocks of text and code. The preview shows the post as readers will see it."
    >
      <BlogForm initial={emptyBlogDraft()} onSaved={() => navigate('/admin')} />
    </AdminPage>
  );
}
