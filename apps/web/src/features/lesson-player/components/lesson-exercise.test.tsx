import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ExerciseSlotProvider,
  type TExerciseSlotProps,
} from '../../../entities/lesson/exercise-slot.tsx';
import { mockApi } from '../../../test/render.tsx';
import { LESSON_ID } from '../test/fixtures.ts';
import { learner, openPage } from '../test/lesson-page.tsx';

/** Stands in for the exercise feature's panel: what the course gives it, and its callback. */
const seen: TExerciseSlotProps[] = [];
function StubPanel(props: TExerciseSlotProps) {
  seen.push(props);
  return (
    <button type="button" onClick={() => props.onResult({ passed: true, completed: true })}>
      Stub exercise for {props.lessonId}
    </button>
  );
}

function openLesson(hasExercise: boolean) {
  const calls = mockApi(...learner({ hasExercise }));
  const view = openPage(undefined, (page) => (
    <ExerciseSlotProvider value={StubPanel}>{page}</ExerciseSlotProvider>
  ));
  return { ...view, calls };
}

describe("the lesson's exercise slot", () => {
  it('shows the exercise once the video can start, and the course refreshes on a result', async () => {
    const { calls } = openLesson(true);
    const video = await waitFor(() => {
      const found = document.querySelector('video');
      if (!found) throw new Error('no video yet');
      return found;
    });
    // Not before the video can play: the editor's code waits for the video's first bytes.
    expect(screen.queryByRole('button', { name: /Stub exercise/ })).toBeNull();
    fireEvent(video, new Event('canplay'));
    const stub = await screen.findByRole('button', { name: `Stub exercise for ${LESSON_ID}` });
    expect(seen.at(-1)).toMatchObject({ lessonId: LESSON_ID, hasQuiz: true });

    const before = calls.filter((c) => c.path.startsWith('/courses/')).length;
    fireEvent.click(stub);
    // The lesson shows as completed, and the course's lists are asked for again.
    expect(await screen.findByText('Completed'));
    await waitFor(() =>
      expect(calls.filter((c) => c.path.startsWith('/courses/')).length).toBeGreaterThan(before),
    );
  });

  it('shows nothing for a lesson without an exercise', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      openLesson(false);
      expect(await screen.findByRole('heading', { level: 1, name: 'Set up the project' }));
      vi.advanceTimersByTime(5000);
      expect(screen.queryByRole('button', { name: /Stub exercise/ })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
