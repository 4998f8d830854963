// An in-memory IndexedDB (jsdom has none): the outbox keeps queued answers in it as in a browser.
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TLessonResponse, TQuizResult } from '@thinkbuild/core/schemas/learning';
import type { TSyncItem } from '@thinkbuild/core/schemas/offline-sync';
import { afterEach, describe, expect, it } from 'vitest';
import { startOutbox } from '../../../entities/device/outbox/sync.ts';
import { me } from '../../../test/me.ts';
import { goOffline, goOnline, setOnline } from '../../../test/online.ts';
import { mockApi, on, renderWithApp } from '../../../test/render.tsx';
import { LessonQuiz } from './lesson-quiz.tsx';

// The lesson quiz with no connection (docs/decisions/022, "Sync queue"): the answers wait on the
// device and the learner is told so; when the connection returns they are sent and the server's
// score shows. (The banner that counts what waits has its own test, in features/offline.)

const LESSON_ID = '7e6d5c4b-3a29-4817-8f6e-5d4c3b2a1908';
const LETTERS = ['a', 'b', 'c', 'd', 'e'];

const lesson: TLessonResponse = {
  id: LESSON_ID,
  category: 'web',
  project: 'portfolio',
  section: 'build',
  number: 1,
  title: 'HTML Boilerplate',
  description: '',
  difficulty: 'Beginner',
  durationSeconds: 300,
  lockedBy: null,
  nextLockedBy: null,
  quiz: {
    id: 'attempt-1',
    questions: [0, 1, 2, 3, 4].map((position) => ({
      position,
      question: `Question ${position + 1}?`,
      options: LETTERS.map((l) => ({ id: `q${position}-${l}`, text: `Option ${l.toUpperCase()}` })),
    })),
  },
  progress: { positionSeconds: 0, completed: false, bestScore: null },
  prev: null,
  next: null,
  hasCaptions: false,
  snippets: [],
  hasExercise: false,
};

/** What the server answers to the queued answers: every first option right, 5/5. */
const scored: TQuizResult = {
  score: 5,
  total: 5,
  passed: true,
  bestScore: 5,
  completed: true,
  revealed: true,
  results: [0, 1, 2, 3, 4].map((position) => ({
    position,
    chosen: `q${position}-a`,
    correct: true,
    explanation: '',
    correctOption: `q${position}-a`,
    correctExplanation: '',
  })),
  nextStep: { kind: 'retry' },
};

// The outbox belongs to the signed-in account: each test is another learner, so another queue.
let learner = 0;
const nextLearner = () => `learner-${++learner}@example.com`;

// Signed out before going back online: the last learner's items stay unsent, not sent to the
// next test's server.
afterEach(async () => {
  await act(() => startOutbox(null));
  setOnline(true);
});

/** The fake API: who is signed in, and the sync endpoint scoring what it is sent. */
function serverFor(email: string) {
  const synced: TSyncItem[] = [];
  const calls = mockApi(
    on('GET', '/me', { body: me({ email }) }),
    on('POST', '/offline/sync', (body) => {
      const item = body as TSyncItem;
      synced.push(item);
      return { body: { id: item.id, replayed: false, result: { kind: 'quiz', quiz: scored } } };
    }),
  );
  return { synced, calls };
}

async function answerAll() {
  const questions = screen.getAllByRole('group');
  for (const question of questions)
    await userEvent.click(within(question).getByRole('radio', { name: /Option A$/ }));
}

describe('the lesson quiz offline', () => {
  it('keeps the answers on the device and says so; back online they sync and the score shows', async () => {
    const email = nextLearner();
    const server = serverFor(email);
    const { queryClient } = renderWithApp(<LessonQuiz lesson={lesson} />);
    // The outbox of the signed-in learner (the app's sync banner starts it), known to the page.
    await act(() => startOutbox(email));
    await waitFor(() => expect(queryClient.getQueryData(['me'])).toMatchObject({ email }));
    await goOffline();
    await answerAll();
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));

    expect(
      await screen.findByText('Answers saved on this device.', { exact: false }),
    ).toBeDefined();
    expect(
      screen.getByText('Your score appears here once you are back online and they have synced.', {
        exact: false,
      }),
    ).toBeDefined();
    // Nothing went to the server, and the answers cannot be changed while they wait.
    expect(server.synced).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Submit answers' })).toBeNull();
    for (const question of screen.getAllByRole('group'))
      expect(question).toHaveProperty('disabled', true);

    await goOnline();
    expect(await screen.findByText('You scored 5/5')).toBeDefined();
    expect(screen.queryByText('Answers saved on this device.', { exact: false })).toBeNull();
    // Sent once, as made: the attempt fixed at download and the chosen options.
    expect(server.synced).toHaveLength(1);
    expect(server.synced[0]).toMatchObject({
      kind: 'quiz',
      lessonId: LESSON_ID,
      attemptId: 'attempt-1',
      answers: ['q0-a', 'q1-a', 'q2-a', 'q3-a', 'q4-a'],
    });
  });

  it('online, the answers go straight to the server and nothing waits', async () => {
    const email = nextLearner();
    const calls = mockApi(
      on('GET', '/me', { body: me({ email }) }),
      on('POST', `/lessons/${LESSON_ID}/quiz`, { body: scored }),
      on('POST', `/lessons/${LESSON_ID}/quiz/attempts`, { body: lesson.quiz }),
    );
    renderWithApp(<LessonQuiz lesson={lesson} />);
    await act(() => startOutbox(email));
    await answerAll();
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByText('You scored 5/5')).toBeDefined();
    expect(calls.some((c) => c.path === '/offline/sync')).toBe(false);
  });
});
