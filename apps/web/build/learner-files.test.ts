import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { findAdminOnly, isAdminPage } from './learner-files.ts';

type TFake = {
  imports?: string[];
  dynamic?: string[];
  module?: string;
  entry?: boolean;
  css?: string[];
};

const bundleOf = (files: Record<string, TFake>) =>
  Object.fromEntries(
    Object.entries(files).map(([fileName, f]) => [
      fileName,
      {
        type: 'chunk',
        fileName,
        isEntry: f.entry ?? false,
        facadeModuleId: f.module ?? null,
        imports: f.imports ?? [],
        dynamicImports: f.dynamic ?? [],
        viteMetadata: { importedCss: new Set(f.css ?? []), importedAssets: new Set<string>() },
      } as unknown as OutputChunk,
    ]),
  ) as OutputBundle;

const run = (files: Record<string, TFake>) =>
  [...findAdminOnly(bundleOf(files), (id) => id.includes('/admin/routes/'))].sort();

describe('findAdminOnly', () => {
  it('leaves out what only admin pages reach, keeps what a learner page shares', () => {
    expect(
      run({
        'index.js': { entry: true, dynamic: ['home.js', 'dashboard.js'] },
        'home.js': { module: '/src/features/catalog/routes/home.tsx', imports: ['shared.js'] },
        'dashboard.js': {
          module: '/src/features/admin/routes/dashboard.tsx',
          imports: ['shared.js', 'lesson-form.js'],
          css: ['dashboard.css'],
        },
        'lesson-form.js': { css: ['form.css', 'index.css'] },
        'shared.js': {},
      }),
    ).toEqual(['dashboard.css', 'dashboard.js', 'form.css', 'index.css', 'lesson-form.js']);
  });

  it('keeps a learner page that an admin page also imports', () => {
    expect(
      run({
        'index.js': { entry: true, dynamic: ['course.js', 'edit.js'] },
        'course.js': { module: '/src/features/lesson-player/routes/lesson-page.tsx' },
        'edit.js': { module: '/src/features/admin/routes/edit.tsx', imports: ['course.js'] },
      }),
    ).toEqual(['edit.js']);
  });
});

describe('isAdminPage', () => {
  it('knows the dashboard and every domain page of the studio, and nothing else', () => {
    expect(isAdminPage('/repo/apps/web/src/features/admin/routes/dashboard.tsx')).toBe(true);
    expect(isAdminPage('/repo/apps/web/src/features/admin/billing/routes/billing.tsx')).toBe(true);
    expect(
      isAdminPage('/repo/apps/web/src/features/admin/lessons/components/lesson-form.tsx'),
    ).toBe(false);
    expect(isAdminPage('/repo/apps/web/src/features/catalog/routes/home.tsx')).toBe(false);
  });
});
