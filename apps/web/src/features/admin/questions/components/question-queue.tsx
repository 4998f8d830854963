import type { TQuestionQueue } from '@thinkbuild/core/schemas/questions';
import { type FormEvent, useState } from 'react';
import { errorsOfSave } from '../../../../lib/form-errors.ts';
import { showToast } from '../../../../lib/toast.ts';
import { Button } from '../../../../ui/button.tsx';
import { LoadError } from '../../../../ui/load-error.tsx';
import { Empty } from '../../components/admin-table.tsx';
import { type TModeration, useModerate, useQuestionQueue } from '../api/question-queue.ts';

const ACTIONS: { value: TModeration; label: string }[] = [
  { value: 'hide', label: 'Hide the post' },
  { value: 'lock', label: 'Lock the thread' },
  { value: 'ban-author', label: 'Stop its author posting' },
];

const DONE: Record<TModeration, string> = {
  hide: 'The post is hidden.',
  lock: 'The thread is locked.',
  'ban-author': 'Its author can no longer post.',
};

function Report({ report }: { report: TQuestionQueue['reports'][number] }) {
  const moderate = useModerate();
  const [error, setError] = useState('');
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const action = String(form.get('action')) as TModeration;
    setError('');
    try {
      await moderate.mutateAsync({
        action,
        questionId: report.questionId,
        answerId: report.answerId,
        reason: String(form.get('reason') ?? ''),
      });
      showToast(DONE[action], 'success');
    } catch (e) {
      const failed = errorsOfSave(e);
      setError(failed.fields.reason ?? failed.message);
    }
  }
  const what = report.answerId ? 'An answer to' : 'The question';
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <p className="text-slate-500 text-xs">
        {what}{' '}
        <a href={`/questions/${report.questionId}`} className="text-brand-700 underline">
          {report.title}
        </a>
        {report.hidden && ' · hidden'}
      </p>
      <p className="mt-1 line-clamp-3 whitespace-pre-wrap text-slate-800 text-sm">{report.body}</p>
      <p className="mt-1 text-red-800 text-sm">Reported: {report.reason}</p>
      <form
        onSubmit={submit}
        className="mt-3 flex flex-wrap items-end gap-2"
        aria-label={`Act on the report: ${report.reason}`}
      >
        <label className="text-sm">
          <span className="block font-semibold text-slate-900">Action</span>
          <select
            name="action"
            className="mt-1 rounded-lg border border-slate-300 bg-white px-2 py-1.5"
          >
            {ACTIONS.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </select>
        </label>
        <label className="min-w-48 flex-1 text-sm">
          <span className="block font-semibold text-slate-900">Reason (recorded)</span>
          <input
            name="reason"
            aria-invalid={error ? true : undefined}
            className="mt-1 w-full rounded-lg border border-slate-300 px-2 py-1.5"
          />
        </label>
        <Button type="submit" busy={moderate.isPending}>
          Apply
        </Button>
        {error && (
          <p role="alert" className="w-full text-red-700 text-sm">
            {error}
          </p>
        )}
      </form>
    </li>
  );
}

/** /admin: reported posts to act on, and the questions nobody has answered yet. */
export function QuestionQueue() {
  const { data, error, refetch } = useQuestionQueue();
  if (error) return <LoadError what="The questions queue" retry={() => refetch()} />;
  if (!data) return <p className="text-slate-500 text-sm">Loading the queue…</p>;
  return (
    <div className="space-y-6">
      <div>
        <h3 className="font-bold text-slate-950">Reports</h3>
        {data.reports.length === 0 ? (
          <Empty>No open reports.</Empty>
        ) : (
          <ul className="mt-2 space-y-3">
            {data.reports.map((r) => (
              <Report key={r.id} report={r} />
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="font-bold text-slate-950">Unanswered questions ({data.unanswered.total})</h3>
        {data.unanswered.questions.length === 0 ? (
          <Empty>Every question has an answer.</Empty>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {data.unanswered.questions.map((q) => (
              <li key={q.id}>
                <a href={`/questions/${q.id}`} className="text-brand-700 underline">
                  {q.title}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
