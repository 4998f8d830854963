import {
  certifiedCourse,
  formatCertificateCode,
  linkedInAddUrl,
} from '@thinkbuild/core/certificates';
import { formatDate } from '@thinkbuild/core/format';
import { SECTION_LABELS } from '@thinkbuild/core/sections';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { AddToLinkedIn } from '../../../entities/certificate/add-to-linkedin.tsx';
import { useMe, useTimeZone } from '../../../entities/session/session.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { applyDocumentMeta } from '../../../lib/route-meta.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { CheckIcon, CrossIcon } from '../../../ui/icons.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { useCertificate } from '../api/get-certificate.ts';

/** /certificates/:code: anyone with the code can confirm the certificate is real. */
export default function VerifyCertificatePage() {
  const { code = '' } = useParams();
  const { data, error, isPending, refetch } = useCertificate(code);
  const timeZone = useTimeZone();
  // Offered to signed-in visitors: the holder, who arrives here from /account or the course.
  const signedIn = Boolean(useMe().data);
  // A malformed code (400) is as unknown as a well-formed one no certificate has (404).
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);

  useEffect(() => {
    applyDocumentMeta(
      data
        ? {
            title: `Certificate: ${data.name}`,
            description: `${data.name} completed the ${SECTION_LABELS[data.section]} section of ${certifiedCourse(data.category, data.projectTitle)} on ThinkBuild.`,
          }
        : { title: 'Certificate', description: 'Confirm a ThinkBuild certificate.' },
    );
  }, [data]);

  return (
    <Container className="max-w-2xl py-12 sm:py-20">
      {isPending && (
        <p role="status" className="text-center text-slate-600">
          Checking the certificate…
        </p>
      )}
      {error && !missing && <LoadError what="The certificate" retry={() => refetch()} />}
      {missing && (
        <section className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
          <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-red-50 text-red-700">
            <CrossIcon className="h-7 w-7" />
          </span>
          <h1 className="mt-4 font-extrabold text-2xl text-slate-950">Certificate not found</h1>
          <p className="mt-2 text-slate-600">
            No ThinkBuild certificate has the code{' '}
            <span className="break-all font-mono font-semibold text-slate-900">{code}</span>. Check
            the code printed at the bottom of the certificate.
          </p>
          <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
            Go to ThinkBuild
          </Link>
        </section>
      )}
      {data && (
        <section className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 sm:p-12">
          <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <CheckIcon className="h-7 w-7" />
          </span>
          <p className="mt-4 font-semibold text-emerald-700 text-sm uppercase tracking-wider">
            Verified certificate
          </p>
          <h1 className="mt-3 break-words font-extrabold text-3xl text-slate-950 sm:text-4xl">
            {data.name}
          </h1>
          <p className="mt-4 text-lg text-slate-700">
            passed the quiz of every lesson in the{' '}
            <strong className="text-slate-950">{SECTION_LABELS[data.section]}</strong> section of{' '}
            <strong className="text-slate-950">
              {certifiedCourse(data.category, data.projectTitle)}
            </strong>
            .
          </p>
          <dl className="mx-auto mt-8 grid max-w-xl gap-4 text-left sm:grid-cols-2">
            <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
              <dt className="text-slate-500 text-xs uppercase tracking-wider">Issued</dt>
              <dd className="mt-1 font-semibold text-slate-950">
                {formatDate(data.issuedAt, timeZone)}
              </dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
              <dt className="text-slate-500 text-xs uppercase tracking-wider">Code</dt>
              <dd className="mt-1 break-all font-mono font-semibold text-slate-950 text-sm">
                {formatCertificateCode(data.code)}
              </dd>
            </div>
          </dl>
          {signedIn && (
            <AddToLinkedIn
              href={linkedInAddUrl(
                data,
                SECTION_LABELS[data.section],
                window.location.origin,
                timeZone,
              )}
              className={buttonClass('secondary', 'md', 'mt-8')}
            />
          )}
        </section>
      )}
    </Container>
  );
}
