import { PORTFOLIO_EXPLANATIONS } from './catalog-web-explanations.ts';
import type { TSeedCategory, TSeedLesson } from './types.ts';

/** Web portfolio: 19 lessons (planning 3, build 11, explanation 3, deployment 2). */
const PORTFOLIO_LESSONS: TSeedLesson[] = [
  {
    section: 'planning',
    number: 1,
    title: "Defining Your Portfolio's Goals and Content",
    description:
      'You decide who your portfolio is for, what it must achieve and which sections it needs. ' +
      'By the end you have a written content list for the home, about, projects and contact sections.',
    difficulty: 'Beginner',
    questions: [
      {
        question: 'What is the main job of a developer portfolio site?',
        options: [
          'To back up your source code',
          'To show potential employers or clients your skills and projects',
          'To replace your email account',
          'To run a database for other websites',
          'To test browser compatibility',
        ],
        correct: 1,
      },
      {
        question: 'Which section of a portfolio lets visitors get in touch with you?',
        options: ['Hero', 'Footer copyright line', 'Projects', 'About', 'Contact'],
        correct: 4,
      },
      {
        question: 'Why should you list your content before writing any code?',
        options: [
          'So the layout is designed around real content instead of guesses',
          'Because HTML cannot be edited later',
          'Because browsers require a content list',
          'So the site loads without CSS',
          'To avoid using JavaScript',
        ],
        correct: 0,
      },
      {
        question: 'For each project in your portfolio, what is most useful to include?',
        options: [
          'Only a screenshot',
          'The full source code pasted on the page',
          'A short description, the technologies used and links to the live site and code',
          'Your home address',
          'A list of every commit',
        ],
        correct: 2,
      },
      {
        question: 'Who is the target audience of your portfolio?',
        options: [
          'The web browser',
          'Search engine crawlers only',
          'Other students in your class only',
          'The people you want to impress, such as recruiters or clients',
          'Your hosting provider',
        ],
        correct: 3,
      },
    ],
  },
  {
    section: 'planning',
    number: 2,
    title: 'Sketching Wireframes and a Site Map',
    description:
      'You sketch low-fidelity wireframes for phone and desktop and decide how the sections of ' +
      'the single-page site link together. You finish with a site map that the build lessons follow.',
    difficulty: 'Beginner',
    questions: [
      {
        question: 'What is a wireframe?',
        options: [
          'A finished, fully coloured design',
          'A simple sketch showing the layout and placement of content',
          'A JavaScript library for layouts',
          'A type of web server',
          'A CSS reset file',
        ],
        correct: 1,
      },
      {
        question: 'What does "mobile-first" design mean?',
        options: [
          'Designing only for phones and ignoring desktops',
          'Building a native app before a website',
          'Testing on a phone after launch',
          'Designing for small screens first, then adding layout for larger screens',
          'Using only mobile data to test the site',
        ],
        correct: 3,
      },
      {
        question: 'What does a site map show?',
        options: [
          'How the pages or sections of a site are organised and linked',
          'The physical location of the server',
          'The colours used on every page',
          'The loading speed of each page',
          'The HTML tags you are allowed to use',
        ],
        correct: 0,
      },
      {
        question: 'On a single-page portfolio, how does a nav link usually jump to a section?',
        options: [
          'By loading a new HTML file each time',
          'By calling a server API',
          'By linking to an id with a hash, such as href="#projects"',
          "By using the <section> element's src attribute",
          'By opening a new browser tab',
        ],
        correct: 2,
      },
      {
        question: 'Why sketch low-fidelity wireframes before writing CSS?',
        options: [
          'Browsers can display sketches directly',
          'HTML5 requires it',
          'Wireframes make the site load faster',
          'The sketch is converted into the final CSS',
          'Changing a layout on paper is quick, before you invest time in code',
        ],
        correct: 4,
      },
    ],
  },
  {
    section: 'planning',
    number: 3,
    title: 'Setting Up VS Code, Git and the Project Folder',
    description:
      'You install VS Code and Git, create a project folder with index.html, styles.css and ' +
      'script.js, and make your first commit. Then you push the repository to GitHub.',
    difficulty: 'Beginner',
    questions: [
      {
        question: 'Which command creates a new Git repository in the current folder?',
        options: ['git start', 'git new', 'git create', 'git init', 'git clone'],
        correct: 3,
      },
      {
        question: 'What does `git add .` do?',
        options: [
          'Stages all changes in the current folder for the next commit',
          'Deletes untracked files',
          'Pushes commits to GitHub',
          'Creates a new branch',
          'Undoes the last commit',
        ],
        correct: 0,
      },
      {
        question: 'Which command records the staged changes with a message?',
        options: [
          'git push -m "message"',
          'git save "message"',
          'git commit -m "message"',
          'git log "message"',
          'git stage -m "message"',
        ],
        correct: 2,
      },
      {
        question: 'Which file does a static web server send by default when a folder is requested?',
        options: ['home.html', 'main.html', 'default.css', 'app.js', 'index.html'],
        correct: 4,
      },
      {
        question: 'How do you connect your local repository to a repository on GitHub?',
        options: [
          'git link <url>',
          'git remote add origin <url>',
          'git connect github',
          'git push --create <url>',
          'git init <url>',
        ],
        correct: 1,
      },
    ],
  },
  {
    section: 'build',
    number: 1,
    title: 'HTML Boilerplate and Semantic Page Structure',
    description:
      'You write the HTML5 boilerplate and lay out the page with semantic header, nav, main, ' +
      'section and footer elements. Each empty section gets an id that the navigation links to later.',
    difficulty: 'Beginner',
    questions: [
      {
        question: 'What does <!DOCTYPE html> at the top of a file do?',
        options: [
          'Imports a CSS file',
          'Tells the browser to render the page in standards mode as HTML5',
          'Sets the page title',
          'Loads JavaScript',
          'Makes the page responsive',
        ],
        correct: 1,
      },
      {
        question: 'Which element should wrap the main content that is unique to the page?',
        options: ['<div id="content">', '<aside>', '<main>', '<header>', '<head>'],
        correct: 2,
      },
      {
        question: 'Which meta tag makes the page scale correctly on phones?',
        options: [
          '<meta charset="UTF-8">',
          '<meta name="description" content="...">',
          '<meta http-equiv="refresh" content="5">',
          '<meta name="robots" content="index">',
          '<meta name="viewport" content="width=device-width, initial-scale=1">',
        ],
        correct: 4,
      },
      {
        question: 'Why use semantic elements such as <nav> and <footer> instead of only <div>?',
        options: [
          'They describe the meaning of content, which helps screen readers and search engines',
          'They load faster than divs',
          'CSS only works on semantic elements',
          'They add styling automatically',
          'Divs are not allowed in HTML5',
        ],
        correct: 0,
      },
      {
        question: 'Where does the <title> element go?',
        options: [
          'Inside <body>',
          'Inside <footer>',
          'Inside <main>',
          'Inside <head>',
          'After </html>',
        ],
        correct: 3,
      },
    ],
  },
  {
    section: 'build',
    number: 2,
    title: 'Building the Navigation Bar',
    description:
      'You build a header with your name as the logo and a list of links to each section. ' +
      'Flexbox pushes the logo to the left and the links to the right.',
    difficulty: 'Beginner',
    questions: [
      {
        question: 'Which HTML structure is commonly used for a list of navigation links?',
        options: [
          'A <table> with links in <td> cells',
          'A <nav> containing a <ul> of <li><a> items',
          'A <form> with submit buttons',
          'A <select> with <option> links',
          'A <p> with <br> between links',
        ],
        correct: 1,
      },
      {
        question:
          'Which declaration places the logo and the link list at opposite ends of a flex container?',
        options: [
          'justify-content: space-between;',
          'align-items: center;',
          'flex-wrap: wrap;',
          'text-align: right;',
          'float: center;',
        ],
        correct: 0,
      },
      {
        question: 'How do you remove the bullet points from a <ul>?',
        options: [
          'text-decoration: none;',
          'bullet: none;',
          'display: bullets-off;',
          'list-style: none;',
          'ul-style: hidden;',
        ],
        correct: 3,
      },
      {
        question: 'Which declaration removes the underline from links?',
        options: [
          'font-style: normal;',
          'underline: none;',
          'text-decoration: none;',
          'link-style: plain;',
          'font-weight: normal;',
        ],
        correct: 2,
      },
      {
        question: 'What does `position: sticky; top: 0;` do to a header?',
        options: [
          'Hides it while scrolling',
          'Removes it from the page permanently',
          'Centres it vertically',
          'Makes it full width only on phones',
          'Keeps it at the top of the viewport once you scroll past it',
        ],
        correct: 4,
      },
    ],
  },
  {
    section: 'build',
    number: 3,
    title: 'Hero Section with Headline and Call to Action',
    description:
      'You create the first screen visitors see: a headline, a one-line introduction, a profile ' +
      'photo and a button that links to your projects, all centred with Flexbox.',
    difficulty: 'Beginner',
    questions: [
      {
        question: 'Which element should hold the single main heading of the page?',
        options: ['<h6>', '<header>', '<h1>', '<head>', '<title>'],
        correct: 2,
      },
      {
        question: 'What is the purpose of the alt attribute on an <img>?',
        options: [
          'It sets the image size',
          'It describes the image for screen readers and when the image fails to load',
          'It links the image to another page',
          'It sets the tooltip colour',
          'It compresses the image',
        ],
        correct: 1,
      },
      {
        question: 'Which declaration makes the hero at least as tall as the browser window?',
        options: [
          'min-height: 100px;',
          'min-height: 100em;',
          'min-height: 10rem;',
          'min-height: 100pt;',
          'min-height: 100vh;',
        ],
        correct: 4,
      },
      {
        question: 'Which pair of properties centres the content of a row flex container both ways?',
        options: [
          'justify-content: center; align-items: center;',
          'text-align: center; vertical-align: middle;',
          'margin: center; padding: center;',
          'align-content: start; justify-items: end;',
          'float: center; clear: both;',
        ],
        correct: 0,
      },
      {
        question: 'How do you make an <a> link look like a button?',
        options: [
          'Change it to <button href="...">',
          'Add type="button" to the link',
          'Wrap it in a <form>',
          'Style it with padding, a background colour and border-radius in CSS',
          'Add role="image" to the link',
        ],
        correct: 3,
      },
    ],
  },
  {
    section: 'build',
    number: 4,
    title: 'Styling with CSS Custom Properties and Typography',
    description:
      'You link styles.css, add a small reset and define your colour palette and font sizes as ' +
      'CSS custom properties. Then you load a web font and apply consistent typography to the page.',
    difficulty: 'Beginner',
    questions: [
      {
        question: 'How do you define a custom property that the whole page can use?',
        options: [
          ':root { --primary: #2563eb; }',
          'body { $primary: #2563eb; }',
          'var primary = #2563eb;',
          '@primary: #2563eb;',
          'html { primary: var(#2563eb); }',
        ],
        correct: 0,
      },
      {
        question: 'How do you use a custom property named --primary?',
        options: [
          'color: --primary;',
          'color: $primary;',
          'color: @primary;',
          'color: var(--primary);',
          'color: primary();',
        ],
        correct: 3,
      },
      {
        question: 'Which element links an external stylesheet?',
        options: [
          '<style src="styles.css">',
          '<script href="styles.css">',
          '<link rel="stylesheet" href="styles.css">',
          '<css file="styles.css">',
          '<import href="styles.css">',
        ],
        correct: 2,
      },
      {
        question: 'What does `box-sizing: border-box;` change?',
        options: [
          'It adds a border to every element',
          'The width and height include padding and border',
          'It removes all margins',
          'It turns every element into a flex container',
          'It rounds the corners of boxes',
        ],
        correct: 1,
      },
      {
        question: "Which unit is relative to the root element's font size?",
        options: ['px', 'em', 'vh', '%', 'rem'],
        correct: 4,
      },
    ],
  },
  {
    section: 'build',
    number: 5,
    title: 'Laying Out the About Section with Flexbox',
    description:
      'You build the About section with your photo beside a short bio and a row of skill badges. ' +
      'Flexbox creates the two columns and flex-wrap lets the badges flow onto new lines.',
    difficulty: 'Beginner',
    questions: [
      {
        question: 'Which declaration turns an element into a flex container?',
        options: ['display: flex;', 'flex: 1;', 'position: flex;', 'float: flex;', 'layout: flex;'],
        correct: 0,
      },
      {
        question: 'What is the default value of flex-direction in CSS?',
        options: ['column', 'column-reverse', 'row', 'row-reverse', 'wrap'],
        correct: 2,
      },
      {
        question: 'Which property adds space between flex items without using margins?',
        options: ['spacing', 'gap', 'padding-between', 'margin-inline', 'flex-space'],
        correct: 1,
      },
      {
        question: 'What does `flex-wrap: wrap;` do?',
        options: [
          'Hides the items that do not fit',
          'Shrinks every item to zero width',
          'Reverses the order of the items',
          'Turns the container into a grid',
          'Lets items move onto a new line when they run out of room',
        ],
        correct: 4,
      },
      {
        question: 'What does `flex: 1;` on a flex item do?',
        options: [
          'Sets its width to 1px',
          'Makes it the first item',
          'Sets its z-index to 1',
          'Lets it grow to fill the available free space',
          'Hides it on small screens',
        ],
        correct: 3,
      },
    ],
  },
  {
    section: 'build',
    number: 6,
    title: 'Projects Gallery with CSS Grid',
    description:
      'You build a grid of project cards, each with a screenshot, title, description and links. ' +
      'One grid-template-columns rule with repeat, auto-fit and minmax adapts the gallery to any width.',
    difficulty: 'Intermediate',
    questions: [
      {
        question: 'Which declaration makes an element a grid container?',
        options: [
          'display: table;',
          'grid: on;',
          'display: grid;',
          'layout: grid;',
          'display: block-grid;',
        ],
        correct: 2,
      },
      {
        question: 'What does `grid-template-columns: repeat(3, 1fr);` create?',
        options: [
          'Three rows of equal height',
          'Three columns of equal width',
          'One column repeated three times vertically',
          'Three columns that are 1 pixel wide',
          'One column with three gaps',
        ],
        correct: 1,
      },
      {
        question: 'What does the fr unit represent?',
        options: [
          'A fixed size of 16px',
          'A size relative to the font',
          'A frame rate',
          'A fraction of the free space in the grid container',
          'A percentage of the viewport height',
        ],
        correct: 3,
      },
      {
        question: 'Which rule creates as many columns at least 250px wide as will fit?',
        options: [
          'grid-template-columns: repeat(auto-fit, minmax(250px, 1fr));',
          'grid-template-columns: 250px auto;',
          'grid-columns: fit(250px);',
          'grid-template-rows: repeat(250px);',
          'grid-auto-flow: 250px;',
        ],
        correct: 0,
      },
      {
        question: 'Which property fills a card image area without stretching the screenshot?',
        options: [
          'image-fit: crop;',
          'background-size: stretch;',
          'img-ratio: keep;',
          'resize: none;',
          'object-fit: cover;',
        ],
        correct: 4,
      },
    ],
  },
  {
    section: 'build',
    number: 7,
    title: 'Making It Responsive with Media Queries',
    description:
      "You preview the page in the browser's device toolbar and add media queries so the layout " +
      'stacks into one column on phones. Images and headings scale down cleanly on small screens.',
    difficulty: 'Intermediate',
    questions: [
      {
        question: 'Which media query applies styles only when the viewport is at least 768px wide?',
        options: [
          '@media (max-width: 768px)',
          '@media (min-width: 768px)',
          '@media screen = 768px',
          '@media (device: 768px)',
          '@responsive 768px',
        ],
        correct: 1,
      },
      {
        question: 'In a mobile-first stylesheet, which media queries do you mostly write?',
        options: [
          'max-width queries that remove styles',
          'print queries',
          'orientation: portrait queries only',
          'min-width queries that add layout for larger screens',
          'queries on the user agent string',
        ],
        correct: 3,
      },
      {
        question: 'Which rule stops images from overflowing their container on narrow screens?',
        options: [
          'img { max-width: 100%; height: auto; }',
          'img { width: 1000px; }',
          'img { overflow: scroll; }',
          'img { position: absolute; }',
          'img { float: left; }',
        ],
        correct: 0,
      },
      {
        question: 'How do you preview phone screen sizes in Chrome?',
        options: [
          'Open the Network tab',
          'Change the font size in Settings',
          'Open the Sources tab',
          'Use the bookmarks bar',
          'Open DevTools and click Toggle device toolbar',
        ],
        correct: 4,
      },
      {
        question:
          'Two rules with equal specificity style the same element, one inside a matching media query. Which applies?',
        options: [
          'The one inside the media query always wins',
          'Neither is applied',
          'The one that appears later in the stylesheet wins',
          'The first one always wins',
          'The browser picks one at random',
        ],
        correct: 2,
      },
    ],
  },
  {
    section: 'build',
    number: 8,
    title: 'Mobile Menu Toggle with JavaScript',
    description:
      'You add a hamburger button that shows and hides the navigation on small screens. script.js ' +
      'listens for clicks and toggles a CSS class, and aria-expanded keeps screen readers informed.',
    difficulty: 'Intermediate',
    questions: [
      {
        question: 'Which method returns the first element that matches a CSS selector?',
        options: [
          'document.getElementsByName()',
          'document.querySelector()',
          'document.find()',
          'document.select()',
          'document.getElement()',
        ],
        correct: 1,
      },
      {
        question: 'Which line runs a function named toggleMenu when the button is clicked?',
        options: [
          'button.onClick(toggleMenu);',
          "button.listen('click', toggleMenu);",
          "button.addEventListener('click', toggleMenu);",
          'button.click = toggleMenu();',
          "button.on('press', toggleMenu);",
        ],
        correct: 2,
      },
      {
        question: "What does `element.classList.toggle('open')` do?",
        options: [
          'Always adds the class',
          'Always removes the class',
          'Renames the class to toggle',
          'Adds the class if it is missing and removes it if it is present',
          'Shows or hides the element without any CSS',
        ],
        correct: 3,
      },
      {
        question: 'Why set aria-expanded on the menu button?',
        options: [
          'It tells assistive technology whether the menu is open',
          'It makes the button larger',
          'It animates the menu',
          'The click event only fires when it is set',
          'It stops the page from scrolling',
        ],
        correct: 0,
      },
      {
        question: 'Where should a plain <script src="script.js"> tag (no defer) go?',
        options: [
          'At the very top of <head>',
          'Inside <title>',
          'Inside a <style> element',
          'Before <!DOCTYPE html>',
          'Just before </body>, so the HTML it uses already exists',
        ],
        correct: 4,
      },
    ],
  },
  {
    section: 'build',
    number: 9,
    title: 'Contact Form with Built-in HTML Validation',
    description:
      'You build a contact form with name, email and message fields, proper labels and built-in ' +
      'validation. The form posts to a free form service so messages reach your inbox without a server.',
    difficulty: 'Beginner',
    questions: [
      {
        question: 'Why should every input have a <label> whose for attribute matches its id?',
        options: [
          "It sets the input's default value",
          'It ties the text to the input for screen readers and makes the label clickable',
          'It validates the input',
          'The form cannot be submitted without it',
          'It changes the input type',
        ],
        correct: 1,
      },
      {
        question: 'Which input type makes the browser check that the value looks like an email?',
        options: ['type="text"', 'type="mail"', 'type="address"', 'type="email"', 'type="contact"'],
        correct: 3,
      },
      {
        question: 'Which attribute stops the form from submitting while a field is empty?',
        options: ['required', 'mandatory', 'notnull', 'validate', 'needed'],
        correct: 0,
      },
      {
        question: 'Which element is used for a multi-line message field?',
        options: [
          '<input type="multiline">',
          '<text>',
          '<textarea>',
          '<input rows="5">',
          '<message>',
        ],
        correct: 2,
      },
      {
        question: 'Which form attributes decide where and how the data is sent?',
        options: [
          'href and target',
          'src and type',
          'name and value',
          'for and id',
          'action and method',
        ],
        correct: 4,
      },
    ],
  },
  {
    section: 'build',
    number: 10,
    title: 'Smooth Scrolling and Active Navigation Links',
    description:
      'You make the nav links glide to their sections with CSS and highlight the link of the ' +
      'section on screen. An IntersectionObserver in script.js watches each section as you scroll.',
    difficulty: 'Intermediate',
    questions: [
      {
        question: 'Which declaration makes jumps to in-page anchors scroll smoothly?',
        options: [
          'html { scroll-behavior: smooth; }',
          'html { scroll: slow; }',
          'body { transition: scroll 1s; }',
          'a { smooth: true; }',
          'html { overflow: smooth; }',
        ],
        correct: 0,
      },
      {
        question: 'What does an IntersectionObserver tell you?',
        options: [
          'When the user clicks a link',
          'When an element enters or leaves the viewport (or another root element)',
          'When the network goes offline',
          'When the CSS has finished loading',
          'When a form is submitted',
        ],
        correct: 1,
      },
      {
        question:
          "Which property stops a sticky header from covering a section's heading after a jump?",
        options: [
          'z-index: -1 on the header',
          'margin-top: auto on the section',
          'header-offset: 80px on the body',
          'scroll-margin-top on the section',
          'top: 100vh on the header',
        ],
        correct: 3,
      },
      {
        question:
          'In an IntersectionObserver callback, which property is true while a section is visible?',
        options: [
          'entry.visible',
          'entry.onScreen',
          'entry.inView',
          'entry.isVisible()',
          'entry.isIntersecting',
        ],
        correct: 4,
      },
      {
        question: 'How do you select every <section> element that has an id attribute?',
        options: [
          "document.getElementById('section')",
          "document.querySelector('section')",
          "document.querySelectorAll('section[id]')",
          'document.getSections()',
          "document.all('section')",
        ],
        correct: 2,
      },
    ],
  },
  {
    section: 'build',
    number: 11,
    title: 'Dark Mode Toggle with localStorage',
    description:
      'You add a theme button that switches between light and dark colours by swapping CSS custom ' +
      'properties. The choice is saved in localStorage so it survives a reload.',
    difficulty: 'Intermediate',
    questions: [
      {
        question: "Which call saves the value 'dark' under the key 'theme'?",
        options: [
          "localStorage.set('theme', 'dark')",
          "localStorage.setItem('theme', 'dark')",
          "localStorage.save('theme', 'dark')",
          "localStorage.theme('dark')",
          "sessionStorage.store('theme', 'dark')",
        ],
        correct: 1,
      },
      {
        question: 'What type of value does localStorage store?',
        options: [
          'Numbers only',
          'Any JavaScript object, unchanged',
          'Booleans only',
          'Binary files',
          'Strings',
        ],
        correct: 4,
      },
      {
        question: 'Which media query detects that the operating system prefers a dark theme?',
        options: [
          '@media (prefers-color-scheme: dark)',
          '@media (theme: dark)',
          '@media (dark-mode: on)',
          '@media (color: black)',
          '@media (prefers-contrast: dark)',
        ],
        correct: 0,
      },
      {
        question: 'Why is swapping custom property values an easy way to theme a page?',
        options: [
          'It reloads the stylesheet',
          'It needs no CSS at all',
          'Every rule that uses var() updates automatically when the values change',
          'It deletes the old colours from memory',
          'It only affects images',
        ],
        correct: 2,
      },
      {
        question: "What does localStorage.getItem('theme') return when nothing was saved?",
        options: ['undefined', 'An empty string', "'false'", 'null', '0'],
        correct: 3,
      },
    ],
  },
  {
    section: 'explanation',
    number: 1,
    title: 'How the Browser Turns HTML and CSS into Pixels',
    description:
      'You follow a page from download to screen: HTML becomes the DOM, CSS becomes the CSSOM, then ' +
      'the browser lays out and paints the boxes. You inspect the DOM of your own portfolio in DevTools.',
    difficulty: 'Beginner',
    questions: [
      {
        question: 'What is the DOM?',
        options: [
          'A tree of objects the browser builds from the HTML',
          'A CSS framework',
          'A type of image file',
          'The server that hosts the page',
          'A JavaScript package manager',
        ],
        correct: 0,
      },
      {
        question: 'What does the browser build from your CSS?',
        options: ['The DNS', 'The CSSOM', 'The HTTP headers', 'A JSON file', 'The favicon'],
        correct: 1,
      },
      {
        question: 'What happens in the layout step?',
        options: [
          'The browser downloads fonts',
          'The browser fills in the pixels',
          'JavaScript is compiled',
          'The browser calculates the size and position of every box',
          'Cookies are sent to the server',
        ],
        correct: 3,
      },
      {
        question: 'Which DevTools panel lets you inspect and edit the live DOM and its styles?',
        options: ['Network', 'Application', 'Lighthouse', 'Memory', 'Elements'],
        correct: 4,
      },
      {
        question: 'Why can a plain <script> tag in the <head> delay the page from appearing?',
        options: [
          'Scripts are always downloaded last',
          'It deletes the CSS',
          'The browser pauses HTML parsing to download and run the script',
          'It disables the cache',
          'It switches the page into quirks mode',
        ],
        correct: 2,
      },
    ],
  },
  {
    section: 'explanation',
    number: 2,
    title: 'The CSS Box Model and Specificity Explained',
    description:
      "You see how content, padding, border and margin add up to an element's size and why some " +
      'CSS rules beat others. Then you use that to fix two real styling bugs in the portfolio.',
    difficulty: 'Intermediate',
    questions: [
      {
        question: 'From the inside out, what are the layers of the CSS box model?',
        options: [
          'Margin, border, padding, content',
          'Content, margin, padding, border',
          'Content, padding, border, margin',
          'Padding, content, margin, border',
          'Border, content, padding, margin',
        ],
        correct: 2,
      },
      {
        question:
          'With box-sizing: content-box, how wide is a box with width: 200px, padding: 10px and border: 5px?',
        options: ['200px', '215px', '220px', '230px', '250px'],
        correct: 3,
      },
      {
        question: 'Which selector has the highest specificity?',
        options: ['#contact', '.card', 'section p', 'p', '*'],
        correct: 0,
      },
      {
        question: 'What happens when the vertical margins of two stacked block elements touch?',
        options: [
          'They are added together',
          'They are ignored',
          'They turn into padding',
          'They become negative',
          'They collapse into the larger of the two',
        ],
        correct: 4,
      },
      {
        question: 'If two rules have equal specificity, which one applies?',
        options: [
          'The one in the shorter file',
          'The one that comes last',
          'The one with more declarations',
          'The one written in lower case',
          'Neither of them',
        ],
        correct: 1,
      },
    ],
  },
  {
    section: 'explanation',
    number: 3,
    title: 'JavaScript Events and the DOM Explained',
    description:
      'You take apart the menu and theme scripts line by line to see how selectors, event ' +
      'listeners and class changes work together. You also learn how events bubble up the DOM.',
    difficulty: 'Intermediate',
    questions: [
      {
        question: 'What is event bubbling?',
        options: [
          'An event fires twice',
          'An event is cancelled automatically',
          'Events are queued until the page loads',
          'An event travels from the target element up through its ancestors',
          'An animation triggered by an event',
        ],
        correct: 3,
      },
      {
        question: 'What does event.preventDefault() do in a form submit listener?',
        options: [
          "Stops the browser's default action, such as reloading the page",
          'Deletes the form',
          'Stops all other JavaScript on the page',
          'Submits the form twice',
          'Clears every input',
        ],
        correct: 0,
      },
      {
        question: 'Inside an event listener, what does event.target refer to?',
        options: [
          'The window object',
          'The listener function',
          'The element the event originally happened on',
          'The next sibling element',
          'The CSS rule that matched',
        ],
        correct: 2,
      },
      {
        question: 'Which keyword declares a variable that cannot be reassigned?',
        options: ['var', 'let', 'static', 'fixed', 'const'],
        correct: 4,
      },
      {
        question: 'Why attach one listener to a parent element (event delegation)?',
        options: [
          'It makes CSS load faster',
          'It handles clicks on many children, including ones added later',
          'It stops events from bubbling',
          'It is the only way to listen for clicks',
          'It removes the need for HTML',
        ],
        correct: 1,
      },
    ],
  },
  {
    section: 'deployment',
    number: 1,
    title: 'Optimising Images and Auditing with Lighthouse',
    description:
      'You resize and compress your screenshots, convert them to WebP and lazy-load images further ' +
      'down the page. Then you run a Lighthouse audit and fix the issues it reports.',
    difficulty: 'Intermediate',
    questions: [
      {
        question: 'Which attribute delays loading an off-screen image until it is needed?',
        options: ['defer', 'async', 'loading="lazy"', 'lazy="true"', 'preload="none"'],
        correct: 2,
      },
      {
        question: 'Which format usually gives smaller files than JPEG or PNG at similar quality?',
        options: ['BMP', 'WebP', 'TIFF', 'GIF', 'RAW'],
        correct: 1,
      },
      {
        question: 'What does Lighthouse do?',
        options: [
          'Hosts your site',
          'Writes CSS for you',
          'Compresses your images automatically',
          'Audits a page for performance, accessibility, best practices and SEO',
          'Registers domain names',
        ],
        correct: 3,
      },
      {
        question: 'Why set width and height attributes on <img> elements?',
        options: [
          'So the browser can reserve the space and avoid layout shift',
          'So the images download first',
          'To crop the image file',
          'To convert the image to WebP',
          'Alt text does not work without them',
        ],
        correct: 0,
      },
      {
        question: 'Which tag gives your page a description for search results?',
        options: [
          '<meta name="viewport" content="...">',
          '<title description="...">',
          '<link rel="description" href="...">',
          '<header description="...">',
          '<meta name="description" content="...">',
        ],
        correct: 4,
      },
    ],
  },
  {
    section: 'deployment',
    number: 2,
    title: 'Deploying to GitHub Pages with a Custom Domain',
    description:
      'You push the finished site to GitHub and publish it with GitHub Pages. Then you point a ' +
      'custom domain at it with DNS records and turn on HTTPS.',
    difficulty: 'Beginner',
    questions: [
      {
        question: 'Where do you turn on GitHub Pages for a repository?',
        options: [
          'In the repository Settings, under Pages',
          'In the Issues tab',
          'In your profile README',
          'In the Actions marketplace',
          'In the Wiki',
        ],
        correct: 0,
      },
      {
        question: 'What kind of hosting does GitHub Pages provide?',
        options: [
          'Database hosting',
          'Hosting for server-side PHP apps',
          'Static hosting for HTML, CSS and JavaScript files',
          'Email hosting',
          'Video streaming',
        ],
        correct: 2,
      },
      {
        question: 'Which DNS record points a subdomain such as www at another host name?',
        options: ['MX', 'TXT', 'NS', 'CNAME', 'SOA'],
        correct: 3,
      },
      {
        question: 'Which command uploads your local commits to GitHub?',
        options: ['git pull', 'git fetch', 'git commit', 'git merge', 'git push'],
        correct: 4,
      },
      {
        question: 'Why should your site enforce HTTPS?',
        options: [
          'It makes hosting free',
          'It encrypts the traffic between visitors and the site',
          'It removes the need for DNS',
          'It doubles your storage quota',
          'CSS does not load over HTTP',
        ],
        correct: 1,
      },
    ],
  },
];

export const WEB_CATEGORY: TSeedCategory = {
  slug: 'web',
  title: 'Web Development',
  status: 'published',
  projects: [
    {
      slug: 'portfolio',
      title: 'Web Portfolio',
      description:
        'Plan, build and deploy a responsive personal portfolio site with HTML, CSS and JavaScript.',
      status: 'published',
      // The Build lessons build one site step by step: each needs the one before.
      learnInOrder: true,
      level: 'Beginner',
      outcomes: [
        'Plan a portfolio: its goals, pages and content',
        'Structure pages with semantic HTML',
        'Lay them out with Flexbox and CSS Grid, for phones and desktops',
        'Add interactivity with JavaScript',
        'Put the finished site online for anyone to visit',
      ],
      prerequisites: [
        'A computer with a modern browser and a code editor (VS Code is free)',
        'No programming experience: the course starts from the first HTML tag',
      ],
      lessons: PORTFOLIO_LESSONS.map((l) => ({
        ...l,
        questions: l.questions.map((q, i) => ({
          ...q,
          explanations: PORTFOLIO_EXPLANATIONS[`${l.section}-${l.number}`]?.[i],
        })) as TSeedLesson['questions'],
      })),
    },
    {
      slug: 'project-management',
      title: 'Project Management',
      description:
        'Build a task board web app where teams create projects, assign tasks and track progress.',
      status: 'coming_soon',
      comingSoonLabel: 'Coming 14 September',
      lessons: [],
    },
    {
      slug: 'online-store',
      title: 'Online Store',
      description:
        'Build an online store with a product catalogue, a shopping cart and a checkout page.',
      status: 'coming_soon',
      comingSoonLabel: 'Coming 28 September',
      lessons: [],
    },
  ],
};
