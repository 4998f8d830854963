import { Link } from 'react-router';
import type { TFaqGroup } from './faq-group.tsx';

export const SUPPORT_EMAIL = 'support@thinkbuild.co.za';

const link = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

function Mail() {
  return (
    <a href={`mailto:${SUPPORT_EMAIL}`} className={link}>
      {SUPPORT_EMAIL}
    </a>
  );
}

/** Lessons, Quizzes and Contact. */
export const LEARNING_FAQ_GROUPS: readonly TFaqGroup[] = [
  {
    id: 'lessons',
    title: 'Lessons',
    intro: 'How courses are organised and how to move through them.',
    items: [
      {
        q: 'How are courses organised?',
        a: (
          <p>
            Pick a track (Web, Mobile or Game Development), then a project. Every project has four
            sections in this order: Planning, Build, Deeper Explanation and Deployment. Each section
            is a list of short video lessons.
          </p>
        ),
      },
      {
        q: 'How do I move between lessons?',
        a: (
          <p>
            Choose a lesson from the section list beside the video, or use the Previous Lesson and
            Next Lesson buttons. After the last lesson of a section, Next Lesson takes you to the
            first lesson of the next section.
          </p>
        ),
      },
      {
        q: 'Why is a section locked?',
        a: (
          <p>
            Sections depend on your tier: Build is open to everyone signed in, Deeper Explanation
            needs Builder or Creator, and Planning and Deployment need Creator. You can upgrade from
            your account page.
          </p>
        ),
      },
      {
        q: 'Is my progress saved?',
        a: (
          <p>
            Yes. ThinkBuild remembers which lessons you have finished and your quiz results, so you
            can stop at any time and carry on later, on any device.
          </p>
        ),
      },
      {
        q: 'Where do I find code to copy?',
        a: (
          <p>
            Our{' '}
            <Link to="/blogs" className={link}>
              blog
            </Link>{' '}
            has short posts for web, mobile and game development. Every code box has a Copy button
            that puts the code on your clipboard.
          </p>
        ),
      },
    ],
  },
  {
    id: 'quizzes',
    title: 'Quizzes',
    intro: 'The five-question check at the end of every lesson.',
    items: [
      {
        q: 'How do quizzes work?',
        a: (
          <p>
            Every lesson ends with a quiz of five questions. Each question has five options and one
            right answer.
          </p>
        ),
      },
      {
        q: 'What do I need to pass?',
        a: <p>Answer 4 of the 5 questions correctly to pass.</p>,
      },
      {
        q: 'Can I try again?',
        a: (
          <p>
            Yes, as many times as you like. Rewatch the lesson if you need to; we keep your best
            result.
          </p>
        ),
      },
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    intro: 'Still stuck? We are happy to help.',
    items: [
      {
        q: 'How do I contact ThinkBuild?',
        a: (
          <p>
            Email us at <Mail />. Tell us the email address on your account and, for a lesson, which
            project and lesson you were watching.
          </p>
        ),
      },
      {
        q: 'I found a mistake in a lesson or a blog post.',
        a: (
          <p>
            Thank you! Send the details to <Mail /> and we will fix it.
          </p>
        ),
      },
      {
        q: 'How do I ask about my personal information?',
        a: (
          <p>
            Read our{' '}
            <Link to="/privacypolicy" className={link}>
              Privacy Policy
            </Link>
            , then email <Mail /> to see, correct or delete your information.
          </p>
        ),
      },
    ],
  },
];
