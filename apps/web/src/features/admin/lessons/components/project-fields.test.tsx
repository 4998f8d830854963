import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi, on, renderWithApp } from '../../../../test/render.tsx';
import { emptyLessonDraft, type TLessonDraft } from './lesson-draft.ts';
import { PlacementFields } from './project-fields.tsx';

function Harness() {
  const [draft, setDraft] = useState<TLessonDraft>({ ...emptyLessonDraft(), category: 'web' });
  return <PlacementFields draft={draft} errors={{}} onChange={setDraft} />;
}

const project = (slug: string, learnInOrder: boolean) => ({
  category: 'web',
  slug,
  title: slug,
  status: 'published',
  learnInOrder,
});

describe('"Learn in order" in the lesson form', () => {
  it('is on for a new project and as saved for an existing one', async () => {
    const user = userEvent.setup();
    mockApi(
      on('GET', '/admin/projects', {
        body: { projects: [project('portfolio', true), project('shop', false)] },
      }),
    );
    renderWithApp(<Harness />);
    const select = screen.getByRole('combobox', { name: 'Project' });
    await screen.findByRole('option', { name: 'shop' });
    await user.selectOptions(select, '+ New project…');
    const inOrder = () =>
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Learn in order' });
    expect(inOrder().checked).toBe(true);
    await user.selectOptions(select, 'shop');
    expect(inOrder().checked).toBe(false);
    await user.selectOptions(select, 'portfolio');
    expect(inOrder().checked).toBe(true);
  });
});
