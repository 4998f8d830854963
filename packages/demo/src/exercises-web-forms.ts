import { code, css, html, js, page } from './exercise-files.ts';
import type { TSeedExercise } from './types.ts';

// The web Portfolio's last two exercises: a form that explains its errors and a dark mode. The
// checks fill in and submit the form and click the button as a visitor would.

const portfolio = { category: 'web', project: 'portfolio' } as const;

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

/** In course order, after exercises-web-interactive.ts. */
export const WEB_FORM_EXERCISES: TSeedExercise[] = [form, darkMode];
