import type { TQuestionSort } from '@thinkbuild/core/questions';
import { useState } from 'react';
import type { TQuestionsSlotProps } from '../../../entities/lesson/questions-slot.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { useLessonQuestions, useQuestionThread } from '../api/questions-api.ts';
import { AskForm } from './ask-form.tsx';
import { QuestionThread } from './question-thread.tsx';

const failure = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Could not load the questions. Try again.';

function OpenThread({
  id,
  onSeek,
  onBack,
}: {
  id: string;
  onSeek: TQuestionsSlotProps['onSeek'];
  onBack: () => void;
}) {
  const { data, error } = useQuestionThread(id);
  if (error) return <FormAlert>{failure(error)}</FormAlert>;
  if (!data) return <p className="text-slate-500 text-sm">Loading the question…</p>;
  return <QuestionThread thread={data} onSeek={onSeek} onBack={onBack} />;
}

/**
 * The lesson's Questions tab (its own chunk, loaded when the tab opens): the threads, unanswered
 * or most helpful first, twenty a page; a thread opens in place; "Ask a question" opens the form.
 */
export default function QuestionsPanel({
  lessonId,
  hasExercise,
  videoTime,
  onSeek,
  openQuestion,
}: TQuestionsSlotProps) {
  const [sort, setSort] = useState<TQuestionSort>('unanswered');
  const [page, setPage] = useState(1);
  const [view, setView] = useState<{ open: string } | 'ask' | 'list'>(
    openQuestion ? { open: openQuestion } : 'list',
  );
  const { data, error } = useLessonQuestions(lessonId, sort, page);

  if (view === 'ask')
    return (
      <AskForm
        lessonId={lessonId}
        hasExercise={hasExercise}
        videoTime={videoTime}
        onAsked={(id) => setView({ open: id })}
        onCancel={() => setView('list')}
      />
    );
  if (typeof view === 'object')
    return <OpenThread id={view.open} onSeek={onSeek} onBack={() => setView('list')} />;

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section className="space-y-3" aria-label="Questions about this lesson">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-slate-700 text-sm">
          Show
          <select
            value={sort}
            onChange={(e) => {
              setSort(e.target.value as TQuestionSort);
              setPage(1);
            }}
            className="rounded-lg border border-slate-300 bg-white px-2 py-1"
          >
            <option value="unanswered">Unanswered first</option>
            <option value="helpful">Most helpful first</option>
          </select>
        </label>
        <Button onClick={() => setView('ask')}>Ask a question</Button>
      </div>
      {error && <FormAlert>{failure(error)}</FormAlert>}
      {data && data.questions.length === 0 && (
        <p className="text-slate-600 text-sm">No questions yet. Stuck? Ask the first one.</p>
      )}
      <ul className="divide-y divide-slate-200">
        {data?.questions.map((q) => (
          <li key={q.id} className="py-2">
            <button
              type="button"
              onClick={() => setView({ open: q.id })}
              className="text-left font-semibold text-brand-700 hover:underline"
            >
              {q.title || 'Deleted question'}
            </button>
            <p className="text-slate-500 text-xs">
              {q.answers === 1 ? '1 answer' : `${q.answers} answers`}
              {q.accepted && ' · ✓ accepted'} · {q.helpful} helpful
              {q.locked && ' · locked'}
              {q.state === 'hidden' && ' · hidden'}
            </p>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Question pages" className="flex items-center gap-2 text-sm">
          <Button variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}
