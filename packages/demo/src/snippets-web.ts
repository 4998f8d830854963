import type { TSeedSnippet } from './types.ts';

/**
 * Code shown under the web Portfolio lessons, keyed "section:number". Times point at
 * the cue that talks about the code (captions-web.ts), inside the 7-second demo clips.
 */
export const WEB_PORTFOLIO_SNIPPETS: Record<string, TSeedSnippet[]> = {
  'planning:3': [
    { language: 'bash', code: 'mkdir portfolio\ncd portfolio\ncode .', timeSeconds: 2 },
    {
      language: 'bash',
      code: 'git init\ngit add .\ngit commit -m "Start portfolio"',
      timeSeconds: 5,
    },
  ],
  'build:1': [
    {
      language: 'html',
      code: '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8">\n    <meta name="viewport" content="width=device-width, initial-scale=1">\n    <title>My Portfolio</title>\n  </head>\n  <body>\n    <header></header>\n    <main></main>\n    <footer></footer>\n  </body>\n</html>',
      timeSeconds: 2,
    },
  ],
  'build:2': [
    {
      language: 'html',
      code: '<nav>\n  <ul class="nav-links">\n    <li><a href="#about">About</a></li>\n    <li><a href="#projects">Projects</a></li>\n    <li><a href="#contact">Contact</a></li>\n  </ul>\n</nav>',
      timeSeconds: 3,
    },
  ],
  'build:3': [
    {
      language: 'html',
      code: '<section class="hero">\n  <h1>Hi, I’m Thandi. I build websites.</h1>\n  <a class="button" href="#projects">View my work</a>\n</section>',
      timeSeconds: 5,
    },
  ],
  'build:4': [
    {
      language: 'css',
      code: ':root {\n  --brand: #4f46e5;\n  --text: #0f172a;\n  --font: system-ui, sans-serif;\n}\n\nbody {\n  color: var(--text);\n  font-family: var(--font);\n}',
      timeSeconds: 3,
    },
  ],
  'build:5': [
    {
      language: 'css',
      code: '.about {\n  display: flex;\n  align-items: center;\n  gap: 2rem;\n}',
      timeSeconds: 3,
    },
  ],
  'build:6': [
    {
      language: 'css',
      code: '.projects {\n  display: grid;\n  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));\n  gap: 1.5rem;\n}',
      timeSeconds: 3,
    },
  ],
  'build:7': [
    {
      language: 'css',
      code: '.projects { grid-template-columns: 1fr; }\n\n@media (min-width: 768px) {\n  .projects { grid-template-columns: repeat(3, 1fr); }\n}',
      timeSeconds: 5,
    },
  ],
  'build:8': [
    {
      language: 'javascript',
      code: "const button = document.querySelector('.menu-button');\nconst nav = document.querySelector('nav');\n\nbutton.addEventListener('click', () => {\n  const open = nav.classList.toggle('open');\n  button.setAttribute('aria-expanded', String(open));\n});",
      timeSeconds: 3,
    },
  ],
  'build:9': [
    {
      language: 'html',
      code: '<form action="https://formspree.io/f/your-id" method="post">\n  <label for="email">Email</label>\n  <input id="email" name="email" type="email" required>\n  <button>Send</button>\n</form>',
      timeSeconds: 3,
    },
  ],
  'build:10': [
    { language: 'css', code: 'html {\n  scroll-behavior: smooth;\n}', timeSeconds: 3 },
    {
      language: 'javascript',
      code: "const observer = new IntersectionObserver((entries) => {\n  for (const entry of entries) {\n    const link = document.querySelector('a[href=\"#' + entry.target.id + '\"]');\n    link?.classList.toggle('active', entry.isIntersecting);\n  }\n});\ndocument.querySelectorAll('section').forEach((s) => observer.observe(s));",
      timeSeconds: 5,
    },
  ],
  'build:11': [
    {
      language: 'javascript',
      code: "const toggle = document.querySelector('.theme-toggle');\nif (localStorage.getItem('theme') === 'dark') document.body.classList.add('dark');\n\ntoggle.addEventListener('click', () => {\n  const dark = document.body.classList.toggle('dark');\n  localStorage.setItem('theme', dark ? 'dark' : 'light');\n});",
      timeSeconds: 3,
    },
  ],
  'explanation:2': [
    {
      language: 'css',
      code: '*, *::before, *::after {\n  box-sizing: border-box;\n}',
      timeSeconds: 3,
    },
  ],
  'explanation:3': [
    {
      language: 'javascript',
      code: "document.querySelector('.projects').addEventListener('click', (event) => {\n  const card = event.target.closest('.card');\n  if (card) card.classList.toggle('expanded');\n});",
      timeSeconds: 5,
    },
  ],
  'deployment:1': [
    {
      language: 'html',
      code: '<img src="project.webp" alt="Screenshot of my weather app" width="640" height="360" loading="lazy">',
      timeSeconds: 3,
    },
  ],
  'deployment:2': [
    { language: 'bash', code: 'git push origin main', timeSeconds: 3 },
    {
      language: 'bash',
      code: '# DNS record at your domain provider\nwww  CNAME  your-username.github.io',
      timeSeconds: 5,
    },
  ],
};
