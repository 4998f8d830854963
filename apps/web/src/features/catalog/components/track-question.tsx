import { categoryPagePath } from '@thinkbuild/core/routes';
import type { TTrackStart } from '@thinkbuild/core/schemas/my-courses';
import { Link } from 'react-router';
import { TRACK_STYLE } from '../../../entities/course/track-style.ts';
import { lessonPath, PLAY_ON_OPEN } from '../../../entities/lesson/paths.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { PlayIcon } from '../../../ui/icons.tsx';

/**
 * A learner with nothing started is asked one question: each track with its first project and
 * a Start button that opens that project's first lesson the plan allows, playing (the click
 * allows sound).
 */
export function TrackQuestion({ tracks }: { tracks: readonly TTrackStart[] }) {
  return (
    <section aria-labelledby="track-question">
      <h2
        id="track-question"
        className="text-balance font-extrabold text-2xl text-slate-950 tracking-tight sm:text-3xl"
      >
        What do you want to build first?
      </h2>
      <p className="mt-2 text-slate-600">
        Pick one and its first lesson starts playing. The other tracks stay here for later.
      </p>
      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        {tracks.map((track) => (
          <TrackStartCard key={track.slug} track={track} />
        ))}
      </ul>
    </section>
  );
}

function TrackStartCard({ track }: { track: TTrackStart }) {
  const { Icon, tone, blurb } = TRACK_STYLE[track.slug];
  const { start } = track;
  return (
    <li
      className={`flex flex-col rounded-2xl border bg-white p-5 shadow-sm sm:p-6 ${
        start ? 'border-slate-200' : 'border-slate-200 border-dashed bg-slate-50'
      }`}
    >
      <div className="flex items-center gap-3">
        <span
          className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl ring-1 ${tone}`}
        >
          <Icon className="h-6 w-6" />
        </span>
        <h3 className="font-bold text-lg text-slate-950">{track.title}</h3>
      </div>
      <p className="mt-3 text-slate-600 text-sm leading-6">{blurb}</p>
      {start ? (
        <>
          <div className="mt-4 flex-1 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <p className="font-semibold text-slate-500 text-xs uppercase tracking-wider">
              First project
            </p>
            <p className="mt-1 font-semibold text-slate-950">{start.title}</p>
            <p className="mt-1 text-slate-600 text-sm">
              {start.lessonCount} lessons · starts with “{start.lesson.title}”
            </p>
          </div>
          <ButtonLink
            to={lessonPath({ category: track.slug, project: start.project, ...start.lesson })}
            state={PLAY_ON_OPEN}
            size="lg"
            className="mt-5 w-full"
          >
            <PlayIcon className="h-4 w-4" />
            Start<span className="sr-only"> {track.title}</span>
          </ButtonLink>
          <Link
            to={categoryPagePath(track.slug)}
            className="mt-3 self-center rounded px-1 font-semibold text-brand-700 text-sm hover:underline"
          >
            See every project<span className="sr-only"> in {track.title}</span>
          </Link>
        </>
      ) : (
        <p className="mt-4 flex-1 font-semibold text-amber-900 text-sm">
          {track.comingSoonLabel ?? 'Coming soon'}
        </p>
      )}
    </li>
  );
}
