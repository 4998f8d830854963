import type { TExerciseFile } from '@thinkbuild/core';
import { code, css, html, js } from './exercise-files.ts';

/*
 * The web Portfolio as the learner builds it: one page (index.html, style.css, script.js) that
 * each exercise of the course adds to, in course order (core's projectSteps). `portfolioAt(n)`
 * is the code after step n; step n's starter is `portfolioAt(n - 1)`, and step 1 starts from the
 * wireframe, `portfolioAt(0)`: boxes that are all `<div>`s. What each step adds:
 *
 * 1. the semantic elements: header, nav, main, three sections, footer
 * 2. the Contact link, and the links in a row (Flexbox on `nav ul`)
 * 3. the About section's skill cards in a row (Flexbox)
 * 4. the projects gallery: three columns (CSS Grid)
 * 5. a media query: cards stacked, one column and a smaller heading on a phone
 * 6. the Menu button that opens the links on a phone (JavaScript)
 * 7. the contact form's rules and messages (built-in validation)
 * 8. dark mode, remembered in localStorage
 */

export const PORTFOLIO_STEP = {
  skeleton: 1,
  navigation: 2,
  flexbox: 3,
  grid: 4,
  responsive: 5,
  menu: 6,
  form: 7,
  darkMode: 8,
} as const;

const S = PORTFOLIO_STEP;

/** `lines` from step `from` on, none before. */
const from = (step: number, first: number, ...lines: string[]) => (step >= first ? lines : []);

function portfolioHtml(step: number): string {
  // The wireframe's boxes are all <div>s; step 1 gives each its element.
  const box = (element: string) => (step >= S.skeleton ? element : 'div');
  const body = [
    `<${box('header')} class="top">`,
    ...from(
      step,
      S.menu,
      '  <button class="menu-button" aria-expanded="false" aria-controls="menu">Menu</button>',
    ),
    `  <${box('nav')} class="links">`,
    '    <ul id="menu">',
    '      <li><a href="#about">About</a></li>',
    '      <li><a href="#projects">Projects</a></li>',
    ...from(step, S.navigation, '      <li><a href="#contact">Contact</a></li>'),
    '    </ul>',
    `  </${box('nav')}>`,
    ...from(
      step,
      S.darkMode,
      '  <button id="theme-toggle" aria-pressed="false">Dark mode</button>',
    ),
    `</${box('header')}>`,
    `<${box('main')} class="middle">`,
    "  <h1>Hi, I'm Amahle</h1>",
    `  <${box('section')} id="about">`,
    '    <h2>About me</h2>',
    '    <p>I build fast, friendly websites.</p>',
    '    <div class="skills">',
    '      <div class="card"><h3>HTML</h3><p>Pages that everyone can use.</p></div>',
    '      <div class="card"><h3>CSS</h3><p>Layouts that fit.</p></div>',
    '      <div class="card"><h3>JavaScript</h3><p>Small touches that make a page come alive.</p></div>',
    '    </div>',
    `  </${box('section')}>`,
    `  <${box('section')} id="projects">`,
    '    <h2>Projects</h2>',
    '    <div class="gallery">',
    ...['Weather', 'Recipes', 'Quiz', 'Blog', 'Shop', 'Chat'].map(
      (name) => `      <article class="project">${name}</article>`,
    ),
    '    </div>',
    `  </${box('section')}>`,
    `  <${box('section')} id="contact">`,
    '    <h2>Contact</h2>',
    '    <form id="contact-form" novalidate>',
    '      <label for="name">Name</label>',
    `      <input id="name" name="name"${step >= S.form ? ' required' : ''}>`,
    '      <p class="error" id="name-error"></p>',
    '      <label for="email">Email</label>',
    `      <input id="email" name="email"${step >= S.form ? ' type="email" required' : ''}>`,
    '      <p class="error" id="email-error"></p>',
    '      <button type="submit">Send</button>',
    '    </form>',
    '    <p id="status" role="status"></p>',
    `  </${box('section')}>`,
    `</${box('main')}>`,
    `<${box('footer')} class="bottom">`,
    '  <p>© 2025 Amahle Dlamini</p>',
    `</${box('footer')}>`,
    '<script src="script.js"></script>',
  ];
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '  <meta charset="utf-8">',
    '  <meta name="viewport" content="width=device-width, initial-scale=1">',
    '  <title>Amahle Dlamini</title>',
    '  <link rel="stylesheet" href="style.css">',
    '</head>',
    '<body>',
    ...body.map((line) => `  ${line}`),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

const COLOURS = code`
  :root {
    --bg: #ffffff;
    --text: #1f2937;
  }
`;

const DARK_COLOURS = code`
  body.dark {
    --bg: #111827;
    --text: #f9fafb;
  }
`;

const LOOKS = code`
  body {
    background: var(--bg);
    color: var(--text);
    font-family: system-ui, sans-serif;
    margin: 0;
  }

  .top, .bottom { background: #1e3a8a; color: #fff; padding: 1rem; }
  .top a { color: #fff; text-decoration: none; }
  .middle { padding: 1rem; }
  h1 { font-size: 2.5rem; }
  .card { border: 2px solid #3b82f6; border-radius: 8px; padding: 0.5rem; }
  .project { background: #dbeafe; color: #1e3a8a; border-radius: 8px; padding: 1rem 0.5rem; text-align: center; }
  label, input { display: block; }
  .error { color: #dc2626; min-height: 1.2em; margin: 0.25rem 0 0.75rem; }
`;

const NAV_ROW = code`
  nav ul {
    display: flex;
    gap: 1.5rem;
    list-style: none;
    padding: 0;
  }
`;

const SKILLS_ROW = code`
  .skills {
    display: flex;
    gap: 1rem;
  }

  .card {
    flex: 1;
  }
`;

const GALLERY_GRID = code`
  .gallery {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    gap: 1rem;
  }
`;

const MENU_BUTTON_HIDDEN = code`
  .menu-button {
    display: none;
  }
`;

function phoneRules(step: number): string {
  return [
    '@media (max-width: 600px) {',
    '  .skills { flex-direction: column; }',
    '  .gallery { grid-template-columns: 1fr; }',
    '  h1 { font-size: 1.75rem; }',
    ...from(
      step,
      S.menu,
      '  .menu-button { display: block; }',
      '  #menu { display: none; }',
      '  #menu.open { display: flex; flex-direction: column; }',
    ),
    '}',
    '',
  ].join('\n');
}

function portfolioCss(step: number): string {
  return [
    COLOURS,
    ...from(step, S.darkMode, DARK_COLOURS),
    LOOKS,
    ...from(step, S.navigation, NAV_ROW),
    ...from(step, S.flexbox, SKILLS_ROW),
    ...from(step, S.grid, GALLERY_GRID),
    ...from(step, S.menu, MENU_BUTTON_HIDDEN),
    ...from(step, S.responsive, phoneRules(step)),
  ].join('\n');
}

const SCRIPT_START = code`
  // What the page does when a visitor clicks and types: the menu, the contact form, dark mode.
`;

const MENU_SCRIPT = code`
  const menuButton = document.querySelector('.menu-button');
  const menu = document.getElementById('menu');

  menuButton.addEventListener('click', () => {
    const open = menu.classList.toggle('open');
    menuButton.setAttribute('aria-expanded', String(open));
  });
`;

const FORM_SCRIPT = code`
  const form = document.getElementById('contact-form');

  form.addEventListener('submit', (event) => {
    // Nothing is sent anywhere yet: the page stays where it is.
    event.preventDefault();
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
`;

const THEME_SCRIPT = code`
  const themeToggle = document.getElementById('theme-toggle');

  themeToggle.addEventListener('click', () => {
    const dark = document.body.classList.toggle('dark');
    themeToggle.setAttribute('aria-pressed', String(dark));
    try {
      localStorage.setItem('theme', dark ? 'dark' : 'light');
    } catch {
      // No storage here: the page works, it just forgets the choice.
    }
  });
`;

function portfolioJs(step: number): string {
  return [
    SCRIPT_START,
    ...from(step, S.menu, MENU_SCRIPT),
    ...from(step, S.form, FORM_SCRIPT),
    ...from(step, S.darkMode, THEME_SCRIPT),
  ].join('\n');
}

/** The portfolio's files after step `step` (0: the wireframe step 1 starts from). */
export const portfolioAt = (step: number): TExerciseFile[] => [
  html(portfolioHtml(step)),
  css(portfolioCss(step)),
  js(portfolioJs(step)),
];

/** Step `step`'s files: it starts from the step before's solution. */
export const portfolioStep = (step: number) => ({
  starterFiles: portfolioAt(step - 1),
  solutionFiles: portfolioAt(step),
});
