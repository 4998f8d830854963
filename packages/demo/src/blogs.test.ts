import { describe, expect, it } from 'vitest';
import { SEED_BLOGS } from './blogs.ts';
import { SEED_CATALOG } from './catalog.ts';

describe('the demo blog posts', () => {
  it.each(SEED_BLOGS.filter((b) => b.project).map((b) => [b.title, b] as const))(
    '"%s" leads to a published project of its own category',
    (_, post) => {
      const project = SEED_CATALOG.find((c) => c.slug === post.category)?.projects.find(
        (p) => p.slug === post.project,
      );
      expect(project?.status).toBe('published');
    },
  );

  it('gives most posts a project, and leaves some with only their category', () => {
    const linked = SEED_BLOGS.filter((b) => b.project).length;
    expect(linked).toBeGreaterThan(SEED_BLOGS.length / 2);
    expect(linked).toBeLessThan(SEED_BLOGS.length);
  });
});
