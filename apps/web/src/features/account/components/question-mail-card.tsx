import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TQuestionMailChoices } from '@thinkbuild/core/schemas/questions';
import { useId } from 'react';
import { api } from '../../../lib/api-client.ts';
import { Switch } from '../../../ui/switch.tsx';
import { AccountCard } from './account-card.tsx';

const KEY = ['question-mail-choices'] as const;

function LabelledSwitch({
  label,
  hint,
  on,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  on: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <p id={labelId} className="font-semibold text-slate-900 text-sm">
          {label}
        </p>
        <p id={hintId} className="text-slate-600 text-sm">
          {hint}
        </p>
      </div>
      <Switch
        on={on}
        onChange={onChange}
        labelledBy={labelId}
        describedBy={hintId}
        disabled={disabled}
      />
    </div>
  );
}

/** /account: which question mails to get (the same switch the mails' unsubscribe link turns off). */
export function QuestionMailCard({ isAdmin }: { isAdmin: boolean }) {
  const client = useQueryClient();
  const choices = useQuery({
    queryKey: KEY,
    queryFn: () => api<TQuestionMailChoices>('/questions/mail-choices'),
  });
  const save = useMutation({
    mutationFn: (change: Partial<TQuestionMailChoices>) =>
      api<TQuestionMailChoices>('/questions/mail-choices', {
        method: 'PUT',
        body: JSON.stringify(change),
      }),
    onSuccess: (saved) => client.setQueryData(KEY, saved),
  });
  const data = choices.data;
  return (
    <AccountCard headingId="question-mail-heading" title="Question mails">
      {data && (
        <div className="mt-3 space-y-4">
          <LabelledSwitch
            label="Mail me about answers to my posts"
            hint="When someone answers my question, or accepts my answer."
            on={data.answersMail}
            disabled={save.isPending}
            onChange={(on) => save.mutate({ answersMail: on })}
          />
          {isAdmin && (
            <LabelledSwitch
              label="Daily mail of unanswered questions"
              hint="Each morning, the questions still waiting for an answer."
              on={data.digestMail}
              disabled={save.isPending}
              onChange={(on) => save.mutate({ digestMail: on })}
            />
          )}
        </div>
      )}
    </AccountCard>
  );
}
