import { Link } from 'react-router';
import { ButtonLink } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { ArrowRightIcon, CheckIcon } from '../../../ui/icons.tsx';
import { HeroAnimation } from './hero-animation.tsx';
import { TRACKS } from './tracks.ts';

const PROMISES = ['Short video lessons', 'A quick quiz after each one', 'Code you can copy'];

/** The header hides its Start Building button below `sm`; this full-width one takes its place. */
function MobileStartBar() {
  return (
    <div className="border-slate-200 border-b bg-white px-4 py-3 sm:hidden">
      <ButtonLink to="/signup" size="lg" className="w-full">
        Start Building
      </ButtonLink>
    </div>
  );
}

function TrackRow() {
  return (
    <section aria-labelledby="tracks-heading" className="mt-14 sm:mt-20">
      <h2
        id="tracks-heading"
        className="text-center font-semibold text-slate-600 text-sm uppercase tracking-wider"
      >
        Three tracks, one way of learning
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-3">
        {TRACKS.map(({ id, name, blurb, project, Icon, tone }) => (
          <li key={id}>
            <Link
              to={`/tutorials#${id}`}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white/80 p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500/40 hover:shadow-md"
            >
              <span
                className={`inline-flex h-11 w-11 items-center justify-center rounded-xl ring-1 ${tone}`}
              >
                <Icon className="h-6 w-6" />
              </span>
              <h3 className="mt-4 font-bold text-lg text-slate-950">{name}</h3>
              <p className="mt-1 text-slate-600 text-sm">{blurb}</p>
              <p className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 text-sm">
                {project}
                <ArrowRightIcon className="h-4 w-4 shrink-0 transition group-hover:translate-x-0.5" />
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Hero() {
  return (
    <>
      <MobileStartBar />
      <div className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[linear-gradient(to_right,rgb(79_70_229/0.07)_1px,transparent_1px),linear-gradient(to_bottom,rgb(79_70_229/0.07)_1px,transparent_1px)] bg-[size:40px_40px] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]"
        />
        <Container className="relative pt-8 pb-16 sm:pt-16 sm:pb-24">
          <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-12">
            {/* The "video" comes first, as on the original page; on wide screens it sits right. */}
            <div className="lg:order-last">
              <HeroAnimation />
            </div>
            <div>
              <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 font-semibold text-brand-700 text-xs shadow-sm ring-1 ring-brand-100 sm:text-sm">
                <span className="h-1.5 w-1.5 rounded-full bg-brand-600" aria-hidden="true" />
                <span>
                  For beginners
                  <span className="hidden sm:inline">: web, mobile and game development</span>
                </span>
              </p>
              <h1 className="mt-5 text-balance font-extrabold text-4xl text-slate-950 tracking-tight sm:text-5xl lg:text-[3.25rem] lg:leading-[1.08]">
                Think and learn while you{' '}
                <span className="bg-gradient-to-r from-brand-600 to-fuchsia-600 bg-clip-text text-transparent">
                  build
                </span>{' '}
                your own software projects.
              </h1>
              <p className="mt-5 max-w-xl text-lg text-slate-600">
                ThinkBuild teaches programming the way it sticks: you build a real project from the
                first lesson, and understand every line you write along the way.
              </p>
              <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-slate-700 text-sm">
                {PROMISES.map((promise) => (
                  <li key={promise} className="inline-flex items-center gap-1.5">
                    <CheckIcon className="h-4 w-4 text-emerald-600" />
                    {promise}
                  </li>
                ))}
              </ul>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <ButtonLink to="/signup" size="lg" className="w-full sm:w-auto">
                  Start Building
                  <ArrowRightIcon className="h-5 w-5" />
                </ButtonLink>
                <ButtonLink
                  to="/tutorials"
                  size="lg"
                  variant="secondary"
                  className="w-full sm:w-auto"
                >
                  Explore the tutorials
                </ButtonLink>
              </div>
            </div>
          </div>
          <TrackRow />
        </Container>
      </div>
    </>
  );
}
