import { code } from './exercise-files.ts';
import { PORTFOLIO_STEP, portfolioStep } from './exercises-web-project.ts';
import type { TSeedExercise } from './types.ts';

// The web Portfolio's layout steps: the About section's cards with Flexbox, the projects gallery
// with CSS Grid. The checks read the computed styles and where the boxes landed on screen,
// never the code's text.

const portfolio = { category: 'web', project: 'portfolio' } as const;

const flexbox: TSeedExercise = {
  lesson: {
    ...portfolio,
    section: 'build',
    number: 5,
    title: 'Laying Out the About Section with Flexbox',
  },
  exercise: {
    instructions: code`
      The About section of your portfolio has three cards about your skills, and they sit one
      under the other. Lay them out in a row with Flexbox, at the end of \`style.css\`:

      1. Make \`.skills\` a flex container: \`display: flex\`.
      2. Leave space between the cards with \`gap\` on \`.skills\`.
      3. Make every card the same width: a new rule for \`.card\` with \`flex: 1\` (the
         \`.card\` rule near the top still draws the border).

      **Done** when the three cards sit side by side in one row, equally wide, with space
      between them.
    `,
    ...portfolioStep(PORTFOLIO_STEP.flexbox),
    checks: code`
      test('.skills is a flex container', () => {
        expect(style('.skills', 'display')).toBe('flex', 'Give .skills display: flex');
      });

      test('The three cards sit side by side', () => {
        const cards = $$('.skills .card');
        expect(cards).toHaveLength(3, 'Keep the three cards inside .skills');
        const rows = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top)));
        expect(rows.size).toBe(1, 'The three cards should sit side by side in one row');
      });

      test('There is space between the cards', () => {
        expect(parseFloat(style('.skills', 'columnGap')) || 0).toBeGreaterThan(0, 'Leave space between the cards with gap on .skills');
      });

      test('The cards share the row equally', () => {
        // Grow factors, not widths: on a narrow preview a long word can keep one card wider.
        for (const card of $$('.skills .card')) {
          expect(style(card, 'flexGrow')).toBe('1', 'Give every card flex: 1, so the cards share the row equally');
        }
      });
    `,
  },
};

const grid: TSeedExercise = {
  lesson: { ...portfolio, section: 'build', number: 6, title: 'Projects Gallery with CSS Grid' },
  exercise: {
    instructions: code`
      Show your six projects as a gallery of tiles with CSS Grid, at the end of \`style.css\`:

      1. Make \`.gallery\` a grid: \`display: grid\`.
      2. Give it three equal columns: \`grid-template-columns: repeat(3, 1fr)\`.
      3. Leave space between the tiles with \`gap\`.

      **Done** when the six projects form two rows of three tiles of the same width.
    `,
    ...portfolioStep(PORTFOLIO_STEP.grid),
    checks: code`
      test('.gallery is a grid', () => {
        expect(style('.gallery', 'display')).toBe('grid', 'Give .gallery display: grid');
      });

      test('Three columns of the same width', () => {
        const columns = style('.gallery', 'gridTemplateColumns').split(' ').map(parseFloat).filter((n) => n > 0);
        expect(columns).toHaveLength(3, 'The gallery should have three columns');
        expect(Math.max(...columns) - Math.min(...columns)).toBeLessThan(1, 'The three columns should be equally wide: 1fr each');
      });

      test('Two rows of three tiles', () => {
        const tiles = $$('.gallery .project');
        expect(tiles).toHaveLength(6, 'Keep the six projects inside .gallery');
        const rows = new Set(tiles.map((tile) => Math.round(tile.getBoundingClientRect().top)));
        expect(rows.size).toBe(2, 'The six projects should make two rows of three');
      });

      test('Space between the tiles', () => {
        expect(parseFloat(style('.gallery', 'columnGap')) || 0).toBeGreaterThan(0, 'Leave space between the columns with gap');
        expect(parseFloat(style('.gallery', 'rowGap')) || 0).toBeGreaterThan(0, 'Leave space between the rows with gap');
      });
    `,
  },
};

/** In course order, after the navigation bar (exercises-web.ts). */
export const WEB_LAYOUT_EXERCISES: TSeedExercise[] = [flexbox, grid];
