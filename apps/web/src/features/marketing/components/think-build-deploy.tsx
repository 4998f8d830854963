import { ButtonLink } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { ArrowRightIcon, HammerIcon, LightbulbIcon, RocketIcon } from '../../../ui/icons.tsx';

const STEPS = [
  {
    word: 'Think',
    Icon: LightbulbIcon,
    sections: 'Planning',
    text: 'Before any code, decide what you are making: the pages, the features and the order to build them in.',
    access: 'Creator',
    tone: 'bg-amber-100 text-amber-800',
  },
  {
    word: 'Build',
    Icon: HammerIcon,
    sections: 'Build and Deeper Explanation',
    text: 'Write the project step by step with the video, then go deeper into why each piece works.',
    access: 'Build: everyone. Deeper Explanation: Builder and Creator',
    tone: 'bg-brand-100 text-brand-700',
  },
  {
    word: 'Deploy',
    Icon: RocketIcon,
    sections: 'Deployment',
    text: 'Put your project on the internet or on a phone, and share a link with the people you know.',
    access: 'Creator',
    tone: 'bg-emerald-100 text-emerald-800',
  },
] as const;

/** The slogan as a section: the three words are the three stages of every course. */
export function ThinkBuildDeploy() {
  return (
    <section
      id="think-build-deploy"
      aria-labelledby="think-build-deploy-heading"
      className="scroll-mt-16 bg-slate-50 py-16 sm:py-24"
    >
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">
            How every course is laid out
          </p>
          <h2
            id="think-build-deploy-heading"
            className="mt-3 font-extrabold text-3xl text-slate-950 tracking-tight sm:text-4xl"
          >
            Think, Build, Deploy
          </h2>
          <p className="mt-5 text-lg text-slate-600">
            Real developers don’t start by typing. Every ThinkBuild project is split into four
            sections of short video lessons: Planning, Build, Deeper Explanation and Deployment.
            Your tier decides how far you go.
          </p>
        </div>
        <ol className="mt-12 grid gap-5 md:grid-cols-3">
          {STEPS.map(({ word, Icon, sections, text, access, tone }, i) => (
            <li
              key={word}
              className="relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <div className="flex items-center justify-between">
                <span
                  className={`inline-flex h-12 w-12 items-center justify-center rounded-xl ${tone}`}
                >
                  <Icon className="h-6 w-6" />
                </span>
                <span className="font-semibold text-slate-600 text-sm">Step {i + 1} of 3</span>
              </div>
              <h3 className="mt-5 font-extrabold text-2xl text-slate-950">{word}</h3>
              <p className="mt-1 font-semibold text-brand-700 text-sm">{sections}</p>
              <p className="mt-3 flex-1 text-slate-600">{text}</p>
              <p className="mt-5 rounded-lg bg-slate-50 px-3 py-2 text-slate-700 text-sm ring-1 ring-slate-200">
                <span className="font-semibold">Included with:</span> {access}
              </p>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ButtonLink to="/signup" size="lg" className="w-full sm:w-auto">
            Start Building
            <ArrowRightIcon className="h-5 w-5" />
          </ButtonLink>
          <ButtonLink to="/pricing" size="lg" variant="ghost" className="w-full sm:w-auto">
            Compare plans
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
