import type { TSiteCheckExercise } from '@thinkbuild/core';
import type { TSeedExercise } from './types.ts';

/** A Deployment lesson's site check (core's site-check.ts), after its lesson as an exercise is. */
export type TSeedSiteCheck = {
  lesson: TSeedExercise['lesson'];
  check: TSiteCheckExercise;
};

/**
 * The demo's site checks: the Deployment lessons of the projects built step by step end with the
 * learner's own project online, checked at its address. Creator (the Deployment section's plan)
 * publishes; the checks are the server's.
 */
export const SEED_SITE_CHECKS: TSeedSiteCheck[] = [
  {
    lesson: {
      category: 'web',
      project: 'portfolio',
      section: 'deployment',
      number: 2,
      title: 'Deploying to GitHub Pages with a Custom Domain',
    },
    check: {
      instructions: [
        'Before you point a domain at anything, put the portfolio you built step by step online at',
        'your own ThinkBuild address: no GitHub account needed.',
        '',
        '1. Open **My project** and press **Publish** (the first time, choose your address).',
        '2. Open the address in a new tab: that is what a visitor sees.',
        '3. Come back and press **Check my site**. The check reads your published files: your page',
        '   needs a `<title>`, every file it links to must be online, and the address must show your',
        '   latest work (changed something since? Publish again).',
      ].join('\n'),
      hints: [
        'Not online yet? My project has a **Publish** bar under the editor: the first publish asks you to choose your address.',
        'A file your page uses is missing? Compare the `href` and `src` values in index.html with the file tree: names and folders must match exactly, and a path must not start with `/`.',
      ],
    },
  },
  {
    lesson: {
      category: 'mobile',
      project: 'portfolio',
      section: 'deployment',
      number: 1,
      title: 'Building and Publishing with EAS Build',
    },
    check: {
      instructions: [
        'An app store build takes a while; your project can be online today. Publish the app you',
        'built in **My project**, open its address on your phone, then press **Check my site**.',
        'The check reads your published files: a `<title>`, every linked file online, and your',
        'latest work (publish again after a change).',
      ].join('\n'),
      hints: [
        'Press **Publish** in My project first: the check looks at the published copy, not at the editor.',
        'Changed a file after publishing? Press **Publish changes**, then check again.',
      ],
    },
  },
];
