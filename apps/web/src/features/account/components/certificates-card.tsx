import {
  certifiedCourse,
  formatCertificateCode,
  linkedInAddUrl,
} from '@thinkbuild/core/certificates';
import { formatDate } from '@thinkbuild/core/format';
import { ZCertificateName } from '@thinkbuild/core/schemas/certificates';
import { SECTION_LABELS } from '@thinkbuild/core/sections';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { AddToLinkedIn } from '../../../entities/certificate/add-to-linkedin.tsx';
import { useTimeZone } from '../../../entities/session/session.ts';
import { VerifyEmailNotice } from '../../../entities/session/verify-email-notice.tsx';
import { errorsOfSave } from '../../../lib/form-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useMyCertificates, useSetCertificateName } from '../api/certificates.ts';
import { AccountCard } from './account-card.tsx';

const certificateUrl = (c: { category: string; project: string; section: string }) =>
  `/api/courses/${c.category}/${c.project}/sections/${c.section}/certificate`;

function NameForm({ saved }: { saved: string | null }) {
  const save = useSetCertificateName();
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    const parsed = ZCertificateName.safeParse(new FormData(event.currentTarget).get('name'));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(
      { name: parsed.data },
      {
        onSuccess: () => setDone(true),
        onError: (e) => {
          const { fields, message } = errorsOfSave(e);
          setError(fields.name ?? message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4">
      <TextField
        label="Name on certificates"
        name="name"
        autoComplete="name"
        defaultValue={saved ?? ''}
        hint="As you want it printed"
        error={error}
        maxLength={80}
      />
      <Button type="submit" className="mt-3 w-full" disabled={save.isPending}>
        Save name
      </Button>
      {done && (
        <FormAlert tone="success" className="mt-3">
          Saved. New certificates carry this name.
        </FormAlert>
      )}
    </form>
  );
}

/** /account: the name printed on certificates and every certificate earned, to download again. */
export function CertificatesCard() {
  const { data, isError, refetch } = useMyCertificates();
  const timeZone = useTimeZone();
  return (
    <AccountCard
      headingId="certificates-heading"
      title="Certificates"
      intro="Pass the quiz of every lesson in a course section to earn its certificate."
    >
      {isError && !data && (
        <div className="mt-4">
          <LoadError what="Your certificates" retry={() => refetch()} />
        </div>
      )}
      <VerifyEmailNotice action="certificate" className="mt-4" />
      {data && <NameForm saved={data.name} />}
      {data && data.certificates.length > 0 && (
        <ul aria-label="Your certificates" className="mt-5 divide-y divide-slate-200">
          {data.certificates.map((c) => (
            <li key={c.code} className="py-3 text-sm">
              <p className="font-semibold text-slate-950">
                {certifiedCourse(c.category, c.projectTitle)}: {SECTION_LABELS[c.section]}
              </p>
              <p className="mt-0.5 text-slate-600 text-xs">
                Issued {formatDate(c.issuedAt, timeZone)} ·{' '}
                <span className="font-mono">{formatCertificateCode(c.code)}</span>
              </p>
              <p className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1">
                <a
                  href={certificateUrl(c)}
                  download
                  className="font-semibold text-brand-700 hover:underline"
                >
                  Download PDF
                </a>
                <Link
                  to={`/certificates/${c.code}`}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  Verification page
                </Link>
                <AddToLinkedIn
                  href={linkedInAddUrl(
                    c,
                    SECTION_LABELS[c.section],
                    window.location.origin,
                    timeZone,
                  )}
                  className="font-semibold text-brand-700 hover:underline"
                />
              </p>
            </li>
          ))}
        </ul>
      )}
    </AccountCard>
  );
}
