import { certifiedCourse, formatCertificateCode } from '@thinkbuild/core/certificates';
import { formatDate } from '@thinkbuild/core/format';
import { profileName } from '@thinkbuild/core/profile';
import type { TPublicProfile } from '@thinkbuild/core/schemas/profile';
import { SECTION_LABELS } from '@thinkbuild/core/sections';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { AddToLinkedIn } from '../../../entities/certificate/add-to-linkedin.tsx';
import { useTimeZone } from '../../../entities/session/session.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { applyDocumentMeta } from '../../../lib/route-meta.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { usePublicProfile } from '../api/get-public-profile.ts';
import { ProjectCard } from '../components/project-card.tsx';
import { profileMeta } from '../meta.ts';

const LINK = 'font-semibold text-brand-700 hover:underline';

/** For visitors: where ThinkBuild's courses are, so the page is never a dead end. */
function Invitation({ name }: { name: string }) {
  return (
    <section
      aria-labelledby="invite-heading"
      className="mt-14 rounded-2xl bg-slate-950 px-6 py-8 text-center sm:px-10 sm:py-10"
    >
      <h2 id="invite-heading" className="text-balance font-bold text-2xl text-white">
        Build projects like {name}’s
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-300">
        ThinkBuild teaches web, mobile and game development by building real projects, from a blank
        file to a site anyone can open.
      </p>
      {/* Plain links: this page runs no script (rendered on the server). */}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <a href="/courses" className={buttonClass('light', 'lg')}>
          See the courses
        </a>
        <a href="/signup" className={buttonClass('ghost', 'lg', 'text-white hover:bg-white/10')}>
          Start for free
        </a>
      </div>
    </section>
  );
}

function Certificates({
  certificates,
  timeZone,
}: {
  certificates: NonNullable<TPublicProfile['certificates']>;
  timeZone: string;
}) {
  return (
    <section aria-labelledby="certificates-heading" className="mt-14">
      <h2 id="certificates-heading" className="font-bold text-2xl text-slate-950 tracking-tight">
        Certificates
      </h2>
      {certificates.length === 0 ? (
        <p className="mt-3 text-slate-600">No certificates yet.</p>
      ) : (
        <ul className="mt-5 grid gap-4 lg:grid-cols-2">
          {certificates.map((c) => {
            const course = `${certifiedCourse(c.category, c.projectTitle)}: ${SECTION_LABELS[c.section]}`;
            return (
              <li key={c.code} className="rounded-2xl border border-slate-200 bg-white p-5">
                <p className="font-semibold text-emerald-700 text-xs uppercase tracking-wider">
                  Certificate · {SECTION_LABELS[c.section]} section
                </p>
                <h3 className="mt-1 break-words font-bold text-slate-950">{course}</h3>
                <p className="mt-1 text-slate-600 text-sm">
                  Issued {formatDate(c.issuedAt, timeZone)} ·{' '}
                  <span className="break-all font-mono">{formatCertificateCode(c.code)}</span>
                </p>
                <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
                  <a href={c.verifyUrl} className={LINK}>
                    Verify<span className="sr-only"> the certificate {course}</span>
                  </a>
                  <AddToLinkedIn href={c.linkedInUrl} className={LINK} />
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Profile({ profile }: { profile: TPublicProfile }) {
  const timeZone = useTimeZone();
  const name = profileName(profile);
  return (
    <>
      <div className="border-slate-200 border-b bg-gradient-to-b from-brand-50 to-white">
        <Container className="flex flex-col gap-5 py-10 sm:flex-row sm:items-center sm:py-14">
          <span
            aria-hidden="true"
            className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-brand-600 font-extrabold text-3xl text-white uppercase"
          >
            {[...name][0]}
          </span>
          <div className="min-w-0 max-w-2xl">
            <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">
              Learning on ThinkBuild
            </p>
            <h1 className="mt-1 break-words font-extrabold text-3xl text-slate-950 tracking-tight sm:text-4xl">
              {name}
            </h1>
            {profile.displayName && (
              <p className="mt-1 break-all font-mono text-slate-600 text-sm">@{profile.handle}</p>
            )}
            {profile.bio && (
              <p className="mt-3 whitespace-pre-line break-words text-lg text-slate-700">
                {profile.bio}
              </p>
            )}
          </div>
        </Container>
      </div>
      <Container className="py-10 sm:py-14">
        <section aria-labelledby="projects-heading">
          <h2 id="projects-heading" className="font-bold text-2xl text-slate-950 tracking-tight">
            Projects
          </h2>
          {profile.projects.length === 0 ? (
            <p className="mt-3 text-slate-600">No published projects yet.</p>
          ) : (
            <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {profile.projects.map((p) => (
                <ProjectCard key={p.siteName} project={p} timeZone={timeZone} />
              ))}
            </ul>
          )}
        </section>
        {profile.certificates && (
          <Certificates certificates={profile.certificates} timeZone={timeZone} />
        )}
        <Invitation name={name} />
      </Container>
    </>
  );
}

/**
 * /u/:handle: a learner's public profile, only what they chose to show (decisions/039, "Public
 * profile"). Rendered on the server for visitors with its Open Graph card (prerender/
 * entry-server.tsx); in the app (the link on /account) the same page reads the same API.
 */
export default function PublicProfilePage() {
  const { handle = '' } = useParams();
  const { data, error, isPending, refetch } = usePublicProfile(handle);
  const missing = error instanceof ApiError && error.status === 404;

  useEffect(() => {
    if (data) applyDocumentMeta(profileMeta(data, window.location.origin));
  }, [data]);

  if (data) return <Profile profile={data} />;
  return (
    <Container className="max-w-2xl py-16">
      {isPending && (
        <p role="status" className="text-slate-600">
          Loading the profile…
        </p>
      )}
      {error && !missing && <LoadError what="The profile" retry={() => refetch()} />}
      {missing && (
        <div>
          <h1 className="font-bold text-2xl text-slate-950">Profile not found</h1>
          <p className="mt-2 text-slate-600">
            No public profile is at this address. Its owner may have turned it off.
          </p>
          <a href="/courses" className={`${LINK} mt-4 inline-block`}>
            See ThinkBuild’s courses
          </a>
        </div>
      )}
    </Container>
  );
}
