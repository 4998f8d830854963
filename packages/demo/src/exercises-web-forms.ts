import { code } from './exercise-files.ts';
import { PORTFOLIO_STEP, portfolioStep } from './exercises-web-project.ts';
import type { TSeedExercise } from './types.ts';

// The web Portfolio's last two steps: a contact form that explains its errors and a dark mode.
// The checks fill in and submit the form and click the button as a visitor would.

const portfolio = { category: 'web', project: 'portfolio' } as const;

const form: TSeedExercise = {
  lesson: {
    ...portfolio,
    section: 'build',
    number: 9,
    title: 'Contact Form with Built-in HTML Validation',
  },
  exercise: {
    instructions: code`
      Make the form in your Contact section say what is wrong, in words, before anything is
      sent.

      1. In \`index.html\`, make both fields \`required\`, and make the email field
         \`type="email"\`: now the browser knows the rules. (The form has \`novalidate\`: the
         browser leaves the messages to your script.)
      2. At the end of \`script.js\`, find the form (\`document.getElementById('contact-form')\`)
         and listen for its \`submit\`. Start the listener with \`event.preventDefault()\`:
         nothing is sent anywhere yet, and the page stays where it is.
      3. In the listener, check each field with \`input.validity.valid\` and write its message
         in the field's error paragraph (\`#name-error\`, \`#email-error\`), or empty the
         paragraph when the field is fine:
         - name: "Please enter your name"
         - email: "Please enter a valid email address"
      4. When both fields are fine, write "Thanks, NAME! I'll reply soon." in \`#status\`.

      **Done** when an empty form shows both messages, a wrong email shows only the email
      message, and a correct form thanks you by name.
    `,
    ...portfolioStep(PORTFOLIO_STEP.form),
    checks: code`
      // A form that is sent leaves the page: these checks never let it, and say if your code would.
      let leftPage = false;
      window.addEventListener('submit', (event) => {
        if (!event.defaultPrevented) leftPage = true;
        event.preventDefault();
      });
      const field = (id) => {
        const input = $('#' + id);
        expect(input).toExist('Keep the field with id="' + id + '" in the form');
        return input;
      };
      const send = (name, email) => {
        field('name').value = name;
        field('email').value = email;
        const form = $('#contact-form');
        expect(form).toExist('Keep the form with id="contact-form"');
        form.requestSubmit();
      };

      test('The browser knows the rules', () => {
        field('name').value = '';
        field('email').value = 'ada@';
        expect(field('name').validity.valueMissing).toBe(true, 'Make the name field required');
        expect(field('email').validity.typeMismatch).toBe(true, 'Make the email field type="email"');
        field('email').value = '';
        expect(field('email').validity.valueMissing).toBe(true, 'Make the email field required');
      }, { hint: 1 });

      test('An empty form shows both messages', () => {
        send('', '');
        expect($('#name-error')).toHaveText(/enter your name/i, 'An empty name should show "Please enter your name"');
        expect($('#email-error')).toHaveText(/valid email/i, 'An empty email should show "Please enter a valid email address"');
      });

      test('A wrong email shows only the email message', () => {
        send('Ada', 'ada@');
        expect($('#name-error')).toHaveText('', 'With a name filled in, its message should go away');
        expect($('#email-error')).toHaveText(/valid email/i, '"ada@" is not an email address: say so under the email field');
      }, { hint: 2 });

      test('A correct form thanks you by name', () => {
        send('Ada', 'ada@example.com');
        expect($('#email-error')).toHaveText('', 'With a valid email, its message should go away');
        expect($('#status')).toHaveText(/Thanks, Ada!/, 'Thank the sender by name in #status');
      });

      test('Sending stays on the page', () => {
        leftPage = false;
        send('Ada', 'ada@example.com');
        expect(leftPage).toBe(false, 'Call event.preventDefault() first thing in your submit listener: nothing is sent anywhere yet');
      });
    `,
  },
};

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

      1. In \`index.html\`, put a button in the \`<header>\`, after the \`<nav>\`:
         \`<button id="theme-toggle" aria-pressed="false">Dark mode</button>\`.
      2. Your page's colours are the variables \`--bg\` and \`--text\`, on \`:root\` at the top of
         \`style.css\`. Below that rule, give \`body.dark\` its own: a dark \`--bg\` (like
         \`#111827\`) and a light \`--text\` (like \`#f9fafb\`).
      3. At the end of \`script.js\`, on each click of the button, toggle the class \`dark\` on
         \`document.body\`, and set the button's \`aria-pressed\` to \`"true"\` or \`"false"\`.
      4. Remember the choice with \`localStorage.setItem('theme', …)\`, inside
         \`try { … } catch { … }\`: the preview is sandboxed and refuses storage, as some
         browsers do in private mode, and your button must keep working anyway.

      **Done** when a click makes the page dark, a second click makes it light again, and the
      console shows no errors.
    `,
    ...portfolioStep(PORTFOLIO_STEP.darkMode),
    checks: code`
      // How light a colour is, from 0 (black) to 255 (white).
      const lightness = (color) => {
        const [r, g, b] = (color.match(/\\d+(\\.\\d+)?/g) || []).map(Number);
        return (r + g + b) / 3;
      };
      const isDark = () => document.body.classList.contains('dark');
      const toggle = () => {
        const button = $('#theme-toggle');
        expect(button).toExist('Add a <button id="theme-toggle"> to the <header>');
        return button;
      };

      test('The page starts light', () => {
        expect(lightness(style('body', 'backgroundColor'))).toBeGreaterThan(200, 'The page should start with a light background');
      });

      test('A click turns dark mode on', () => {
        const button = toggle();
        button.click();
        expect(isDark()).toBe(true, 'A click should add the class "dark" to <body>');
        expect(lightness(style('body', 'backgroundColor'))).toBeLessThan(60, 'In dark mode the background should be dark: set --bg in body.dark');
        expect(lightness(style('body', 'color'))).toBeGreaterThan(180, 'In dark mode the text should be light: set --text in body.dark');
        expect(button.getAttribute('aria-pressed')).toBe('true', 'In dark mode the button should say aria-pressed="true"');
      });

      test('A second click turns it off again', () => {
        const button = toggle();
        if (!isDark()) button.click();
        expect(isDark()).toBe(true, 'A click should turn dark mode on first');
        button.click();
        expect(isDark()).toBe(false, 'A second click should remove the class "dark"');
        expect(lightness(style('body', 'backgroundColor'))).toBeGreaterThan(200, 'Without dark mode the background should be light again');
        expect(button.getAttribute('aria-pressed')).toBe('false', 'Without dark mode the button should say aria-pressed="false"');
      }, { hint: 2 });

      test('No errors in the console', () => {
        expect(errors()).toHaveLength(0, 'Your code should run without errors: keep localStorage inside try { } catch { }');
      }, { hint: 3 });
    `,
  },
};

/** In course order, after exercises-web-interactive.ts. */
export const WEB_FORM_EXERCISES: TSeedExercise[] = [form, darkMode];
