import {
  PROFILE_BIO_LINES_MAX,
  PROFILE_BIO_MAX,
  PROFILE_DISPLAY_NAME_MAX,
} from '@thinkbuild/core/profile';
import { profilePath } from '@thinkbuild/core/routes';
import { type TMyProfile, ZProfileSettings } from '@thinkbuild/core/schemas/profile';
import { HANDLE_MAX, handleProblem } from '@thinkbuild/core/sites';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { checkDraft, errorsOfSave } from '../../../lib/form-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { TextAreaField } from '../../../ui/field.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useChooseHandle, useMyProfile, useSaveProfile } from '../api/public-profile.ts';
import { AccountCard } from './account-card.tsx';

const LINK = 'font-semibold text-brand-700 hover:underline';

/** Where the profile opens, as the learner will share it. */
const addressOf = (handle: string) => `${window.location.origin}${profilePath(handle)}`;

function CheckRow({
  label,
  hint,
  checked,
  onChange,
}: {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 text-sm">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="block break-words font-semibold text-slate-900">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** A learner with no address yet (never published): they choose it here, once for both. */
function HandleForm() {
  const choose = useChooseHandle();
  const [wanted, setWanted] = useState('');
  const [error, setError] = useState<string | undefined>();
  const chosen = wanted.trim().toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = handleProblem(chosen);
    if (problem) {
      setError(problem);
      return;
    }
    choose.mutate(chosen, {
      onError: (failure) => {
        const { fields, message } = errorsOfSave(failure);
        setError(fields.handle ?? message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4">
      <p className="text-slate-700 text-sm">
        Choose your address first: your profile opens under it, and so do the projects you publish.
      </p>
      <TextField
        className="mt-3"
        label="Your address"
        hint={`3 to ${HANDLE_MAX} lowercase letters, digits or hyphens`}
        value={wanted}
        onChange={(e) => {
          setWanted(e.target.value);
          setError(undefined);
        }}
        error={error}
        autoCapitalize="off"
        autoComplete="off"
        spellCheck={false}
        maxLength={HANDLE_MAX + 10}
      />
      <p className="mt-2 break-all text-slate-600 text-sm">
        Your profile: <span className="font-mono">{addressOf(chosen || 'your-address')}</span>
      </p>
      <Button type="submit" className="mt-3 w-full" busy={choose.isPending}>
        Choose this address
      </Button>
    </form>
  );
}

type TDraft = {
  enabled: boolean;
  displayName: string;
  bio: string;
  showCertificates: boolean;
  hiddenSites: string[];
};

const draftOf = ({ settings }: TMyProfile): TDraft => ({
  ...settings,
  displayName: settings.displayName ?? '',
});

/** What to show and whether anyone may see it; saved together with one button. */
function ProfileForm({ profile, handle }: { profile: TMyProfile; handle: string }) {
  const save = useSaveProfile();
  const [draft, setDraft] = useState<TDraft>(() => draftOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const change = (next: Partial<TDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setSaved(false);
  };
  const shown = (siteName: string) => !draft.hiddenSites.includes(siteName);
  const live = profile.settings.enabled;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = checkDraft(ZProfileSettings, draft);
    setErrors(checked.errors);
    if (!checked.input) return;
    save.mutate(checked.input, {
      onSuccess: (result) => {
        setDraft(draftOf(result));
        setSaved(true);
      },
      onError: (failure) => {
        const { fields, message } = errorsOfSave(failure);
        setErrors(fields);
        if (Object.keys(fields).length === 0 || fields.handle) setFormError(message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-5">
      <p className="break-all text-slate-700 text-sm">
        Its address: <span className="font-mono text-slate-900">{addressOf(handle)}</span>
      </p>
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
        <CheckRow
          label="Show my profile to anyone with the address"
          hint="Off: the address shows nothing, and nothing below is public."
          checked={draft.enabled}
          onChange={(enabled) => change({ enabled })}
        />
      </div>
      <TextField
        label="Name to show"
        hint={`Empty: only your address (${handle})`}
        value={draft.displayName}
        onChange={(e) => change({ displayName: e.target.value })}
        error={errors.displayName}
        autoComplete="off"
        maxLength={PROFILE_DISPLAY_NAME_MAX + 20}
      />
      <TextAreaField
        label="About you"
        hint={`Optional, plain text: up to ${PROFILE_BIO_MAX} characters, ${PROFILE_BIO_LINES_MAX} lines`}
        value={draft.bio}
        onChange={(e) => change({ bio: e.target.value })}
        error={errors.bio}
        rows={3}
      />
      <fieldset>
        <legend className="font-semibold text-slate-900 text-sm">Projects to list</legend>
        {profile.projects.length === 0 ? (
          <p className="mt-1 text-slate-600 text-sm">
            Projects you publish from My project are listed here.
          </p>
        ) : (
          <div className="mt-2 space-y-2">
            {profile.projects.map((p) => (
              <CheckRow
                key={p.siteName}
                label={p.title}
                checked={shown(p.siteName)}
                onChange={(on) =>
                  change({
                    hiddenSites: on
                      ? draft.hiddenSites.filter((s) => s !== p.siteName)
                      : [...draft.hiddenSites, p.siteName],
                  })
                }
              />
            ))}
          </div>
        )}
        {errors.hiddenSites && <p className="mt-1 text-red-700 text-sm">{errors.hiddenSites}</p>}
      </fieldset>
      <CheckRow
        label={`Show my certificates (${profile.certificateCount})`}
        hint="Each links to its verification page, which shows the name printed on it."
        checked={draft.showCertificates}
        onChange={(showCertificates) => change({ showCertificates })}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <Button type="submit" className="w-full" busy={save.isPending}>
        Save profile
      </Button>
      {saved && (
        <FormAlert tone="success">
          {live ? 'Saved. Your profile is public.' : 'Saved. Your profile is off.'}
        </FormAlert>
      )}
      {live && (
        <p className="text-center text-sm">
          <Link to={profilePath(handle)} className={LINK}>
            View your profile
          </Link>
        </p>
      )}
    </form>
  );
}

/**
 * /account: the public profile (decisions/039, "Public profile"): turn it on, choose what it
 * shows, and a link to it. A learner with no address chooses one first.
 */
export function PublicProfileCard() {
  const { data, isError, refetch } = useMyProfile();
  return (
    <AccountCard
      headingId="public-profile-heading"
      title="Public profile"
      intro="A page about you to share: your published projects and, if you like, your certificates. Off until you turn it on; it shows only what you choose."
    >
      {isError && !data && (
        <div className="mt-4">
          <LoadError what="Your profile settings" retry={() => refetch()} />
        </div>
      )}
      {data &&
        (data.handle ? (
          <ProfileForm key={data.handle} profile={data} handle={data.handle} />
        ) : (
          <HandleForm />
        ))}
    </AccountCard>
  );
}
