import { useQueryClient } from '@tanstack/react-query';
import { CERTIFICATE_MESSAGES } from '@thinkbuild/core/certificates';
import { SECTION_LABELS } from '@thinkbuild/core/sections';
import { Link } from 'react-router';
import { useMe } from '../../../entities/session/session.ts';
import { VerifyEmailNotice } from '../../../entities/session/verify-email-notice.tsx';
import { buttonClass } from '../../../ui/button.tsx';
import { SparkleIcon } from '../../../ui/icons.tsx';
import { certificatePdfUrl, useCourseCertificates } from '../api/get-course-certificates.ts';
import { courseKeys } from '../api/keys.ts';

/**
 * Under the lesson (not above every video): each completed section's certificate, or where to add the name first, or
 * (a free account) that certificates come with a plan.
 */
export function CertificateBanner({ category, project }: { category: string; project: string }) {
  const { data } = useCourseCertificates(category, project);
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const done = data?.sections.filter((s) => s.complete || s.code) ?? [];
  if (!data || done.length === 0) return null;
  // Issuing one needs a verified address (decisions/034): the notice instead of the download.
  const unverified = me?.emailVerified === false;
  return (
    <>
      <ul aria-label="Certificates" className="mt-5 space-y-3">
        {done.map(({ section, code }) => (
          <li
            key={section}
            className="flex flex-col gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="flex items-start gap-2 font-semibold text-emerald-900">
              <SparkleIcon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
              You completed every lesson of {SECTION_LABELS[section]}.
            </p>
            {!data.allowed && !code ? (
              <span className="flex flex-col gap-2 sm:items-end">
                <span className="text-emerald-900 text-sm">{CERTIFICATE_MESSAGES.needsPlan}</span>
                <Link to="/subscription" className={buttonClass('secondary', 'md', 'shrink-0')}>
                  Choose a plan
                </Link>
              </span>
            ) : unverified && !code ? (
              <span className="text-emerald-900 text-sm">Verify your email to get it (below).</span>
            ) : data.hasName || code ? (
              <span className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <a
                  href={certificatePdfUrl(category, project, section)}
                  download
                  // The first download issues it: show its verification link afterwards.
                  onClick={() =>
                    setTimeout(
                      () =>
                        queryClient.invalidateQueries({
                          queryKey: courseKeys.certificates(category, project),
                        }),
                      1500,
                    )
                  }
                  className={buttonClass('primary', 'md', 'shrink-0')}
                >
                  Download your certificate
                </a>
                {code && (
                  <Link
                    to={`/certificates/${code}`}
                    className="font-semibold text-emerald-900 text-sm underline"
                  >
                    Verification page
                  </Link>
                )}
              </span>
            ) : (
              <Link to="/account" className={buttonClass('secondary', 'md', 'shrink-0')}>
                Add your name to get your certificate
              </Link>
            )}
          </li>
        ))}
      </ul>
      {unverified && data.allowed && done.some((s) => !s.code) && (
        <VerifyEmailNotice action="certificate" className="mt-3" />
      )}
    </>
  );
}
