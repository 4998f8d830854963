import { code, css, html, js, page } from './exercise-files.ts';
import type { TSeedExercise } from './types.ts';

// The mobile Portfolio's exercises: the steps of one React app (app.js) the learner builds,
// rendered in the preview by the React our own server inlines (`<script src="react.js">`,
// docs/decisions/019). Learners write React.createElement, which is what the JSX of their Expo
// project turns into. Step 1 lists the planned screens (ScreenList), step 2 makes the profile
// card (ProfileCard) the app starts with as a placeholder. The checks render the learner's
// component with props of their own (ReactDOM.flushSync, so the result is there at once) and
// read the elements it made.

const portfolio = { category: 'mobile', project: 'portfolio' } as const;

const REACT_BODY = code`
  <div id="root"></div>
  <script src="react.js"></script>
  <script src="app.js"></script>
`;

const REACT_HINT = code`
  // React is loaded for you (react.js). h(type, props, ...children) makes an element:
  // it is what JSX turns into, so h('p', null, 'Hi') is <p>Hi</p>.
  const h = React.createElement;
`;

const SCREENS = code`
  const screens = [
    { id: 'home', title: 'Home', about: 'my photo, my name and a short bio' },
    { id: 'projects', title: 'Projects', about: 'the apps and sites I have built' },
    { id: 'contact', title: 'Contact', about: 'how to reach me' },
  ];
`;

const AVATAR =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'%3E%3Ccircle cx='20' cy='20' r='20' fill='%23f59e0b'/%3E%3C/svg%3E";

const SCREEN_LIST_START = code`
  function ScreenList(props) {
    // One <li> per screen of props.screens, with a key, its title and what it is for.
    return h('ul', null, h('li', null, 'Home'));
  }
`;

const SCREEN_LIST = code`
  function ScreenList(props) {
    return h(
      'ul',
      null,
      props.screens.map((screen) =>
        h('li', { key: screen.id }, h('strong', null, screen.title), ': ', screen.about),
      ),
    );
  }
`;

const PROFILE_CARD_START = code`
  const styles = {
    card: {},
  };

  function ProfileCard(props) {
    // A placeholder for now: show props.photo (alt: props.name), props.name in an <h2>
    // and props.role in a <p>.
    return h('div', { className: 'card', style: styles.card }, h('h2', null, 'Your name'));
  }
`;

const PROFILE_CARD = code`
  const styles = {
    card: { display: 'flex', flexDirection: 'column', alignItems: 'center', padding: 16 },
  };

  function ProfileCard(props) {
    return h(
      'div',
      { className: 'card', style: styles.card },
      h('img', { src: props.photo, alt: props.name }),
      h('h2', null, props.name),
      h('p', null, props.role),
    );
  }
`;

const APP = code`
  const photo = "${AVATAR}";

  function App() {
    return h(
      'div',
      null,
      h(
        'div',
        { className: 'team' },
        h(ProfileCard, { name: 'Amahle Dlamini', role: 'Mobile developer', photo }),
        h(ProfileCard, { name: 'Sipho Nkosi', role: 'Designer', photo }),
      ),
      h(ScreenList, { screens }),
    );
  }

  ReactDOM.createRoot(document.getElementById('root')).render(h(App));
`;

const APP_CSS = code`
  body { font-family: system-ui, sans-serif; }
  .team { display: flex; gap: 1rem; }
  .card img { width: 64px; height: 64px; }
`;

/** The app's files: app.js with the screen list and the profile card as written so far. */
const appFiles = (screenList: string, profileCard: string) => [
  html(page('My app', REACT_BODY)),
  css(APP_CSS),
  js([REACT_HINT, SCREENS, screenList, profileCard, APP].join('\n'), 'app.js'),
];

/** The app after each step: where it starts, with the screen list, with the profile card. */
const APP_START = appFiles(SCREEN_LIST_START, PROFILE_CARD_START);
const APP_WITH_SCREENS = appFiles(SCREEN_LIST, PROFILE_CARD_START);
const APP_WITH_CARD = appFiles(SCREEN_LIST, PROFILE_CARD);

const screenList: TSeedExercise = {
  lesson: {
    ...portfolio,
    section: 'planning',
    number: 1,
    title: 'Planning the App and Creating an Expo Project',
  },
  exercise: {
    instructions: code`
      Your plan has three screens. Show them as a list, rendered by React from an array, the way
      your app will list everything it shows.

      1. In \`app.js\`, \`ScreenList\` gets the array as \`props.screens\`. Return a \`<ul>\` with
         one \`<li>\` per screen: \`props.screens.map((screen) => h('li', …))\`.
      2. Give each \`<li>\` a \`key\`: the screen's \`id\`. React uses keys to tell the items
         apart when the list changes.
      3. In each \`<li>\`, show the screen's title in a \`<strong>\`, then what it is for.

      The two profile cards above the list are placeholders: a later lesson makes them. This app
      is the one you build through the course: each exercise starts from the code you leave it
      with.

      **Done** when the page lists Home, Projects and Contact, and \`ScreenList\` shows any array
      you give it.
    `,
    starterFiles: APP_START,
    solutionFiles: APP_WITH_SCREENS,
    checks: code`
      // The key React keeps for an element it made (on the element's React record).
      const keyOf = (element) => {
        const name = Object.keys(element).find((k) => k.startsWith('__reactFiber$'));
        return name ? element[name].key : undefined;
      };
      const render = (screens) => {
        const box = document.createElement('div');
        ReactDOM.flushSync(() => ReactDOM.createRoot(box).render(React.createElement(ScreenList, { screens })));
        return box;
      };

      test('The page lists the three screens', () => {
        expect($$('#root ul > li')).toHaveLength(3, 'Your list should show the three screens of your plan');
      });

      test('Each screen shows its title and what it is for', () => {
        const items = $$('#root li');
        const planned = [['Home', 'short bio'], ['Projects', 'apps and sites'], ['Contact', 'reach me']];
        planned.forEach(([title, about], i) => {
          expect(items[i] && items[i].querySelector('strong')).toHaveText(title, 'Show the title "' + title + '" in a <strong>');
          expect(items[i]).toContain(about, 'Show what the ' + title + ' screen is for');
        });
      });

      test('ScreenList shows the array it is given', () => {
        const box = render([
          { id: 'a', title: 'Settings', about: 'x' },
          { id: 'b', title: 'Profile', about: 'y' },
          { id: 'c', title: 'Help', about: 'z' },
          { id: 'd', title: 'About', about: 'w' },
        ]);
        expect(box.querySelectorAll('li')).toHaveLength(4, 'Given four screens, ScreenList should make four <li>: use props.screens.map');
        expect(box.querySelector('li strong')).toHaveText('Settings', 'Each <li> should show the title of its own screen');
      });

      test('Each item has its key', () => {
        expect($$('#root li').map(keyOf)).toEqual(['home', 'projects', 'contact'], "Give each <li> a key: its screen's id");
      });
    `,
  },
};

const profileCard: TSeedExercise = {
  lesson: {
    ...portfolio,
    section: 'explanation',
    number: 1,
    title: 'Flexbox and Styling in React Native Explained',
  },
  exercise: {
    instructions: code`
      Your app shows two profile cards above its list of screens, and both still say "Your
      name". Make \`ProfileCard\`, in \`app.js\`, a component you can reuse for anyone on your
      team, styled the way React Native styles a view.

      1. \`ProfileCard\` gets **props**: \`name\`, \`role\` and \`photo\`. Show the photo in an
         \`<img>\` whose \`alt\` is the name, the name in an \`<h2>\` and the role in a \`<p>\`.
      2. Styles are objects, as in React Native. In \`styles.card\`, set
         \`display: 'flex'\`, \`flexDirection: 'column'\`, \`alignItems: 'center'\` and
         \`padding: 16\` (a number: React makes it \`16px\`).

      **Done** when both cards show their own photo, name and role, stacked in a centred column.
    `,
    starterFiles: APP_WITH_SCREENS,
    solutionFiles: APP_WITH_CARD,
    checks: code`
      const render = (props) => {
        const box = document.createElement('div');
        ReactDOM.flushSync(() => ReactDOM.createRoot(box).render(React.createElement(ProfileCard, props)));
        return box;
      };
      const PHOTO = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

      test('The page shows both cards', () => {
        expect($$('#root .card')).toHaveLength(2, 'The App should show two ProfileCards');
      });

      test('A card shows the name and role it is given', () => {
        const box = render({ name: 'Thandi Mokoena', role: 'Tester', photo: PHOTO });
        expect(box.querySelector('h2')).toHaveText('Thandi Mokoena', 'ProfileCard should show props.name in its <h2>');
        expect(box.querySelector('p')).toHaveText('Tester', 'ProfileCard should show props.role in a <p>');
      });

      test('A card shows the photo, with the name as its alt text', () => {
        const img = render({ name: 'Thandi Mokoena', role: 'Tester', photo: PHOTO }).querySelector('img');
        expect(img).toExist('ProfileCard should show props.photo in an <img>');
        expect(img.getAttribute('src')).toBe(PHOTO, 'The <img> src should be props.photo');
        expect(img.getAttribute('alt')).toBe('Thandi Mokoena', 'The <img> alt text should be props.name');
      });

      test('The card is a centred column, like a React Native view', () => {
        const card = $('#root .card');
        expect(card).toExist('The App should show a ProfileCard');
        expect(style(card, 'display')).toBe('flex', "Set display: 'flex' in styles.card");
        expect(style(card, 'flexDirection')).toBe('column', "Set flexDirection: 'column' in styles.card");
        expect(style(card, 'alignItems')).toBe('center', "Set alignItems: 'center' in styles.card");
        expect(style(card, 'paddingTop')).toBe('16px', 'Set padding: 16 in styles.card (React adds px)');
      });
    `,
  },
};

/** The mobile Portfolio's exercises, in course order. */
export const MOBILE_EXERCISES: TSeedExercise[] = [screenList, profileCard];
