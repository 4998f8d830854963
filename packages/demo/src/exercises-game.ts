import { code, css, html, js, page } from './exercise-files.ts';
import type { TSeedExercise } from './types.ts';

// The Unity shooter's exercises, in the browser: what the C# lessons do (move a player with the
// keyboard, test colliders against each other) on a 2D canvas in JavaScript, so a learner can
// try the idea before opening Unity. They are the steps of one small game (game.js): step 1
// moves the player, step 2 writes the collision test that turns the target red. The checks
// press keys, call the learner's functions and read the canvas's pixels.

const unity = { category: 'game', project: '3d-shooter-unity' } as const;

const GAME_BODY = code`
  <canvas id="game" width="320" height="200"></canvas>
  <p>Click the game, then use the arrow keys: walk into the grey target.</p>
  <script src="game.js"></script>
`;

const GAME_CSS = code`
  body { font-family: system-ui, sans-serif; }
  canvas { border: 2px solid #0f172a; max-width: 100%; }
`;

const GAME_START = code`
  const canvas = document.getElementById('game');
  const ctx = canvas.getContext('2d');

  const player = { x: 40, y: 80, width: 40, height: 40, speed: 10 };
  const target = { x: 200, y: 70, width: 60, height: 60 };
`;

const COLLIDE_START = code`
  // A box: x and y are its top-left corner, then its width and height.
  function isColliding(a, b) {
    // True when the boxes overlap on both axes, false otherwise: the Explanation lesson's
    // exercise. Until then nothing collides.
    return false;
  }
`;

const COLLIDE = code`
  // A box: x and y are its top-left corner, then its width and height.
  function isColliding(a, b) {
    const acrossX = a.x < b.x + b.width && b.x < a.x + a.width;
    const acrossY = a.y < b.y + b.height && b.y < a.y + a.height;
    return acrossX && acrossY;
  }
`;

const DRAW = code`
  // The target turns red while the player is on it, and the console says "Hit!".
  function draw() {
    const hit = isColliding(player, target);
    ctx.fillStyle = '#0f172a';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = hit ? '#ef4444' : '#64748b';
    ctx.fillRect(target.x, target.y, target.width, target.height);
    ctx.fillStyle = '#f59e0b';
    ctx.fillRect(player.x, player.y, player.width, player.height);
    if (hit) console.log('Hit!');
  }
`;

const MOVE_START = code`
  document.addEventListener('keydown', (event) => {
    // Move the player with the arrow keys, keep it on the canvas,
    // stop the page from scrolling, then draw again.
  });

  draw();
`;

const MOVE = code`
  const MOVES = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  const clamp = (value, min, max) => Math.min(Math.max(value, min), max);

  document.addEventListener('keydown', (event) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    player.x = clamp(player.x + move[0] * player.speed, 0, canvas.width - player.width);
    player.y = clamp(player.y + move[1] * player.speed, 0, canvas.height - player.height);
    draw();
  });

  draw();
`;

/** The game's files with game.js as written so far. */
const gameFiles = (collide: string, move: string) => [
  html(page('Target practice', GAME_BODY)),
  css(GAME_CSS),
  js([GAME_START, collide, DRAW, move].join('\n'), 'game.js'),
];

/** The game after each step: where it starts, with movement, with the collision test. */
const GAME_FROM = gameFiles(COLLIDE_START, MOVE_START);
const GAME_MOVING = gameFiles(COLLIDE_START, MOVE);
const GAME_COLLIDING = gameFiles(COLLIDE, MOVE);

const movement: TSeedExercise = {
  lesson: {
    ...unity,
    section: 'build',
    number: 1,
    title: 'First-Person Movement and Mouse Look in C#',
  },
  exercise: {
    instructions: code`
      Before the PlayerController in C#, try the same idea in 2D: move a player with the arrow
      keys. In \`game.js\`, in the \`keydown\` listener:

      1. Move \`player\` by \`player.speed\`: \`ArrowLeft\` and \`ArrowRight\` change \`player.x\`,
         \`ArrowUp\` and \`ArrowDown\` change \`player.y\` (y grows downwards on a canvas).
      2. Keep the player on the canvas: \`x\` from 0 to \`canvas.width - player.width\`, and the
         same for \`y\` with \`canvas.height - player.height\`.
      3. Call \`event.preventDefault()\` for the arrow keys, so they do not scroll the page.
      4. Call \`draw()\` again, so the canvas shows where the player is now.

      The grey target and \`isColliding\` are for a later lesson: leave them as they are.
      This game is the one you build through the course: the next exercise starts from the
      code you leave it with.

      **Done** when the orange square follows the arrow keys and stops at the edges.
    `,
    starterFiles: GAME_FROM,
    solutionFiles: GAME_MOVING,
    checks: code`
      const press = (key) => {
        const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
        document.body.dispatchEvent(event);
        return event;
      };
      // One pixel of the canvas as "r,g,b".
      const pixel = (x, y) => Array.from($('#game').getContext('2d').getImageData(x, y, 1, 1).data.slice(0, 3)).join(',');
      const ORANGE = '245,158,11';

      test('ArrowRight moves the player right', () => {
        const x = player.x;
        press('ArrowRight');
        expect(player.x).toBe(x + player.speed, 'ArrowRight should add player.speed to player.x');
      });

      test('ArrowLeft, ArrowUp and ArrowDown move it too', () => {
        const x = player.x;
        const y = player.y;
        press('ArrowLeft');
        expect(player.x).toBe(x - player.speed, 'ArrowLeft should move the player left');
        press('ArrowUp');
        expect(player.y).toBe(y - player.speed, 'ArrowUp should move the player up');
        press('ArrowDown');
        expect(player.y).toBe(y, 'ArrowDown should move the player down');
      });

      test('The canvas shows the player where it is', () => {
        press('ArrowRight');
        press('ArrowRight');
        const x = player.x + player.width / 2;
        const y = player.y + player.height / 2;
        expect(pixel(x, y)).toBe(ORANGE, 'After a move, call draw() so the player shows at its new place');
        expect(pixel(x - player.width / 2 - 10, y)).not.toBe(ORANGE, 'Clear the canvas before drawing, or the player leaves a trail');
      });

      test('The player stays on the canvas', () => {
        for (let i = 0; i < 40; i++) press('ArrowLeft');
        expect(player.x).toBe(0, 'Stop the player at the left edge: x should not go below 0');
        for (let i = 0; i < 40; i++) press('ArrowDown');
        expect(player.y).toBe($('#game').height - player.height, 'Stop the player at the bottom edge');
      });

      test('The arrow keys do not scroll the page', () => {
        expect(press('ArrowUp').defaultPrevented).toBe(true, 'Call event.preventDefault() for the arrow keys');
      });
    `,
  },
};

const collision: TSeedExercise = {
  lesson: {
    ...unity,
    section: 'explanation',
    number: 1,
    title: 'Raycasts, Colliders and Shooting Explained',
  },
  exercise: {
    instructions: code`
      A box collider is what Unity tests when two objects meet. Write that test yourself, for
      boxes on a 2D canvas.

      In \`game.js\`, \`isColliding(a, b)\` still says \`false\` whatever it is given, so the
      target never turns red. It gets two boxes, each \`{ x, y, width, height }\`
      (x and y are the top-left corner). Return \`true\` when they overlap and \`false\` when
      they do not. Two boxes overlap when, **on both axes**, each one starts before the other
      one ends:

      - \`a.x < b.x + b.width\` and \`b.x < a.x + a.width\`
      - the same with \`y\` and \`height\`

      Boxes that only touch at an edge do not overlap.

      **Done** when the target turns red as the orange player walks into it (arrow keys), and
      the console says "Hit!".
    `,
    starterFiles: GAME_MOVING,
    solutionFiles: GAME_COLLIDING,
    checks: code`
      const box = (x, y, width, height) => ({ x, y, width, height });
      const both = (a, b) => JSON.stringify(a) + ' and ' + JSON.stringify(b);

      test('Boxes that overlap collide', () => {
        const a = box(0, 0, 50, 50);
        const b = box(30, 20, 50, 50);
        expect(isColliding(a, b)).toBe(true, 'Boxes that overlap should collide: ' + both(a, b));
        expect(isColliding(b, a)).toBe(true, 'The order should not matter: ' + both(b, a));
      });

      test('A box inside another collides', () => {
        const a = box(0, 0, 100, 100);
        const b = box(40, 40, 10, 10);
        expect(isColliding(a, b)).toBe(true, 'A box inside another should collide: ' + both(a, b));
        expect(isColliding(b, a)).toBe(true, 'The order should not matter: ' + both(b, a));
      });

      test('Boxes apart do not collide', () => {
        const a = box(0, 0, 50, 50);
        const right = box(80, 0, 50, 50);
        const below = box(10, 80, 50, 50);
        expect(isColliding(a, right)).toBe(false, 'Boxes apart left to right should not collide: ' + both(a, right));
        expect(isColliding(right, a)).toBe(false, 'The order should not matter: ' + both(right, a));
        expect(isColliding(a, below)).toBe(false, 'Boxes apart top to bottom should not collide: ' + both(a, below));
        expect(isColliding(box(80, 80, 20, 20), a)).toBe(false, 'Boxes apart on both axes should not collide');
      });

      test('Boxes that only touch do not collide', () => {
        const a = box(0, 0, 50, 50);
        const b = box(50, 0, 50, 50);
        expect(isColliding(a, b)).toBe(false, 'Boxes that only touch at an edge should not collide: ' + both(a, b));
      });

      test('Walking into the target turns it red and logs Hit!', () => {
        Object.assign(player, { x: 40, y: 80 });
        for (let i = 0; i < 16; i++) {
          document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
        }
        expect(logs()).toContain('Hit!', 'Walking right into the target should log "Hit!"');
        const corner = $('#game').getContext('2d').getImageData(target.x + target.width - 5, target.y + target.height - 5, 1, 1).data;
        expect(Array.from(corner.slice(0, 3)).join(',')).toBe('239,68,68', 'With the player on the target, draw() should paint the target red');
      });
    `,
  },
};

/** The game exercises (Unity shooter), in course order. */
export const GAME_EXERCISES: TSeedExercise[] = [movement, collision];
