/**
 * What the narration of the web Portfolio lessons' videos says, keyed "section:number": the
 * opening line over the title card, then two lines about the code (lesson-videos.ts times them
 * into the video and the lesson's captions).
 */
const lines = (a: string, b: string, c: string): string[] => [a, b, c];

export const WEB_PORTFOLIO_NARRATION: Record<string, string[]> = {
  'planning:1': lines(
    'Welcome to ThinkBuild. In this lesson we plan your portfolio.',
    'First decide who it is for: recruiters, clients or both.',
    'Then list the content: home, about, projects and contact.',
  ),
  'planning:2': lines(
    'Before any code, we sketch wireframes on paper.',
    'One sketch for phone, one for desktop: boxes, not colours.',
    'Finally a site map shows how the sections link together.',
  ),
  'planning:3': lines(
    'Let us set up the tools: VS Code, Git and a project folder.',
    'Create a folder called portfolio and open it in VS Code.',
    'Run git init so every change from now on is saved.',
  ),
  'build:1': lines(
    'Every page starts with the HTML boilerplate.',
    'Type an exclamation mark and press Tab to get it in VS Code.',
    'Then add header, main and footer for a semantic structure.',
  ),
  'build:2': lines(
    'Now the navigation bar at the top of the page.',
    'It is a nav element holding a list of links.',
    'Each link points at a section id, like #projects.',
  ),
  'build:3': lines(
    'The hero section is the first thing a visitor sees.',
    'Give it one clear headline that says who you are.',
    'And one call to action button: View my work.',
  ),
  'build:4': lines(
    'Let us style the page with CSS custom properties.',
    'Colours and fonts go into variables on :root.',
    'Change a variable once and the whole site follows.',
  ),
  'build:5': lines(
    'The about section puts your photo beside your text.',
    'display: flex on the container lines them up in a row.',
    'gap adds the space between them, no margins needed.',
  ),
  'build:6': lines(
    'Your projects go into a gallery built with CSS Grid.',
    'repeat with auto-fit and minmax makes the columns.',
    'Cards wrap to new rows on their own as the screen narrows.',
  ),
  'build:7': lines(
    'Time to make the site work on every screen size.',
    'We write the phone layout first, mobile first.',
    'A media query at 768 pixels adds the desktop layout.',
  ),
  'build:8': lines(
    'On phones the menu hides behind a menu button.',
    'A click listener toggles an open class on the nav.',
    'aria-expanded tells screen readers whether it is open.',
  ),
  'build:9': lines(
    'The contact form checks itself, with no JavaScript.',
    'required and type="email" ask the browser to validate.',
    'The browser shows its message before anything is sent.',
  ),
  'build:10': lines(
    'Links to sections should scroll smoothly, not jump.',
    'One CSS line does it: scroll-behavior: smooth.',
    'An IntersectionObserver marks the link of the section in view.',
  ),
  'build:11': lines(
    'Last build step: a dark mode toggle.',
    'The button switches a dark class on the body element.',
    'localStorage remembers the choice for the next visit.',
  ),
  'explanation:1': lines(
    'What does the browser do with your HTML and CSS?',
    'It builds the DOM and the CSSOM, then the render tree.',
    'Then layout works out sizes, and paint draws the pixels.',
  ),
  'explanation:2': lines(
    'Every element is a box: content, padding, border, margin.',
    'box-sizing: border-box keeps widths easy to predict.',
    'When two rules clash, the more specific selector wins.',
  ),
  'explanation:3': lines(
    'JavaScript reacts to the page through events.',
    'addEventListener runs your function when something happens.',
    'Events bubble up, so one listener can watch many buttons.',
  ),
  'deployment:1': lines(
    'Before going live, we make the site fast.',
    'Resize and compress images, and add loading="lazy".',
    'Then run Lighthouse in Chrome DevTools to check the score.',
  ),
  'deployment:2': lines(
    'Finally we publish the portfolio on GitHub Pages.',
    'Push the code, then turn on Pages in the settings.',
    'Add a CNAME record to use your own domain name.',
  ),
};
