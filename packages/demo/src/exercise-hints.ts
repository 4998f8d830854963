/**
 * The demo exercises' hints, by lesson (category/project section number), offered one at a time
 * after failed checks (core's hintLadder). Each nudges toward the idea and leaves the code to
 * the learner: exercises.test.ts checks that no hint holds a line of the solution.
 */
export const SEED_HINTS: Record<string, string[]> = {
  'web/portfolio planning 2': [
    'Change only the tag names: `<div class="top">` keeps its `class` when it becomes another element, and its closing `</div>` must change to match.',
    'Work from the outside in: the three outer boxes sit straight inside `<body>`. Then look at what each one holds.',
    'If the last check fails, an `id` went missing: the links jump to the About and Projects boxes by their ids.',
  ],
  'web/portfolio build 2': [
    'Copy one of the existing list items and change its text and its `href`: the part after `#` is the `id` of the section it jumps to.',
    'Flexbox lines up the *children* of the element you give it to. The links are inside list items, and the list items inside the list: which element should be the flex container?',
    'Bullets belong to the list, not to the links: look for the property on the same rule as your flex.',
  ],
  'web/portfolio build 5': [
    'Flexbox is switched on for a container: the element whose children should line up. Find the element that holds all three cards.',
    'The space between items and how much each item grows are set in different places: the space on the container, the growing on each card.',
    'Two rules may name the same selector: the browser uses both. The border stays where it is, and the growing goes in a rule of its own at the end.',
  ],
  'web/portfolio build 6': [
    'A grid is made on the element that holds the tiles, as with Flexbox.',
    '`fr` is a fraction of the free space: columns that each take one fraction end up equally wide. `repeat()` saves writing the same size three times.',
    "A grid's `gap` sets the space between rows and between columns in one go.",
  ],
  'web/portfolio build 7': [
    'Rules inside a media query apply only while its condition holds; rules outside apply everywhere. The row stays outside, the phone layout goes inside.',
    '`max-width` means "up to and including". Put the media query at the end of the file, so it wins over the rules above it.',
    'Inside the media query, write a rule for the same selector as before and change only what differs on a phone.',
  ],
  'web/portfolio build 8': [
    'Start from the button: a click listener runs your function on every click. Put `console.log("clicked")` in it first, and Run.',
    'Of two rules with the same selector, the later one in the file wins. So the rule that hides the button everywhere comes first, and your media query, which shows it on a phone, after it.',
    '`classList.toggle` adds a class when it is missing and removes it when it is there, so one line serves both clicks. Keep what it returns: `setAttribute` always stores text, and `String(true)` is `"true"`.',
  ],
  'web/portfolio build 9': [
    'The HTML comes first: once the inputs carry the rules, `validity.valid` tells your script whether each one keeps them.',
    'Deal with each field on its own: when it is not valid, write its message; otherwise write an empty string, so an old message goes away.',
    "The thank-you uses what the visitor typed: read the name field's `value` once both fields are fine.",
  ],
  'web/portfolio build 11': [
    'The colours come from CSS variables: a rule for `body.dark` only gives `--bg` and `--text` new values, and the rest of the page follows.',
    '`classList.toggle` returns whether the class is there now: use that for `aria-pressed` and for what you remember.',
    'An error thrown by storage stops the rest of the click handler. Wrap only the storage line, and let the `catch` do nothing.',
  ],
  'mobile/portfolio planning 1': [
    '`map` turns each item of an array into something else: here each screen object into one list item. Put the array it returns inside the `<ul>`.',
    "`h(type, props, ...children)`: an element's props, the `key` among them, go in the second argument.",
    'Read the title and the purpose from the screen your `map` function receives, not from the example data, so any list works.',
  ],
  'mobile/portfolio explanation 1': [
    'Everything a card shows comes from `props`: the name appears twice, once as text and once for screen readers.',
    'A React style is an object: camelCase property names, and values that are strings, or numbers for sizes in pixels.',
  ],
  'game/3d-shooter-unity build 1': [
    '`event.key` names the key that was pressed; each arrow changes only one of `x` and `y`.',
    'To stop at an edge, clamp the new value: `Math.max` keeps it from going below the lowest allowed value, `Math.min` from going above the highest.',
    'The canvas does not redraw by itself: once the position changed, draw the scene again.',
  ],
  'game/3d-shooter-unity explanation 1': [
    'Try it on paper: draw two boxes that overlap and two that do not, and write down where each starts and ends.',
    'Boxes miss each other when one ends before the other starts, on either axis. Overlapping is the opposite: every comparison must hold at once.',
    'Touching is not overlapping: a box that ends exactly where the other starts does not reach into it.',
  ],
};
