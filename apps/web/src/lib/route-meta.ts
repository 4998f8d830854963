/**
 * A page's title and description: set in the browser and written into prerendered HTML. A
 * server-rendered page may add its address, Open Graph picture and schema.org data (absolute),
 * what it is to Open Graph (a learner's profile, else a website) and the link card's size.
 */
export type TRouteMeta = {
  title: string;
  description: string;
  url?: string;
  image?: string;
  jsonLd?: unknown;
  /** og:type; `profile` names its `username` (profile:username). Default `website`. */
  type?: 'website' | 'profile';
  username?: string;
  /** twitter:card: a small square picture (`summary`) or a wide one (the default). */
  card?: 'summary' | 'summary_large_image';
};

export const SITE_NAME = 'ThinkBuild';

export const fullTitle = (title: string) =>
  title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;

export const DEFAULT_META: TRouteMeta = {
  title: SITE_NAME,
  description:
    'Think, build, deploy: beginner-friendly video lessons and quizzes for web, mobile and game development.',
};

/** Pages behind sign-in are never indexed: a title is what matters there. */
const titled = (title: string): TRouteMeta => ({ title, description: DEFAULT_META.description });

/** Meta of the static pages, by path (pages with data, like a blog post, set their own). */
export const PAGE_META: Record<string, TRouteMeta> = {
  '/': DEFAULT_META,
  '/tutorials': {
    title: 'Tutorials',
    description:
      'Interactive beginner lessons for web, mobile and game development, built around real projects.',
  },
  '/pricing': {
    title: 'Pricing',
    description:
      'Special offer: full access for half the price, paid once. Or subscribe monthly or annually.',
  },
  '/aboutus': {
    title: 'About us',
    description:
      'Why ThinkBuild exists and how we teach beginners to code by building real projects.',
  },
  '/help': {
    title: 'Help',
    description: 'Answers about accounts, subscriptions, lessons and quizzes, and how to reach us.',
  },
  '/termsofservice': {
    title: 'Terms of Service',
    description: 'The terms that apply when you use ThinkBuild. Effective 2025/05/29.',
  },
  '/privacypolicy': {
    title: 'Privacy Policy',
    description:
      'What ThinkBuild collects, why, and your rights under POPIA. Effective 2025/05/29.',
  },
  '/courses': {
    title: 'Courses',
    description:
      'Project courses in web, mobile and game development, each with a free preview lesson.',
  },
  '/blogs': {
    title: 'Blog',
    description:
      'Short, practical posts with code you can copy: web, mobile and game development for beginners.',
  },
  '/login': {
    title: 'Log In',
    description: 'Log in to ThinkBuild to continue your lessons, quizzes and projects.',
  },
  '/signup': {
    title: 'Sign Up',
    description: 'Create your ThinkBuild account and start building your first project.',
  },
  '/forgotpassword': titled('Forgot password'),
  '/reset-password': titled('Reset password'),
  '/termsofservicecheck': titled('Accept the Terms of Service'),
  '/subscription': titled('Choose a subscription'),
  '/subscription/complete': titled('Confirming your payment'),
  '/checkout/offer': titled('Special Offer'),
  '/home': titled('Home'),
  '/review': titled('Review'),
  '/web-category': titled('Web Development'),
  '/mobile-category': titled('Mobile Development'),
  '/game-category': titled('Game Development'),
  '/account': titled('Manage Your Account'),
  '/account/email-undo': titled('Stop the email change'),
  '/guardian-consent': titled('Consent for a learner under 18'),
  '/search': titled('Search'),
  '/report-site': titled('Report a project'),
  '/notes': titled('My notes'),
  '/admin': titled('Admin dashboard'),
  '/admin/insights': titled('Insights'),
  // The dashboard's link keeps SPEC's "Create Course"; what this screen makes is one lesson.
  '/createcourse': titled('New lesson'),
  '/createblog': titled('Create Blog'),
};

export const NOT_FOUND_META: TRouteMeta = {
  title: '404 Not Found',
  description: 'This page does not exist.',
};

export const metaForPath = (pathname: string): TRouteMeta | undefined =>
  PAGE_META[pathname.replace(/(.)\/$/, '$1')] ??
  (pathname === '/error' ? NOT_FOUND_META : undefined);

export function applyDocumentMeta({ title, description }: TRouteMeta) {
  document.title = fullTitle(title);
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = description;
}
