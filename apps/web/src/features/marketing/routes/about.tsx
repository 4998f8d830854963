import { MINIMUM_AGE } from '@thinkbuild/core/plans';
import { Container } from '../../../ui/container.tsx';
import { CtaBand } from '../components/cta-band.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { TRACKS } from '../components/tracks.ts';
import { ValueGrid } from '../components/value-grid.tsx';

const AUDIENCE = [
  {
    title: 'Complete beginners',
    text: 'You have never written a line of code and want a clear, friendly place to start.',
  },
  {
    title: 'Students',
    text: `From age ${MINIMUM_AGE} up (with a parent’s permission under 18): learn the skills school doesn’t always cover.`,
  },
  {
    title: 'Career changers',
    text: 'You want a portfolio of real projects to show, not a pile of unfinished tutorials.',
  },
  {
    title: 'Curious makers',
    text: 'You have an idea for a website, an app or a game and want to build it yourself.',
  },
];

export default function AboutPage() {
  return (
    <>
      <PageHero eyebrow="About us" title="We help beginners think, build and deploy">
        <p>
          ThinkBuild is a learning platform for aspiring programmers. You learn web, mobile and game
          development by building your own software projects from short video lessons.
        </p>
      </PageHero>

      <section aria-labelledby="mission-heading" className="py-16 sm:py-24">
        <Container className="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
          <div>
            <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">
              Our mission
            </p>
            <h2
              id="mission-heading"
              className="mt-3 font-extrabold text-3xl text-slate-950 tracking-tight sm:text-4xl"
            >
              Learning to code should feel like making something
            </h2>
          </div>
          <div className="space-y-5 text-lg text-slate-600">
            <p>
              Too many beginners get stuck watching hours of theory, copying code they don’t
              understand, and giving up before they have built anything of their own. We think there
              is a better way.
            </p>
            <p>
              At ThinkBuild you learn through exposure: you watch a real project come together,
              build it yourself alongside the video, and only then go deeper into why it works.
              Every lesson is short, every idea is used straight away, and every course ends with
              something you can show people.
            </p>
            <p>
              We call it <strong className="text-slate-950">Think, Build, Deploy</strong>: plan what
              you are making, build it step by step, and put it out into the world.
            </p>
          </div>
        </Container>
      </section>

      <section aria-labelledby="audience-heading" className="bg-slate-50 py-16 sm:py-24">
        <Container>
          <h2
            id="audience-heading"
            className="text-center font-extrabold text-3xl text-slate-950 tracking-tight sm:text-4xl"
          >
            Who ThinkBuild is for
          </h2>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {AUDIENCE.map((item) => (
              <li
                key={item.title}
                className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              >
                <h3 className="font-bold text-lg text-slate-950">{item.title}</h3>
                <p className="mt-2 text-slate-600">{item.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="lessons-heading" className="py-16 sm:py-24">
        <Container className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">
              How lessons work
            </p>
            <h2
              id="lessons-heading"
              className="mt-3 font-extrabold text-3xl text-slate-950 tracking-tight sm:text-4xl"
            >
              Short videos, a quick quiz, code you can copy
            </h2>
            <p className="mt-5 text-lg text-slate-600">
              Every project is split into four sections: Planning, Build, Deeper Explanation and
              Deployment. Each section is a list of short video lessons, and every lesson ends with
              a five-question quiz. Pass with 4 out of 5, retry as often as you like, and your
              progress is saved as you go.
            </p>
          </div>
          <HowItWorks />
        </Container>
      </section>

      <section aria-labelledby="tracks-heading" className="bg-slate-50 py-16 sm:py-24">
        <Container>
          <h2
            id="tracks-heading"
            className="text-center font-extrabold text-3xl text-slate-950 tracking-tight sm:text-4xl"
          >
            Three tracks
          </h2>
          <ul className="mt-10 grid gap-5 md:grid-cols-3">
            {TRACKS.map(({ id, name, blurb, project, Icon, tone }) => (
              <li key={id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span
                  className={`inline-flex h-11 w-11 items-center justify-center rounded-xl ring-1 ${tone}`}
                >
                  <Icon className="h-6 w-6" />
                </span>
                <h3 className="mt-4 font-bold text-lg text-slate-950">{name}</h3>
                <p className="mt-2 text-slate-600">{blurb}</p>
                <p className="mt-3 font-semibold text-slate-800 text-sm">{project}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <ValueGrid />

      <CtaBand title="Come and build with us" secondary={{ label: 'Read the blog', to: '/blogs' }}>
        <p>Your first project is waiting. Start with one short lesson today.</p>
      </CtaBand>
    </>
  );
}
