import { Link } from 'react-router';
import { ButtonLink } from '../../../ui/button.tsx';
import { FeatureSection } from '../components/feature-section.tsx';
import { LessonVisual } from '../components/lesson-visuals.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { BrowserVisual, GameVisual, PhoneVisual } from '../components/track-visuals.tsx';

const JUMPS = [
  { id: 'beginner-lessons', label: 'Beginner lessons' },
  { id: 'web-development', label: 'Web' },
  { id: 'mobile-development', label: 'Mobile' },
  { id: 'game-development', label: 'Games' },
];

export default function TutorialsPage() {
  return (
    <>
      <PageHero
        eyebrow="Tutorials"
        title="Learn to code by building real projects"
        actions={
          <>
            <ButtonLink to="/signup" size="lg" className="w-full sm:w-auto">
              Start Building
            </ButtonLink>
            <ButtonLink to="/pricing" size="lg" variant="secondary" className="w-full sm:w-auto">
              See pricing
            </ButtonLink>
          </>
        }
      >
        <p>
          Short video lessons, a quiz after each one and code you can copy. Choose web, mobile or
          game development and follow one project from the first idea to the finished thing.
        </p>
        <nav aria-label="Tutorial tracks" className="mt-6">
          <ul className="flex flex-wrap justify-center gap-2">
            {JUMPS.map((jump) => (
              <li key={jump.id}>
                <Link
                  to={`#${jump.id}`}
                  className="inline-flex rounded-full bg-white px-4 py-1.5 font-semibold text-slate-700 text-sm shadow-sm ring-1 ring-slate-200 hover:text-brand-700 hover:ring-brand-500/40"
                >
                  {jump.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      <FeatureSection
        id="beginner-lessons"
        eyebrow="Start here"
        title="Beginner interactive lessons"
        visual={<LessonVisual />}
        cta={{ label: 'Start your first lesson', to: '/signup' }}
        points={[
          'Short videos you can pause, rewind and code along with',
          'A five-question quiz after every lesson: pass with 4 of 5, retry any time',
          'Your progress is saved, so you always continue where you stopped',
          'Every course has four sections: Planning, Build, Deeper Explanation and Deployment',
        ]}
      >
        <p>
          No experience needed. Each lesson teaches one thing and adds it to your project right
          away, so you learn by doing instead of memorising. The quiz at the end tells you whether
          it stuck before you move on.
        </p>
      </FeatureSection>

      <FeatureSection
        id="web-development"
        eyebrow="Web development track"
        title="Web application development"
        visual={<BrowserVisual />}
        reverse
        tone="tint"
        cta={{ label: 'Start the web track', to: '/signup' }}
        points={[
          'HTML for structure, CSS for style, JavaScript and React for behaviour',
          'First project: a portfolio website you can send to anyone',
          'Next up: a project management app and an online store',
        ]}
      >
        <p>
          Build the kind of websites you use every day. You plan the pages, write them step by step,
          understand why each part works and finally put your site on the internet with a link you
          can share.
        </p>
      </FeatureSection>

      <FeatureSection
        id="mobile-development"
        eyebrow="Mobile development track"
        title="Mobile applications development"
        visual={<PhoneVisual />}
        cta={{ label: 'Start the mobile track', to: '/signup' }}
        points={[
          'Screens, navigation, lists and forms, one small lesson at a time',
          'First project: a portfolio app that runs on your own phone',
          'Next up: a project manager app and an online store app',
        ]}
      >
        <p>
          Apps are just screens that talk to each other. We show you how to design them, build them
          and get them running on a real device, without drowning you in setup.
        </p>
      </FeatureSection>

      <FeatureSection
        id="game-development"
        eyebrow="Game development track"
        title="Game development simplified"
        visual={<GameVisual />}
        reverse
        tone="tint"
        cta={{ label: 'Start the game track', to: '/signup' }}
        points={[
          'Movement, cameras, shooting, scoring and levels explained in plain words',
          'Build a 3D shooter in Unity, or the same game in Unreal Engine',
          'Playable results at the end of every section',
        ]}
      >
        <p>
          Making a game is the most fun way to learn programming. You build a complete 3D shooter
          piece by piece and learn how real game engines think along the way.
        </p>
      </FeatureSection>
    </>
  );
}
