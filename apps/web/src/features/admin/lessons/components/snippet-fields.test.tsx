import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi, on, renderWithApp } from '../../../../test/render.tsx';
import { useLessonTextDraft } from '../hooks/use-lesson-text-draft.ts';
import { SnippetFields } from './snippet-fields.tsx';

/** The lesson form's snippets part; Save stands for the lesson having been saved as `savedAs`. */
function Harness({ lessonId, savedAs }: { lessonId?: string; savedAs: string }) {
  const text = useLessonTextDraft(lessonId);
  const [saved, setSaved] = useState(false);
  return (
    <>
      <SnippetFields text={text} />
      <button
        type="button"
        onClick={() =>
          void text
            .save(savedAs)
            .then(() => setSaved(true))
            .catch(() => {})
        }
      >
        Save
      </button>
      {saved && <p>Saved</p>}
    </>
  );
}

const SNIPPETS = /^\/admin\/lessons\/([^/]*)\/snippets$/;
const CAPTIONS = /^\/admin\/lessons\/([^/]*)\/captions$/;

describe('the snippets and captions of a new lesson', () => {
  it('are saved under the new lesson’s id and never asked for with an empty id', async () => {
    const user = userEvent.setup();
    const calls = mockApi(
      on('PUT', SNIPPETS, (body) => ({ body: { snippets: (body as { snippets: [] }).snippets } })),
      on('GET', SNIPPETS, { body: { snippets: [] } }),
      on('GET', CAPTIONS, { body: { captions: null } }),
    );
    renderWithApp(<Harness savedAs="new-lesson" />);
    await user.click(screen.getByRole('button', { name: 'Add a snippet' }));
    await user.type(screen.getByLabelText('Code'), '<p>Hi</p>');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls).toContainEqual(expect.objectContaining({ method: 'PUT' })));
    // Whatever is read back afterwards is read for the saved lesson, never for "".
    await new Promise((resolve) => setTimeout(resolve, 50));
    const paths = calls.map((c) => `${c.method} ${c.path}`);
    expect(paths).toContain('PUT /admin/lessons/new-lesson/snippets');
    expect(paths.filter((p) => p.includes('//'))).toEqual([]);
  });

  it('an existing lesson loads its stored snippets', async () => {
    mockApi(
      on('GET', SNIPPETS, {
        body: { snippets: [{ language: 'css', code: 'p { color: red; }', timeSeconds: 84 }] },
      }),
      on('GET', CAPTIONS, { body: { captions: null } }),
    );
    renderWithApp(<Harness lessonId="l1" savedAs="l1" />);
    await waitFor(() =>
      expect((screen.getByLabelText(/Time in video/) as HTMLInputElement).value).toBe('1:24'),
    );
  });
});
