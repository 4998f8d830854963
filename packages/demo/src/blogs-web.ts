import type { TSeedBlog } from './types.ts';

export const WEB_BLOGS: TSeedBlog[] = [
  {
    category: 'web',
    order: 1,
    project: 'portfolio',
    title: 'Your First Web Page in Ten Minutes',
    summary:
      'Write, style and script a complete web page from an empty folder, then serve it locally.',
    blocks: [
      {
        paragraph:
          'Every web page starts as a plain text file written in HTML. Create a folder, add a file ' +
          'called `index.html` and paste in the structure below. The head holds information about the ' +
          'page, and the body holds everything the visitor actually sees.',
        code: `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>My First Page</title>
    <link rel="stylesheet" href="styles.css" />
  </head>
  <body>
    <h1 id="greeting">Hello, world!</h1>
    <p>This is my very first web page.</p>
    <button id="wave">Wave</button>
    <script src="script.js"></script>
  </body>
</html>`,
        language: 'html',
      },
      {
        paragraph:
          'Save the file and open it by double-clicking it: your browser shows the heading, the ' +
          'paragraph and a button that does nothing yet. That is normal, because the page has no ' +
          'styles or behaviour so far. Keep the browser tab open and refresh it after every change ' +
          'to see what each step adds.',
      },
      {
        paragraph:
          'CSS controls how the page looks. Create `styles.css` next to `index.html`; the `<link>` tag in ' +
          'the head already points at it. These few rules give the text a readable width, a modern ' +
          'font and a coloured heading.',
        code: `body {
  font-family: system-ui, sans-serif;
  max-width: 40rem;
  margin: 2rem auto;
  padding: 0 1rem;
  line-height: 1.6;
}

h1 {
  color: #2563eb;
}`,
        language: 'css',
      },
      {
        paragraph:
          'JavaScript makes the page react to the visitor. Create `script.js`: it finds the button and ' +
          'the heading, then changes the heading text whenever the button is clicked. The script tag ' +
          'sits at the end of the body so both elements exist before the code runs.',
        code: `const button = document.querySelector('#wave');
const greeting = document.querySelector('#greeting');

button.addEventListener('click', () => {
  greeting.textContent = 'Hello from JavaScript!';
});`,
        language: 'javascript',
      },
      {
        paragraph:
          'Opening files directly works for simple pages, but some browser features only work when ' +
          'the page comes from a web server. If Python is installed you already have one: start it ' +
          'from your project folder and keep the terminal open while you work.',
        code: `# Go to the folder that holds index.html, then start the server
cd my-first-page
python3 -m http.server 8000
# Now open http://localhost:8000 and press Ctrl+C to stop the server`,
        language: 'bash',
      },
    ],
  },
  {
    category: 'web',
    order: 2,
    project: 'portfolio',
    title: 'Centring Anything with Flexbox and Grid',
    summary: 'Three short CSS recipes that finally make centring elements easy and predictable.',
    blocks: [
      {
        paragraph:
          'Flexbox centres content along two axes. justify-content works along the main axis ' +
          '(horizontal in a row) and align-items works across it (vertical in a row). The container ' +
          'needs a height, otherwise there is no extra space to centre within.',
        code: `.center-flex {
  display: flex;
  justify-content: center; /* horizontal */
  align-items: center; /* vertical */
  min-height: 100vh;
}`,
        language: 'css',
      },
      {
        paragraph:
          'CSS Grid has an even shorter version. place-items is shorthand for align-items and ' +
          'justify-items, so a single declaration centres the child both ways. This is handy for ' +
          'loading spinners, empty states and hero sections.',
        code: `.center-grid {
  display: grid;
  place-items: center;
  min-height: 100vh;
}`,
        language: 'css',
      },
      {
        paragraph:
          'To centre a block such as a card horizontally you do not need Flexbox at all. Give it a ' +
          'width and set its left and right margins to auto; the browser shares the leftover space ' +
          'equally on both sides. min() keeps the card from overflowing on narrow phones.',
        code: `.card {
  width: min(90%, 30rem);
  margin-inline: auto;
}`,
        language: 'css',
      },
    ],
  },
  {
    category: 'web',
    order: 3,
    project: 'portfolio',
    title: 'Fetching Data from an API with JavaScript',
    summary: 'Use fetch with async and await to load JSON from a public API and show it on a page.',
    blocks: [
      {
        paragraph:
          'An API is a web address that returns data instead of a web page, usually as JSON. The ' +
          'GitHub API is free to try without an account: a request for a user returns an object ' +
          'like the trimmed-down one below.',
        code: `{
  "login": "octocat",
  "name": "The Octocat",
  "public_repos": 8,
  "followers": 1000
}`,
        language: 'json',
      },
      {
        paragraph:
          'fetch sends the request and returns a promise, and await pauses the async function until ' +
          'the response arrives. Always check response.ok, because fetch does not throw for error ' +
          'statuses such as 404. response.json() then turns the body into a JavaScript object.',
        code: `async function showUser(username) {
  const response = await fetch(\`https://api.github.com/users/\${username}\`);
  if (!response.ok) {
    throw new Error(\`Request failed with status \${response.status}\`);
  }
  const user = await response.json();
  document.querySelector('#name').textContent = user.name ?? user.login;
  document.querySelector('#repos').textContent = \`\${user.public_repos} public repos\`;
}`,
        language: 'javascript',
      },
      {
        paragraph:
          'Network requests can fail, so handle the error where you call the function. Showing a ' +
          'friendly message is much better than leaving the page blank, and logging the error helps ' +
          'you find the problem in DevTools.',
        code: `showUser('octocat').catch((error) => {
  console.error(error);
  document.querySelector('#name').textContent = 'Could not load the user.';
});`,
        language: 'javascript',
      },
    ],
  },
  {
    category: 'web',
    order: 4,
    title: 'Catching Bugs Early with TypeScript',
    summary: 'Add TypeScript to a project and let the compiler find mistakes before your users do.',
    blocks: [
      {
        paragraph:
          'TypeScript is JavaScript with types. You install the compiler as a development ' +
          'dependency, and tsc --init creates a tsconfig.json file with sensible defaults that you ' +
          'can adjust later.',
        code: `npm install --save-dev typescript
npx tsc --init
npx tsc --noEmit`,
        language: 'bash',
      },
      {
        paragraph:
          'A type describes the shape of your data. Once describe() says it takes a Project, your ' +
          'editor autocompletes the fields and the compiler checks every call for you.',
        code: `type Project = {
  title: string;
  year: number;
  tags: string[];
};

function describe(project: Project): string {
  return \`\${project.title} (\${project.year}): \${project.tags.join(', ')}\`;
}

describe({ title: 'Portfolio', year: 2025, tags: ['html', 'css'] });`,
        language: 'typescript',
      },
      {
        paragraph:
          'Here is the payoff. Passing the year as a string is an easy mistake that plain ' +
          'JavaScript would silently accept, but TypeScript refuses to compile it and points at the ' +
          'exact line.',
        code: `// The year is a string here, but Project says it must be a number.
describe({ title: 'Portfolio', year: '2025', tags: [] });
// error TS2322: Type 'string' is not assignable to type 'number'.`,
        language: 'typescript',
      },
      {
        paragraph:
          'The most important setting in tsconfig.json is strict, which turns on the checks that ' +
          'catch the most bugs, such as using a value that might be undefined. Switch it on at the ' +
          'start of a project; adding it later means fixing many errors at once.',
        code: `{
  "compilerOptions": {
    "target": "ES2022",
    "module": "NodeNext",
    "strict": true,
    "outDir": "dist"
  },
  "include": ["src"]
}`,
        language: 'json',
      },
    ],
  },
];
