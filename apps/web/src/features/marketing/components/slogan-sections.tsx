import { FeatureSection } from './feature-section.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { CodeCopyVisual, LessonVisual, QuizVisual } from './lesson-visuals.tsx';
import { ThinkBuildDeploy } from './think-build-deploy.tsx';
import { GameVisual, PhoneVisual } from './track-visuals.tsx';

/** Every slogan from SPEC.md §1 is a section heading here, word for word. */
export function SloganSections() {
  return (
    <>
      <FeatureSection
        id="learn-through-exposure"
        eyebrow="Web development"
        title="Learn Through Exposure"
        visual={<LessonVisual />}
        points={[
          'Real projects from the first lesson, not isolated exercises',
          'See how experienced developers plan, structure and fix their code',
          'Everything you build is yours to keep and show off',
        ]}
      >
        <p>
          The fastest way to learn to code is to watch real software being made, then make it
          yourself. Every ThinkBuild course follows one project from an empty folder to a finished
          product, so you meet each idea exactly where it is needed.
        </p>
      </FeatureSection>

      <ThinkBuildDeploy />

      <FeatureSection
        id="build-your-first-project"
        eyebrow="How it works"
        title="Build Your First Project"
        visual={<QuizVisual />}
        reverse
      >
        <p>
          You don’t need any experience. Pick a track, press play and follow along. A few short
          lessons in, you will have something on your screen that you made.
        </p>
        <HowItWorks />
      </FeatureSection>

      <FeatureSection
        id="mobile-applications"
        eyebrow="Mobile development"
        title="Mobile Applications Made Accessible"
        visual={<PhoneVisual />}
        tone="tint"
        points={[
          'Screens, navigation and data explained in plain language',
          'Build a portfolio app you can open on your own phone',
          'The same think-build-deploy steps as the web track',
        ]}
      >
        <p>
          Making an app for the phone in your pocket sounds out of reach. It isn’t. Our mobile track
          takes you from your first screen to a working app, one small step at a time.
        </p>
      </FeatureSection>

      <FeatureSection
        id="game-development"
        eyebrow="Game development"
        title="Game Development Simplified"
        visual={<GameVisual />}
        reverse
        points={[
          'Game loops, movement, collisions and scoring, one idea per lesson',
          'Projects in Unity and in Unreal Engine',
          'Play what you built at the end of every section',
        ]}
      >
        <p>
          Games look like magic until someone shows you the pieces. We break a 3D shooter down into
          small lessons so you understand every system you add, instead of copying a tutorial you
          can’t change.
        </p>
      </FeatureSection>

      <FeatureSection
        id="no-more-confusing-lessons"
        eyebrow="Why ThinkBuild"
        title="No more confusing lessons"
        visual={<CodeCopyVisual />}
        tone="tint"
        points={[
          'Short videos that explain one thing at a time',
          'A quick quiz after every lesson, so you know that it stuck',
          'Blog posts with code boxes you can copy in one click',
          'Plain words, with jargon explained the first time it appears',
        ]}
      >
        <p>
          Hours-long lectures and half-explained snippets make beginners quit. ThinkBuild lessons
          are short, focused and built around a project you care about, so you always know what you
          are doing and why.
        </p>
      </FeatureSection>
    </>
  );
}
