import { CATEGORIES } from '@thinkbuild/core/categories';
import { Container } from '../../../ui/container.tsx';
import { BlogSection } from '../components/blog-section.tsx';

export default function BlogsPage() {
  return (
    <Container className="py-12 sm:py-16">
      <header className="max-w-2xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-950">Blog</h1>
        <p className="mt-3 text-lg text-slate-600">
          Bite-sized explanations with code you can copy straight into your project.
        </p>
      </header>
      <div className="mt-6 divide-y divide-slate-200">
        {CATEGORIES.map((category) => (
          <BlogSection key={category} category={category} />
        ))}
      </div>
    </Container>
  );
}
