import { type TPasskeySummary, ZPasskeyName } from '@thinkbuild/core/schemas/sign-in-factors';
import { type FormEvent, useState } from 'react';
import { errorsOfSave } from '../../../lib/form-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  useAddPasskey,
  usePasskeys,
  useRemovePasskey,
  useRenamePasskey,
} from '../api/sign-in-factors.ts';
import { AccountCard } from './account-card.tsx';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** The browser's own "cancel" of the passkey prompt. */
const cancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/** The name typed in a form, checked by core's rule: the name, or the problem to show. */
function nameFrom(event: FormEvent<HTMLFormElement>) {
  const parsed = ZPasskeyName.safeParse(new FormData(event.currentTarget).get('name') ?? '');
  return parsed.success
    ? { name: parsed.data, problem: undefined }
    : { name: '', problem: parsed.error.issues[0]?.message };
}

function PasskeyRow({ passkey }: { passkey: TPasskeySummary }) {
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string>();
  if (editing) {
    return (
      <li className="py-3">
        <form
          noValidate
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const { name, problem: wrong } = nameFrom(event);
            setProblem(wrong);
            if (name)
              rename.mutate({ id: passkey.id, name }, { onSuccess: () => setEditing(false) });
          }}
        >
          <TextField
            label={`New name for ${passkey.name}`}
            name="name"
            defaultValue={passkey.name}
            error={problem ?? errorsOfSave(rename.error).fields.name}
            className="min-w-0 flex-1"
          />
          <Button type="submit" busy={rename.isPending}>
            Save
          </Button>
          <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="break-words font-medium text-slate-950">{passkey.name}</p>
        <p className="text-slate-600 text-sm">
          Added {day(passkey.createdAt)}
          {passkey.lastUsedAt ? ` · last used ${day(passkey.lastUsedAt)}` : ' · not used yet'}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          onClick={() => setEditing(true)}
          aria-label={`Rename ${passkey.name}`}
        >
          Rename
        </Button>
        <Button
          variant="secondary"
          busy={remove.isPending}
          onClick={() => remove.mutate(passkey.id)}
          aria-label={`Remove ${passkey.name}`}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}

/** /account: "Passkeys": sign in with the phone's or computer's lock instead of the password. */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const [problem, setProblem] = useState<string>();
  const saved = errorsOfSave(add.error);
  return (
    <AccountCard
      headingId="passkeys-heading"
      title="Passkeys"
      intro="Sign in with your fingerprint, face or screen lock instead of typing your password. Your password keeps working too."
      wide
    >
      {passkeys.isError && !passkeys.data ? (
        <div className="mt-4">
          <LoadError what="Your passkeys" retry={() => passkeys.refetch()} />
        </div>
      ) : (
        <ul aria-label="Your passkeys" className="mt-4 divide-y divide-slate-200">
          {passkeys.data?.passkeys.map((p) => (
            <PasskeyRow key={p.id} passkey={p} />
          ))}
          {passkeys.data?.passkeys.length === 0 && (
            <li className="py-3 text-slate-600 text-sm">No passkeys yet.</li>
          )}
        </ul>
      )}
      <form
        noValidate
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const { name, problem: wrong } = nameFrom(event);
          setProblem(wrong);
          if (name) add.mutate(name, { onSuccess: () => form.reset() });
        }}
      >
        <TextField
          label="Passkey name"
          name="name"
          placeholder="My laptop"
          error={problem ?? saved.fields.name}
          className="min-w-0 flex-1"
        />
        <Button type="submit" busy={add.isPending}>
          Add a passkey
        </Button>
      </form>
      {add.isError && !saved.fields.name && !cancelled(add.error) && (
        <FormAlert className="mt-3">{saved.message}</FormAlert>
      )}
    </AccountCard>
  );
}
