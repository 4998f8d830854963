import { useState } from 'react';
import { errorsOfSave } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import type { TPostRef, useThreadActions } from '../api/questions-api.ts';
import { TextForm } from './text-form.tsx';

type TActions = ReturnType<typeof useThreadActions>;
type TPost = {
  id: string;
  body: string;
  helpful: number;
  votedHelpful: boolean;
  editable: boolean;
  author: { mine: boolean };
  state: 'visible' | 'deleted' | 'hidden';
};

const failed = (error: unknown) => showToast(errorsOfSave(error).message, 'error');

/** Under a post: Helpful (one vote, toggled), and Edit, Delete or Report as the reader may. */
export function PostActions({
  post,
  kind,
  actions,
  title,
  extra,
}: {
  post: TPost;
  kind: TPostRef['kind'];
  actions: TActions;
  /** The question's title, edited with its body. */
  title?: string;
  extra?: React.ReactNode;
}) {
  const [mode, setMode] = useState<'idle' | 'edit' | 'report' | 'delete'>('idle');
  const ref = { kind, id: post.id };
  if (post.state !== 'visible') return null;
  const what = kind === 'question' ? 'question' : 'answer';

  return (
    <div className="mt-2 space-y-2">
      <div className="flex flex-wrap items-center gap-1 text-sm">
        <Button
          variant="ghost"
          aria-pressed={post.votedHelpful}
          disabled={post.author.mine}
          onClick={() => actions.helpful.mutate(ref, { onError: failed })}
        >
          {post.votedHelpful ? '★' : '☆'} Helpful ({post.helpful})
        </Button>
        {extra}
        {post.editable && (
          <Button variant="ghost" onClick={() => setMode(mode === 'edit' ? 'idle' : 'edit')}>
            Edit
          </Button>
        )}
        {post.author.mine && (
          <Button variant="ghost" onClick={() => setMode('delete')}>
            Delete
          </Button>
        )}
        {!post.author.mine && (
          <Button variant="ghost" onClick={() => setMode(mode === 'report' ? 'idle' : 'report')}>
            Report
          </Button>
        )}
      </div>
      {mode === 'edit' && (
        <TextForm
          label={`Edit your ${what}`}
          field="body"
          submitLabel="Save"
          defaultValue={post.body}
          tall
          busy={actions.edit.isPending}
          onSend={async (body) => {
            await actions.edit.mutateAsync({
              post: ref,
              body,
              ...(title === undefined ? {} : { title }),
            });
            setMode('idle');
          }}
        />
      )}
      {mode === 'report' && (
        <TextForm
          label={`Why report this ${what}?`}
          field="reason"
          submitLabel="Send report"
          busy={actions.report.isPending}
          onSend={async (reason) => {
            await actions.report.mutateAsync({ post: ref, reason });
            setMode('idle');
            showToast('Thanks: a moderator will look at it.', 'success');
          }}
        />
      )}
      <ConfirmDialog
        open={mode === 'delete'}
        title={`Delete your ${what}?`}
        body={
          kind === 'question'
            ? 'If it has answers it stays as “deleted” so the answers still make sense.'
            : 'Your answer will be removed from the thread.'
        }
        confirmLabel="Delete"
        busy={actions.remove.isPending}
        onConfirm={() =>
          actions.remove.mutate(ref, { onSuccess: () => setMode('idle'), onError: failed })
        }
        onClose={() => setMode('idle')}
      />
    </div>
  );
}
