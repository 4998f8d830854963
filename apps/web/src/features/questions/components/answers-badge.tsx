import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TNewAnswers } from '@thinkbuild/core/schemas/questions';
import { api } from '../../../lib/api-client.ts';

const KEY = ['question-new-answers'] as const;

/**
 * The header's count of new answers to my questions: nothing when there are none; opened, it
 * lists those questions (each link opens the thread in its lesson) and marks them seen.
 */
export function AnswersBadge() {
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: KEY,
    queryFn: () => api<TNewAnswers>('/questions/new-answers'),
    staleTime: 60_000,
  });
  const seen = useMutation({
    mutationFn: () => api('/questions/new-answers/seen', { method: 'POST' }),
  });
  const questions = data?.questions ?? [];
  if (questions.length === 0) return null;
  const count = questions.length;
  return (
    <details
      className="relative"
      onToggle={(event) => {
        if (!event.currentTarget.open)
          void client.setQueryData<TNewAnswers>(KEY, { questions: [] });
        else if (!seen.isPending) seen.mutate();
      }}
    >
      <summary
        aria-label={`New answers to ${count === 1 ? 'your question' : `${count} of your questions`}`}
        className="inline-flex cursor-pointer list-none items-center gap-1 rounded-full px-1 py-2 font-semibold text-slate-700 text-sm hover:text-slate-950 sm:px-2"
      >
        <span aria-hidden="true">💬</span>
        <span className="rounded-full bg-brand-600 px-1.5 text-white text-xs">{count}</span>
      </summary>
      <div className="absolute right-0 z-20 mt-2 w-72 rounded-xl bg-white p-3 shadow-lg ring-1 ring-slate-200">
        <p className="mb-2 font-semibold text-slate-900 text-sm">New answers to your questions</p>
        <ul className="space-y-1 text-sm">
          {questions.map((q) => (
            <li key={q.id}>
              <a href={`/questions/${q.id}`} className="text-brand-700 underline">
                {q.title}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
