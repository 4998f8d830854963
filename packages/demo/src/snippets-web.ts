import type { TSeedSnippet } from './types.ts';

/**
 * Code shown under the web Portfolio lessons, keyed "section:number". Each lesson's video writes
 * it, and the seed points each snippet at the moment the video starts writing it
 * (lesson-videos.ts).
 */
export const WEB_PORTFOLIO_SNIPPETS: Record<string, Omit<TSeedSnippet, 'timeSeconds'>[]> = {
  'planning:3': [
    { language: 'bash', code: 'mkdir portfolio\ncd portfolio\ncode .' },
    {
      language: 'bash',
      code: 'git init\ngit add .\ngit commit -m "Start portfolio"',
    },
  ],
  'build:1': [
    {
      language: 'html',
      code: '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8">\n    <meta name="viewport" content="width=device-width, initial-scale=1">\n    <title>My Portfolio</title>\n  </head>\n  <body>\n    <header></header>\n    <main></main>\n    <footer></footer>\n  </body>\n</html>',
    },
  ],
  'build:2': [
    {
      language: 'html',
      code: '<nav>\n  <ul class="nav-links">\n    <li><a href="#about">About</a></li>\n    <li><a href="#projects">Projects</a></li>\n    <li><a href="#contact">Contact</a></li>\n  </ul>\n</nav>',
    },
  ],
  'build:3': [
    {
      language: 'html',
      code: '<section class="hero">\n  <h1>Hi, I’m Thandi. I build websites.</h1>\n  <a class="button" href="#projects">View my work</a>\n</section>',
    },
  ],
  'build:4': [
    {
      language: 'css',
      code: ':root {\n  --brand: #4f46e5;\n  --text: #0f172a;\n  --font: system-ui, sans-serif;\n}\n\nbody {\n  color: var(--text);\n  font-family: var(--font);\n}',
    },
  ],
  'build:5': [
    {
      language: 'css',
      code: '.about {\n  display: flex;\n  align-items: center;\n  gap: 2rem;\n}',
    },
  ],
  'build:6': [
    {
      language: 'css',
      code: '.projects {\n  display: grid;\n  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));\n  gap: 1.5rem;\n}',
    },
  ],
  'build:7': [
    {
      language: 'css',
      code: '.projects { grid-template-columns: 1fr; }\n\n@media (min-width: 768px) {\n  .projects { grid-template-columns: repeat(3, 1fr); }\n}',
    },
  ],
  'build:8': [
    {
      language: 'javascript',
      code: "const button = document.querySelector('.menu-button');\nconst nav = document.querySelector('nav');\n\nbutton.addEventListener('click', () => {\n  const open = nav.classList.toggle('open');\n  button.setAttribute('aria-expanded', String(open));\n});",
    },
  ],
  'build:9': [
    {
      language: 'html',
      code: '<form action="https://formspree.io/f/your-id" method="post">\n  <label for="email">Email</label>\n  <input id="email" name="email" type="email" required>\n  <button>Send</button>\n</form>',
    },
  ],
  'build:10': [
    { language: 'css', code: 'html {\n  scroll-behavior: smooth;\n}' },
    {
      language: 'javascript',
      code: "const observer = new IntersectionObserver((entries) => {\n  for (const entry of entries) {\n    const link = document.querySelector('a[href=\"#' + entry.target.id + '\"]');\n    link?.classList.toggle('active', entry.isIntersecting);\n  }\n});\ndocument.querySelectorAll('section').forEach((s) => observer.observe(s));",
    },
  ],
  'build:11': [
    {
      language: 'javascript',
      code: "const toggle = document.querySelector('.theme-toggle');\nif (localStorage.getItem('theme') === 'dark') document.body.classList.add('dark');\n\ntoggle.addEventListener('click', () => {\n  const dark = document.body.classList.toggle('dark');\n  localStorage.setItem('theme', dark ? 'dark' : 'light');\n});",
    },
  ],
  'explanation:2': [
    {
      language: 'css',
      code: '*, *::before, *::after {\n  box-sizing: border-box;\n}',
    },
  ],
  'explanation:3': [
    {
      language: 'javascript',
      code: "document.querySelector('.projects').addEventListener('click', (event) => {\n  const card = event.target.closest('.card');\n  if (card) card.classList.toggle('expanded');\n});",
    },
  ],
  'deployment:1': [
    {
      language: 'html',
      code: '<img src="project.webp" alt="Screenshot of my weather app" width="640" height="360" loading="lazy">',
    },
  ],
  'deployment:2': [
    { language: 'bash', code: 'git push origin main' },
    {
      language: 'bash',
      code: '# DNS record at your domain provider\nwww  CNAME  your-username.github.io',
    },
  ],
};
