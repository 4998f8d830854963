import { formatClock } from '@thinkbuild/core/clock';
import { formatShortDate } from '@thinkbuild/core/format';
import { attachedFiles } from '@thinkbuild/core/questions';
import type { TAnswerView, TQuestionThread } from '@thinkbuild/core/schemas/questions';
import { useTimeZone } from '../../../entities/session/session.ts';
import { Button } from '../../../ui/button.tsx';
import { CodeBox } from '../../../ui/code-box.tsx';
import { useThreadActions } from '../api/questions-api.ts';
import { PostActions } from './post-actions.tsx';
import { PostBody } from './post-body.tsx';
import { TextForm } from './text-form.tsx';

const PLACEHOLDER = {
  deleted: 'This post was deleted.',
  hidden: 'This post was hidden by a moderator.',
} as const;

/** Who posted and when: "You · 2 Dec 2026", in the learner's time zone (the site's by default). */
function Byline({ post }: { post: TQuestionThread | TAnswerView }) {
  const timeZone = useTimeZone();
  return (
    <p className="flex flex-wrap items-center gap-2 text-slate-500 text-xs">
      <span className="font-semibold text-slate-700">{post.author.label}</span>
      {post.author.instructor && (
        <span className="rounded-full bg-brand-100 px-2 py-0.5 font-semibold text-brand-800">
          Instructor
        </span>
      )}
      <time dateTime={post.createdAt}>{formatShortDate(post.createdAt, timeZone)}</time>
      {post.edited && <span>edited</span>}
    </p>
  );
}

function Body({ post }: { post: TQuestionThread | TAnswerView }) {
  if (post.state !== 'visible' && !post.body)
    return <p className="text-slate-500 text-sm italic">{PLACEHOLDER[post.state]}</p>;
  return (
    <>
      {post.state === 'hidden' && (
        <p className="text-red-700 text-xs">Hidden: {post.hiddenReason}</p>
      )}
      <PostBody source={post.body} />
    </>
  );
}

/** One thread: the question with its attachments, its answers (accepted first) and a reply box. */
export function QuestionThread({
  thread,
  onSeek,
  onBack,
}: {
  thread: TQuestionThread;
  onSeek: ((seconds: number) => void) | undefined;
  onBack: () => void;
}) {
  const actions = useThreadActions(thread.lessonId, thread.id);
  const moment = thread.momentSeconds;
  return (
    <article className="space-y-4" aria-labelledby={`q-${thread.id}`}>
      <Button variant="ghost" onClick={onBack}>
        ← All questions
      </Button>
      <header>
        <h3 id={`q-${thread.id}`} className="font-bold text-lg text-slate-950">
          {thread.title || 'Deleted question'}
        </h3>
        <Byline post={thread} />
      </header>
      <Body post={thread} />
      {moment !== null &&
        (onSeek ? (
          <button
            type="button"
            className="font-semibold text-brand-700 text-sm underline"
            onClick={() => onSeek(moment)}
          >
            Watch from {formatClock(moment)}
          </button>
        ) : (
          <p className="text-slate-600 text-sm">At {formatClock(moment)} in the video</p>
        ))}
      {thread.code && (
        <section aria-label="Attached code">
          <p className="mb-1 font-semibold text-slate-700 text-xs">Attached code</p>
          <div className="space-y-2">
            {attachedFiles(thread.code, thread.codeLanguage).map((file, i) => (
              <CodeBox
                // Files keep their order; a name can repeat only in hand-written headers.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the thread
                key={i}
                code={file.content}
                language={file.language ?? undefined}
                name={file.name ?? undefined}
              />
            ))}
          </div>
        </section>
      )}
      <PostActions post={thread} kind="question" actions={actions} title={thread.title} />
      {thread.locked && (
        <p className="rounded-xl bg-slate-100 px-3 py-2 text-slate-700 text-sm">
          This thread is locked{thread.lockReason ? `: ${thread.lockReason}` : ''}.
        </p>
      )}

      <h4 className="font-bold text-slate-950">
        {thread.answers.length === 1 ? '1 answer' : `${thread.answers.length} answers`}
      </h4>
      <ol className="space-y-3">
        {thread.answers.map((a) => (
          <li
            key={a.id}
            aria-label={a.accepted ? 'Accepted answer' : 'Answer'}
            className={`rounded-xl border p-3 ${a.accepted ? 'border-emerald-400 bg-emerald-50' : 'border-slate-200'}`}
          >
            {a.accepted && (
              <p className="font-semibold text-emerald-800 text-xs">✓ Accepted answer</p>
            )}
            <Byline post={a} />
            <Body post={a} />
            <PostActions
              post={a}
              kind="answer"
              actions={actions}
              extra={
                thread.canAccept &&
                a.state === 'visible' && (
                  <Button
                    variant="ghost"
                    busy={actions.accept.isPending}
                    onClick={() => actions.accept.mutate(a.accepted ? null : a.id)}
                  >
                    {a.accepted ? 'Unaccept' : 'Accept this answer'}
                  </Button>
                )
              }
            />
          </li>
        ))}
      </ol>
      {thread.canAnswer && (
        <TextForm
          label="Your answer"
          field="body"
          hint="Markdown: put code between ``` lines"
          submitLabel="Post answer"
          tall
          busy={actions.answer.isPending}
          onSend={(body) => actions.answer.mutateAsync(body)}
        />
      )}
    </article>
  );
}
