import { CATEGORY_LABELS, isCategory, type TCategory } from '@thinkbuild/core/categories';
import { coursePagePath } from '@thinkbuild/core/routes';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../../lib/api-client.ts';
import { applyDocumentMeta, DEFAULT_META } from '../../../../lib/route-meta.ts';
import { LoadError } from '../../../../ui/load-error.tsx';
import { AdminPage } from '../../components/admin-page.tsx';
import { useAdminCourseFacts } from '../api/get-admin-course-facts.ts';
import { CourseFactsForm } from '../components/course-facts-form.tsx';

/** /admin/courses/:category/:project/edit: level, outcomes and prerequisites of its public page. */
export default function EditCoursePagePage() {
  const params = useParams();
  // A category that does not exist is asked all the same: the API's refusal says "not found".
  const category = (params.category ?? '') as TCategory;
  const slug = params.project ?? '';
  const { data: facts, error, refetch } = useAdminCourseFacts(category, slug);
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);

  useEffect(() => {
    applyDocumentMeta({ title: 'Edit course page', description: DEFAULT_META.description });
  }, []);

  return (
    <AdminPage
      eyebrow={isCategory(category) ? `Admin · ${CATEGORY_LABELS[category]}` : 'Admin'}
      title={facts ? `Course page: ${facts.title}` : 'Course page'}
      lead={
        facts &&
        (facts.status === 'published' ? (
          <>
            What visitors read on{' '}
            <Link
              to={coursePagePath(category, slug)}
              className="font-semibold text-brand-700 underline"
            >
              {coursePagePath(category, slug)}
            </Link>{' '}
            before they sign up. A save shows there at once.
          </>
        ) : (
          'This project is coming soon: its course page appears once it is published with lessons.'
        ))
      }
    >
      {missing ? (
        <p role="alert" className="text-slate-700">
          There is no such course. Choose one from the lessons on the admin dashboard.
        </p>
      ) : (
        error && <LoadError what="The course" retry={() => refetch()} />
      )}
      {facts && <CourseFactsForm key={`${category}/${slug}`} facts={facts} />}
    </AdminPage>
  );
}
