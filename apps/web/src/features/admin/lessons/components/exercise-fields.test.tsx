import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RUN_TRY_CHECKS } from '@thinkbuild/core/exercise-authoring';
import type { TAdminExercise } from '@thinkbuild/core/schemas/exercise';
import { SITE_CHECKS } from '@thinkbuild/core/site-check';
import { describe, expect, it } from 'vitest';
import { mockApi, on, renderWithApp } from '../../../../test/render.tsx';
import { useExerciseDraft } from '../hooks/use-exercise-draft.ts';
import { ExerciseFields } from './exercise-fields.tsx';

function Harness({ lessonId }: { lessonId?: string }) {
  const exercise = useExerciseDraft(lessonId);
  return (
    <>
      <ExerciseFields exercise={exercise} />
      <button type="button" onClick={() => void exercise.save(lessonId ?? '').catch(() => {})}>
        Save
      </button>
      <button
        type="button"
        onClick={() => exercise.validate({ published: Boolean(lessonId), publishing: !lessonId })}
      >
        Validate
      </button>
    </>
  );
}

const STORED: TAdminExercise = {
  kind: 'code',
  instructions: 'Three links.',
  starterFiles: [{ name: 'index.html', language: 'html', content: '<nav></nav>' }],
  solutionFiles: [{ name: 'index.html', language: 'html', content: '<nav><a></a></nav>' }],
  checks: "test('Links', () => expect($$('a')).toHaveLength(1));",
  hints: ['Look at the nav.'],
  updatedAt: '2026-11-27T10:00:00.000Z',
  verifiedAt: '2026-11-27T10:00:00.000Z',
  step: null,
};

const SITE_CHECK: TAdminExercise = {
  kind: 'publish',
  instructions: 'Publish your portfolio.',
  hints: ['Open My project.'],
  updatedAt: '2026-11-27T10:00:00.000Z',
};

const CODE = 'Write code in the browser';
const PUBLISH = 'Publish their project and check it at its address';
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('the Exercise part of the lesson form', () => {
  it('adds an exercise with a page and its stylesheet; a file name sets its language', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add an exercise' }));
    const starter = screen.getByRole('group', { name: 'Starter files' });
    expect(
      within(starter)
        .getAllByLabelText('File name')
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['index.html', 'style.css']);

    await user.click(within(starter).getByRole('button', { name: 'Add a file' }));
    const names = within(starter).getAllByLabelText('File name');
    expect((names[2] as HTMLInputElement).value).toBe('script.js');
    expect((within(starter).getAllByLabelText('Language')[2] as HTMLSelectElement).value).toBe(
      'javascript',
    );
    // Renamed to a stylesheet: its language follows.
    await user.clear(names[2] as HTMLElement);
    await user.type(names[2] as HTMLElement, 'theme.css');
    expect((within(starter).getAllByLabelText('Language')[2] as HTMLSelectElement).value).toBe(
      'css',
    );
  });

  it('stops at six files and keeps at least one', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add an exercise' }));
    const solution = screen.getByRole('group', { name: 'Solution files' });
    for (let n = 0; n < 4; n++)
      await user.click(within(solution).getByRole('button', { name: 'Add a file' }));
    expect(within(solution).getAllByLabelText('File name')).toHaveLength(6);
    expect(within(solution).queryByRole('button', { name: 'Add a file' })).toBeNull();
    expect(within(solution).getByText('6 files at most.')).toBeTruthy();
    for (let n = 0; n < 5; n++)
      await user.click(
        within(solution).getAllByRole('button', { name: /^Remove / })[0] as HTMLElement,
      );
    const last = within(solution).getByRole('button', { name: /^Remove / }) as HTMLButtonElement;
    expect(last.disabled).toBe(true);
  });

  it('Try checks first checks the exercise with the shared schema, and shows why under the fields', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add an exercise' }));
    const starter = screen.getByRole('group', { name: 'Starter files' });
    const [, second] = within(starter).getAllByLabelText('File name');
    await user.clear(second as HTMLElement);
    await user.type(second as HTMLElement, 'about.html');
    await user.clear(screen.getByLabelText('Checks'));
    await user.click(screen.getByRole('button', { name: 'Try checks' }));
    expect(
      within(starter).getByText('Keep exactly one HTML file: it is the page the preview shows'),
    ).toBeTruthy();
    expect(screen.getByText('Write at least one check')).toBeTruthy();
    expect(screen.getByLabelText('Checks').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Write the instructions')).toBeTruthy();
  });

  it('shows a stored exercise as verified until its files or checks change', async () => {
    const user = userEvent.setup();
    mockApi(on('GET', '/admin/lessons/l1/exercise', { body: STORED }));
    renderWithApp(<Harness lessonId="l1" />);
    expect(await screen.findByDisplayValue('Three links.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Verified');
    // New instructions change no outcome of the checks.
    await user.type(screen.getByLabelText(/^Instructions/), ' Go.');
    expect(screen.getByRole('status').textContent).toContain('Verified');
    await user.type(screen.getByLabelText('Checks'), ' ');
    await user.type(screen.getByLabelText('Checks'), '// more');
    expect(screen.getByRole('status').textContent).toContain('Not verified');
  });

  it('says whether learners meet the stored exercise as a step of their project', async () => {
    mockApi(
      on('GET', '/admin/lessons/l1/exercise', { body: { ...STORED, step: { number: 2, of: 8 } } }),
    );
    const { unmount } = renderWithApp(<Harness lessonId="l1" />);
    expect(await screen.findByText('Step 2 of 8 of this project.')).toBeTruthy();
    unmount();
    mockApi(on('GET', '/admin/lessons/l1/exercise', { body: STORED }));
    renderWithApp(<Harness lessonId="l1" />);
    expect(await screen.findByText('An exercise on its own.')).toBeTruthy();
  });

  it('offers to keep a stored exercise the admin removed', async () => {
    const user = userEvent.setup();
    mockApi(on('GET', '/admin/lessons/l1/exercise', { body: STORED }));
    renderWithApp(<Harness lessonId="l1" />);
    await user.click(await screen.findByRole('button', { name: 'Remove the exercise' }));
    expect(screen.getByText(/The lesson’s exercise is removed when you save/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep the exercise' }));
    expect(screen.getByDisplayValue('Three links.')).toBeTruthy();
  });

  it('offers nothing to add over an exercise it could not read', async () => {
    mockApi(
      on('GET', '/admin/lessons/l1/exercise', {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong' },
      }),
    );
    renderWithApp(<Harness lessonId="l1" />);
    expect(screen.getByText('Loading the exercise…')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The lesson’s exercise could not be loaded.',
    );
    expect(screen.queryByRole('button', { name: 'Add an exercise' })).toBeNull();
  });

  it('puts the server’s field errors under their fields, and the rule’s by Try checks', async () => {
    const user = userEvent.setup();
    const nameError = 'Use a plain file name such as index.html';
    const calls = mockApi(
      on('GET', '/admin/lessons/l1/exercise', { body: STORED }),
      on('PUT', '/admin/lessons/l1/exercise', {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: RUN_TRY_CHECKS,
          fields: { 'solutionFiles.0.name': nameError, verification: RUN_TRY_CHECKS },
        },
      }),
    );
    renderWithApp(<Harness lessonId="l1" />);
    await user.type(await screen.findByLabelText('Checks'), '// more');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const solution = screen.getByRole('group', { name: 'Solution files' });
    expect((await within(solution).findByText(nameError)).textContent).toContain(nameError);
    expect(within(solution).getByLabelText('File name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Try checks' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByText(RUN_TRY_CHECKS)).toBeTruthy();
    // No Try was run: none is reported.
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).not.toHaveProperty('verification');
    expect(put?.body).toMatchObject({ checks: `${STORED.checks}// more` });
  });

  it('asks for a passing Try when the save publishes, or changes a published lesson’s exercise', async () => {
    const user = userEvent.setup();
    // Stored before the rule: not verified, untouched. Editing the lesson is not held up.
    mockApi(on('GET', '/admin/lessons/l1/exercise', { body: { ...STORED, verifiedAt: null } }));
    renderWithApp(<Harness lessonId="l1" />);
    await user.click(await screen.findByRole('button', { name: 'Validate' }));
    expect(screen.queryByText(RUN_TRY_CHECKS)).toBeNull();
    await user.type(screen.getByLabelText('Checks'), '// more');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(screen.getByText(RUN_TRY_CHECKS)).toBeTruthy();
  });

  it('a new lesson (its video publishes it) needs the Try before anything is sent', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add an exercise' }));
    await user.type(screen.getByLabelText(/^Instructions/), 'Add a nav.');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(screen.getByText(RUN_TRY_CHECKS)).toBeTruthy();
  });

  it('edits up to three hints; a new hint is checked, and the saved exercise carries them', async () => {
    const user = userEvent.setup();
    const calls = mockApi(
      on('GET', '/admin/lessons/l1/exercise', { body: STORED }),
      on('PUT', '/admin/lessons/l1/exercise', { body: { ...STORED, hints: ['x'] } }),
    );
    renderWithApp(<Harness lessonId="l1" />);
    const hints = await screen.findByRole('group', { name: 'Hints' });
    expect((within(hints).getByLabelText(/^Hint 1/) as HTMLTextAreaElement).value).toBe(
      'Look at the nav.',
    );
    await user.click(within(hints).getByRole('button', { name: 'Add a hint' }));
    await user.click(within(hints).getByRole('button', { name: 'Add a hint' }));
    expect(within(hints).queryByRole('button', { name: 'Add a hint' })).toBeNull();
    // An empty hint stops Try checks with its field's message.
    await user.click(screen.getByRole('button', { name: 'Try checks' }));
    expect(within(hints).getAllByText('Write the hint, or remove it')).toHaveLength(2);
    expect(
      within(hints)
        .getByLabelText(/^Hint 2/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    await user.click(within(hints).getByRole('button', { name: 'Remove hint 3' }));
    await user.type(within(hints).getByLabelText(/^Hint 2/), 'Count the links.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ hints: ['Look at the nav.', 'Count the links.'] });
  });
});

describe('a site check (a Deployment lesson’s exercise)', () => {
  it('is chosen as what the learner does, keeps the instructions, and saves via PUT …/site-check', async () => {
    const user = userEvent.setup();
    const calls = mockApi(
      on('GET', '/admin/lessons/l1/exercise', { status: 404, body: { code: 'NOT_FOUND' } }),
      on('PUT', '/admin/lessons/l1/site-check', {
        body: { ...SITE_CHECK, instructions: 'Publish it.', hints: ['Open My project.'] },
      }),
    );
    renderWithApp(<Harness lessonId="l1" />);
    await user.click(await screen.findByRole('button', { name: 'Add an exercise' }));
    expect(screen.getByRole('group', { name: 'What the learner does' })).toBeTruthy();
    expect(radio(CODE).checked).toBe(true);
    await user.type(screen.getByLabelText(/^Instructions/), 'Publish it.');
    await user.click(radio(PUBLISH));
    expect(radio(PUBLISH).checked).toBe(true);
    expect((screen.getByLabelText(/^Instructions/) as HTMLTextAreaElement).value).toBe(
      'Publish it.',
    );
    // No files, checks or Try: the server's four checks, read-only.
    expect(screen.queryByRole('group', { name: 'Starter files' })).toBeNull();
    expect(screen.queryByLabelText('Checks')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try checks' })).toBeNull();
    const list = screen.getByRole('region', { name: 'What the server checks' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(Object.values(SITE_CHECKS));
    const hints = screen.getByRole('group', { name: 'Hints' });
    await user.click(within(hints).getByRole('button', { name: 'Add a hint' }));
    await user.type(within(hints).getByLabelText(/^Hint 1/), 'Open My project.');
    // Verified as it is: publishing the lesson asks for no Try.
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(screen.queryByText(RUN_TRY_CHECKS)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/admin/lessons/l1/site-check');
    expect(put?.body).toEqual({ instructions: 'Publish it.', hints: ['Open My project.'] });
  });

  it('checks its instructions and hints with the shared schema, under their fields', async () => {
    const user = userEvent.setup();
    const calls = mockApi();
    renderWithApp(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add an exercise' }));
    await user.click(radio(PUBLISH));
    await user.click(screen.getByRole('button', { name: 'Add a hint' }));
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(screen.getByText('Write the instructions')).toBeTruthy();
    expect(screen.getByText('Write the hint, or remove it')).toBeTruthy();
    expect(screen.queryByText(RUN_TRY_CHECKS)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('loads a stored site check as one; switching back to code shows the files', async () => {
    const user = userEvent.setup();
    const calls = mockApi(
      on('GET', '/admin/lessons/l1/exercise', { body: SITE_CHECK }),
      on('PUT', '/admin/lessons/l1/exercise', { body: { ...STORED, verifiedAt: null } }),
    );
    renderWithApp(<Harness lessonId="l1" />);
    expect(await screen.findByDisplayValue('Publish your portfolio.')).toBeTruthy();
    expect(radio(PUBLISH).checked).toBe(true);
    expect(screen.getByRole('region', { name: 'What the server checks' })).toBeTruthy();
    expect(screen.getByDisplayValue('Open My project.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Starter files' })).toBeNull();
    // Untouched: nothing to save.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.click(radio(CODE));
    const starter = screen.getByRole('group', { name: 'Starter files' });
    expect(
      within(starter)
        .getAllByLabelText('File name')
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['index.html', 'style.css']);
    expect(screen.getByRole('button', { name: 'Try checks' })).toBeTruthy();
    expect(screen.getByDisplayValue('Publish your portfolio.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'What the server checks' })).toBeNull();
    // A code exercise in its place must be tried before it is published.
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(screen.getByText(RUN_TRY_CHECKS)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/admin/lessons/l1/exercise');
    expect(put?.body).toMatchObject({ instructions: 'Publish your portfolio.' });
  });
});
