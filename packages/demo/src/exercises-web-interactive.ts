import { code, css, html, js, page } from './exercise-files.ts';
import type { TSeedExercise } from './types.ts';

// The web Portfolio's exercises that respond to the screen and to the visitor: a media query and
// a menu button. The checks resize (atWidth sets the page's media rules to a screen of that
// width) and click the way a visitor would, and read what changed on the page.

const portfolio = { category: 'web', project: 'portfolio' } as const;

const CARDS_BODY = code`
  <h1>Amahle Dlamini</h1>
  <div class="cards">
    <div class="card">Weather app</div>
    <div class="card">Recipe site</div>
    <div class="card">Quiz game</div>
  </div>
`;

const CARDS_CSS = code`
  body { font-family: system-ui, sans-serif; }
  h1 { font-size: 2.5rem; }
  .cards { display: flex; gap: 1rem; }
  .card { flex: 1; background: #dbeafe; border-radius: 8px; padding: 1rem; }
`;

const responsive: TSeedExercise = {
  lesson: {
    ...portfolio,
    section: 'build',
    number: 7,
    title: 'Making It Responsive with Media Queries',
  },
  exercise: {
    instructions: code`
      On a phone, three cards side by side are too narrow to read. Make the page respond to
      the width of the screen, at the end of \`style.css\`:

      1. Add a media query for screens **600px wide or less**: \`@media (max-width: 600px) { … }\`.
      2. Inside it, stack the cards: \`flex-direction: column\` on \`.cards\`.
      3. Also inside it, make the \`h1\` smaller, for example \`font-size: 1.75rem\`.

      **Done** when the cards sit in a row on a wide screen and in a column on a phone, and
      the heading is smaller on a phone. Check tries both widths for you, whatever the size of
      your preview.
    `,
    starterFiles: [html(page('My projects', CARDS_BODY)), css(CARDS_CSS)],
    solutionFiles: [
      html(page('My projects', CARDS_BODY)),
      css(
        [
          CARDS_CSS,
          code`
            @media (max-width: 600px) {
              .cards { flex-direction: column; }
              h1 { font-size: 1.75rem; }
            }
          `,
        ].join('\n'),
      ),
    ],
    checks: code`
      test('On a wide screen the cards sit in a row', () =>
        atWidth(1024, () => {
          expect(style('.cards', 'flexDirection')).toBe('row', 'On a screen 1024px wide the cards should stay in a row');
        }));

      test('On a phone the cards are stacked', () =>
        atWidth(375, () => {
          expect(style('.cards', 'flexDirection')).toBe('column', 'On a phone 375px wide the cards should stack: flex-direction: column inside @media (max-width: 600px)');
        }));

      test('The layout changes at 600px', async () => {
        await atWidth(600, () => {
          expect(style('.cards', 'flexDirection')).toBe('column', 'At exactly 600px wide the cards should already be stacked');
        });
        await atWidth(601, () => {
          expect(style('.cards', 'flexDirection')).toBe('row', 'At 601px wide the cards should sit in a row again');
        });
      });

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

const MENU_BODY = code`
  <header class="site-header">
    <a class="logo" href="#">Amahle</a>
    <button class="menu-button" aria-expanded="false" aria-controls="menu">Menu</button>
    <ul id="menu" class="menu">
      <li><a href="#about">About</a></li>
      <li><a href="#projects">Projects</a></li>
      <li><a href="#contact">Contact</a></li>
    </ul>
  </header>
  <script src="script.js"></script>
`;

const MENU_CSS = code`
  body { font-family: system-ui, sans-serif; }
  .menu { display: none; list-style: none; padding: 0; }
  .menu.open { display: block; }
`;

const MENU_START = code`
  const button = document.querySelector('.menu-button');
  const menu = document.getElementById('menu');
`;

const menu: TSeedExercise = {
  lesson: {
    ...portfolio,
    section: 'build',
    number: 8,
    title: 'Mobile Menu Toggle with JavaScript',
  },
  exercise: {
    instructions: code`
      On a phone the menu is hidden behind a **Menu** button. Make the button work, in
      \`script.js\`:

      1. Listen for clicks on the button: \`button.addEventListener('click', …)\`.
      2. On each click, toggle the class \`open\` on the menu (\`menu.classList.toggle('open')\`
         gives back whether it is now open).
      3. Tell screen readers too: set the button's \`aria-expanded\` to \`"true"\` when the menu
         is open and \`"false"\` when it is closed.

      **Done** when a click on Menu shows the links and a second click hides them again.
    `,
    starterFiles: [
      html(page('Menu', MENU_BODY)),
      css(MENU_CSS),
      js(
        [
          MENU_START,
          code`
            // When the button is clicked: toggle the class "open" on the menu,
            // and set aria-expanded on the button to "true" or "false".
          `,
        ].join('\n'),
      ),
    ],
    solutionFiles: [
      html(page('Menu', MENU_BODY)),
      css(MENU_CSS),
      js(
        [
          MENU_START,
          code`
            button.addEventListener('click', () => {
              const open = menu.classList.toggle('open');
              button.setAttribute('aria-expanded', String(open));
            });
          `,
        ].join('\n'),
      ),
    ],
    checks: code`
      const shown = () => style('#menu', 'display') !== 'none';

      test('The menu starts hidden', () => {
        expect(shown()).toBe(false, 'The menu should be hidden until the button is clicked');
      });

      test('A click on Menu opens the menu', () => {
        $('.menu-button').click();
        expect(shown()).toBe(true, 'A click on Menu should show the menu (add the class "open")');
        expect($('.menu-button').getAttribute('aria-expanded')).toBe('true', 'With the menu open, the button should say aria-expanded="true"');
      });

      test('A second click closes it again', () => {
        const button = $('.menu-button');
        if (!shown()) button.click();
        expect(shown()).toBe(true, 'A click on Menu should open the menu first');
        button.click();
        expect(shown()).toBe(false, 'A second click on Menu should hide the menu again');
        expect(button.getAttribute('aria-expanded')).toBe('false', 'With the menu closed, the button should say aria-expanded="false"');
      });
    `,
  },
};

/** In course order, after the layout exercises (exercises-web-layout.ts). */
export const WEB_INTERACTIVE_EXERCISES: TSeedExercise[] = [responsive, menu];
