import { code, css, html, js, page } from './exercise-files.ts';
import type { TSeedExercise } from './types.ts';

// The web Portfolio's exercises, part two: a page that responds to the screen and to the
// learner (media queries, clicks, a form). The checks click, submit and resize the way a
// visitor would (atWidth sets the page's media rules to a screen of that width) and read what
// changed on the page.

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

const FORM_BODY = (name: string, email: string) => code`
  <form id="contact" novalidate>
    <label for="name">Name</label>
    <input id="name" name="name"${name}>
    <p class="error" id="name-error"></p>
    <label for="email">Email</label>
    <input id="email" name="email"${email}>
    <p class="error" id="email-error"></p>
    <button type="submit">Send</button>
  </form>
  <p id="status" role="status"></p>
  <script src="script.js"></script>
`;

const FORM_CSS = code`
  body { font-family: system-ui, sans-serif; }
  label, input { display: block; }
  .error { color: #b91c1c; min-height: 1.2em; margin: 0.25rem 0 0.75rem; }
`;

const FORM_START = code`
  const form = document.getElementById('contact');

  form.addEventListener('submit', (event) => {
    // Nothing is sent anywhere in this exercise: the page stays where it is.
    event.preventDefault();
`;

const form: TSeedExercise = {
  lesson: {
    ...portfolio,
    section: 'build',
    number: 9,
    title: 'Contact Form with Built-in HTML Validation',
  },
  exercise: {
    instructions: code`
      Make the contact form say what is wrong, in words, before anything is sent.

      1. In \`index.html\`, make both fields \`required\`, and make the email field
         \`type="email"\`: now the browser knows the rules.
      2. In \`script.js\`, in the \`submit\` listener, check each field with
         \`input.validity.valid\` and write its message in the field's error paragraph
         (\`#name-error\`, \`#email-error\`), or empty the paragraph when the field is fine:
         - name: "Please enter your name"
         - email: "Please enter a valid email address"
      3. When both fields are fine, write "Thanks, NAME! I'll reply soon." in \`#status\`.

      **Done** when an empty form shows both messages, a wrong email shows only the email
      message, and a correct form thanks you by name.
    `,
    starterFiles: [
      html(page('Contact', FORM_BODY('', ''))),
      css(FORM_CSS),
      js(
        [
          FORM_START,
          code`
              // Show a message under each field that is not valid, or thank the sender.
            });
          `,
        ].join('\n'),
      ),
    ],
    solutionFiles: [
      html(page('Contact', FORM_BODY(' required', ' type="email" required'))),
      css(FORM_CSS),
      js(
        [
          FORM_START,
          code`
              const name = document.getElementById('name');
              const email = document.getElementById('email');
              document.getElementById('name-error').textContent = name.validity.valid
                ? ''
                : 'Please enter your name';
              document.getElementById('email-error').textContent = email.validity.valid
                ? ''
                : 'Please enter a valid email address';
              document.getElementById('status').textContent =
                name.validity.valid && email.validity.valid
                  ? \`Thanks, \${name.value}! I'll reply soon.\`
                  : '';
            });
          `,
        ].join('\n'),
      ),
    ],
    checks: code`
      const send = (name, email) => {
        $('#name').value = name;
        $('#email').value = email;
        $('#contact').requestSubmit();
      };

      test('The browser knows the rules', () => {
        $('#name').value = '';
        $('#email').value = 'ada@';
        expect($('#name').validity.valueMissing).toBe(true, 'Make the name field required');
        expect($('#email').validity.typeMismatch).toBe(true, 'Make the email field type="email"');
        $('#email').value = '';
        expect($('#email').validity.valueMissing).toBe(true, 'Make the email field required');
      });

      test('An empty form shows both messages', () => {
        send('', '');
        expect($('#name-error')).toHaveText(/enter your name/i, 'An empty name should show "Please enter your name"');
        expect($('#email-error')).toHaveText(/valid email/i, 'An empty email should show "Please enter a valid email address"');
      });

      test('A wrong email shows only the email message', () => {
        send('Ada', 'ada@');
        expect($('#name-error')).toHaveText('', 'With a name filled in, its message should go away');
        expect($('#email-error')).toHaveText(/valid email/i, '"ada@" is not an email address: say so under the email field');
      });

      test('A correct form thanks you by name', () => {
        send('Ada', 'ada@example.com');
        expect($('#email-error')).toHaveText('', 'With a valid email, its message should go away');
        expect($('#status')).toHaveText(/Thanks, Ada!/, 'Thank the sender by name in #status');
      });
    `,
  },
};

const THEME_BODY = code`
  <button id="theme-toggle" aria-pressed="false">Dark mode</button>
  <h1>Amahle Dlamini</h1>
  <p>Web developer in Durban.</p>
  <script src="script.js"></script>
`;

const THEME_CSS = (dark: string) => code`
  :root {
    --bg: #ffffff;
    --text: #1f2937;
  }
${dark}
  body {
    background: var(--bg);
    color: var(--text);
    font-family: system-ui, sans-serif;
  }
`;

const THEME_START = code`
  const toggle = document.getElementById('theme-toggle');
`;

const darkMode: TSeedExercise = {
  lesson: {
    ...portfolio,
    section: 'build',
    number: 11,
    title: 'Dark Mode Toggle with localStorage',
  },
  exercise: {
    instructions: code`
      Add a dark mode your visitors can switch on and off.

      1. In \`style.css\`, give \`body.dark\` its own colours: a dark \`--bg\` (like \`#111827\`)
         and a light \`--text\` (like \`#f9fafb\`).
      2. In \`script.js\`, on each click of the button, toggle the class \`dark\` on
         \`document.body\`, and set the button's \`aria-pressed\` to \`"true"\` or \`"false"\`.
      3. Remember the choice with \`localStorage.setItem('theme', …)\`, inside
         \`try { … } catch { … }\`: the preview is sandboxed and refuses storage, as some
         browsers do in private mode, and your button must keep working anyway.

      **Done** when a click makes the page dark, a second click makes it light again, and the
      console shows no errors.
    `,
    starterFiles: [
      html(page('Dark mode', THEME_BODY)),
      css(THEME_CSS('  /* body.dark { … } */\n')),
      js(
        [
          THEME_START,
          code`
            // When the button is clicked: toggle the class "dark" on document.body,
            // set aria-pressed, and try to remember the choice in localStorage.
          `,
        ].join('\n'),
      ),
    ],
    solutionFiles: [
      html(page('Dark mode', THEME_BODY)),
      css(THEME_CSS('  body.dark {\n    --bg: #111827;\n    --text: #f9fafb;\n  }\n')),
      js(
        [
          THEME_START,
          code`
            toggle.addEventListener('click', () => {
              const dark = document.body.classList.toggle('dark');
              toggle.setAttribute('aria-pressed', String(dark));
              try {
                localStorage.setItem('theme', dark ? 'dark' : 'light');
              } catch {
                // No storage here: the page works, it just forgets the choice.
              }
            });
          `,
        ].join('\n'),
      ),
    ],
    checks: code`
      // How light a colour is, from 0 (black) to 255 (white).
      const lightness = (color) => {
        const [r, g, b] = (color.match(/\\d+(\\.\\d+)?/g) || []).map(Number);
        return (r + g + b) / 3;
      };
      const isDark = () => document.body.classList.contains('dark');

      test('The page starts light', () => {
        expect(lightness(style('body', 'backgroundColor'))).toBeGreaterThan(200, 'The page should start with a light background');
      });

      test('A click turns dark mode on', () => {
        $('#theme-toggle').click();
        expect(isDark()).toBe(true, 'A click should add the class "dark" to <body>');
        expect(lightness(style('body', 'backgroundColor'))).toBeLessThan(60, 'In dark mode the background should be dark: set --bg in body.dark');
        expect(lightness(style('body', 'color'))).toBeGreaterThan(180, 'In dark mode the text should be light: set --text in body.dark');
        expect($('#theme-toggle').getAttribute('aria-pressed')).toBe('true', 'In dark mode the button should say aria-pressed="true"');
      });

      test('A second click turns it off again', () => {
        const button = $('#theme-toggle');
        if (!isDark()) button.click();
        expect(isDark()).toBe(true, 'A click should turn dark mode on first');
        button.click();
        expect(isDark()).toBe(false, 'A second click should remove the class "dark"');
        expect(lightness(style('body', 'backgroundColor'))).toBeGreaterThan(200, 'Without dark mode the background should be light again');
        expect(button.getAttribute('aria-pressed')).toBe('false', 'Without dark mode the button should say aria-pressed="false"');
      });

      test('No errors in the console', () => {
        expect(errors()).toHaveLength(0, 'Your code should run without errors: keep localStorage inside try { } catch { }');
      });
    `,
  },
};

/** In course order, after the layout exercises of exercises-web.ts. */
export const WEB_INTERACTIVE_EXERCISES: TSeedExercise[] = [responsive, menu, form, darkMode];
