import { code } from './exercise-files.ts';
import { PORTFOLIO_STEP, portfolioStep } from './exercises-web-project.ts';
import type { TSeedExercise } from './types.ts';

// The web Portfolio's steps that respond to the screen and to the visitor: a media query and a
// menu button. The checks resize (atWidth sets the page's media rules to a screen of that width)
// and click the way a visitor would, and read what changed on the page.

const portfolio = { category: 'web', project: 'portfolio' } as const;

const responsive: TSeedExercise = {
  lesson: {
    ...portfolio,
    section: 'build',
    number: 7,
    title: 'Making It Responsive with Media Queries',
  },
  exercise: {
    instructions: code`
      On a phone, three skill cards side by side and three gallery columns are too narrow to
      read. Make your portfolio respond to the width of the screen, at the end of
      \`style.css\`:

      1. Add a media query for screens **600px wide or less**: \`@media (max-width: 600px) { … }\`.
      2. Inside it, stack the skill cards: \`flex-direction: column\` on \`.skills\`.
      3. Also inside it, give the gallery one column: \`grid-template-columns: 1fr\` on
         \`.gallery\`.
      4. And make the \`h1\` smaller, for example \`font-size: 1.75rem\`.

      **Done** when the cards sit in a row and the gallery has three columns on a wide screen,
      and on a phone the cards are stacked, the gallery has one column and the heading is
      smaller. Check tries both widths for you, whatever the size of your preview.
    `,
    ...portfolioStep(PORTFOLIO_STEP.responsive),
    checks: code`
      const columns = () => style('.gallery', 'gridTemplateColumns').split(' ').map(parseFloat).filter((n) => n > 0).length;

      test('On a wide screen the cards sit in a row, the gallery in three columns', () =>
        atWidth(1024, () => {
          expect(style('.skills', 'flexDirection')).toBe('row', 'On a screen 1024px wide the cards should stay in a row');
          expect(columns()).toBe(3, 'On a screen 1024px wide the gallery should keep its three columns');
        }));

      test('On a phone the cards are stacked', () =>
        atWidth(375, () => {
          expect(style('.skills', 'flexDirection')).toBe('column', 'On a phone 375px wide the cards should stack: flex-direction: column on .skills inside @media (max-width: 600px)');
        }));

      test('On a phone the gallery has one column', () =>
        atWidth(375, () => {
          expect(columns()).toBe(1, 'On a phone 375px wide the gallery should have one column: grid-template-columns: 1fr inside your media query');
        }), { hint: 3 });

      test('The layout changes at 600px', async () => {
        await atWidth(600, () => {
          expect(style('.skills', 'flexDirection')).toBe('column', 'At exactly 600px wide the cards should already be stacked');
        });
        await atWidth(601, () => {
          expect(style('.skills', 'flexDirection')).toBe('row', 'At 601px wide the cards should sit in a row again');
        });
      }, { hint: 2 });

      test('The heading is smaller on a phone', async () => {
        let wide = 0;
        let phone = 0;
        await atWidth(1024, () => {
          wide = parseFloat(style('h1', 'fontSize'));
        });
        await atWidth(375, () => {
          phone = parseFloat(style('h1', 'fontSize'));
        });
        expect(phone).toBeLessThan(wide, 'Make the h1 smaller inside your media query');
      });
    `,
  },
};

const menu: TSeedExercise = {
  lesson: {
    ...portfolio,
    section: 'build',
    number: 8,
    title: 'Mobile Menu Toggle with JavaScript',
  },
  exercise: {
    instructions: code`
      On a phone, your three links take up the top of the screen. Hide them behind a **Menu**
      button that opens and closes them.

      1. In \`index.html\`, put the button in the \`<header>\`, before the \`<nav>\`:
         \`<button class="menu-button" aria-expanded="false" aria-controls="menu">Menu</button>\`
         (\`aria-controls\` names the list it opens, \`<ul id="menu">\`).
      2. In \`style.css\`, hide the button on wide screens with a rule **above** your media
         query: \`.menu-button { display: none; }\`. Inside the media query, show it again
         (\`display: block\`), hide the list (\`#menu { display: none; }\`) and show the list
         when it has the class \`open\` (\`#menu.open { display: flex; flex-direction: column; }\`).
      3. In \`script.js\`, below the comment, find the button
         (\`document.querySelector('.menu-button')\`) and the list
         (\`document.getElementById('menu')\`), and listen for clicks on the button:
         \`addEventListener('click', …)\`.
      4. On each click, toggle the class \`open\` on the list (\`classList.toggle('open')\` gives
         back whether it is now open), and tell screen readers too: set the button's
         \`aria-expanded\` to \`"true"\` when the menu is open and \`"false"\` when it is closed.

      **Done** when, on a phone, a click on Menu shows the links and a second click hides them
      again, and on a wide screen the links stay in their row with no Menu button. Check tries
      both widths for you.
    `,
    ...portfolioStep(PORTFOLIO_STEP.menu),
    checks: code`
      const shown = () => style('#menu', 'display') !== 'none';
      const menuButton = () => {
        const button = $('.menu-button');
        expect(button).toExist('Add a <button class="menu-button"> to the <header>, before the <nav>');
        return button;
      };

      test('On a wide screen the links show and the Menu button does not', () =>
        atWidth(1024, () => {
          expect(style(menuButton(), 'display')).toBe('none', 'Hide the Menu button on wide screens: display: none, in a rule above your media query');
          expect(shown()).toBe(true, 'On a wide screen the links should stay in view');
        }));

      test('On a phone the links wait behind the Menu button', () =>
        atWidth(375, () => {
          expect(style(menuButton(), 'display')).not.toBe('none', 'On a phone the Menu button should show: display: block inside your media query');
          expect(shown()).toBe(false, 'On a phone the links should be hidden until Menu is clicked: hide #menu inside your media query');
        }), { hint: 2 });

      test('A click on Menu opens the menu', () =>
        atWidth(375, () => {
          const button = menuButton();
          button.click();
          expect(shown()).toBe(true, 'On a phone a click on Menu should show the links (toggle the class "open" on the list)');
          expect(button.getAttribute('aria-expanded')).toBe('true', 'With the menu open, the button should say aria-expanded="true"');
        }));

      test('A second click closes it again', () =>
        atWidth(375, () => {
          const button = menuButton();
          if (!shown()) button.click();
          expect(shown()).toBe(true, 'A click on Menu should open the menu first');
          button.click();
          expect(shown()).toBe(false, 'A second click on Menu should hide the links again');
          expect(button.getAttribute('aria-expanded')).toBe('false', 'With the menu closed, the button should say aria-expanded="false"');
        }), { hint: 3 });
    `,
  },
};

/** In course order, after the layout steps (exercises-web-layout.ts). */
export const WEB_INTERACTIVE_EXERCISES: TSeedExercise[] = [responsive, menu];
