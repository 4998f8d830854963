import { code } from './exercise-files.ts';
import { WEB_FORM_EXERCISES } from './exercises-web-forms.ts';
import { WEB_INTERACTIVE_EXERCISES } from './exercises-web-interactive.ts';
import { WEB_LAYOUT_EXERCISES } from './exercises-web-layout.ts';
import { PORTFOLIO_STEP, portfolioStep } from './exercises-web-project.ts';
import type { TSeedExercise } from './types.ts';

// The web Portfolio's exercises: the steps of one page the learner builds (its code, step by
// step, is in exercises-web-project.ts). Here the page's structure (HTML) and the navigation
// bar; the layout (Flexbox, Grid) is in exercises-web-layout.ts, media queries and the menu in
// exercises-web-interactive.ts, the form and dark mode in exercises-web-forms.ts. The checks read
// what the browser made of the code (elements, computed styles, boxes on screen), never the
// code's text, and hold on the whole page as it is after their step.

const portfolio = { category: 'web', project: 'portfolio' } as const;

const skeleton: TSeedExercise = {
  lesson: {
    ...portfolio,
    section: 'planning',
    number: 2,
    title: 'Sketching Wireframes and a Site Map',
  },
  exercise: {
    instructions: code`
      Turn your wireframe into a page skeleton the browser understands. Every box of the
      wireframe is a \`<div>\` for now: give each one its **semantic element**.

      1. The top bar becomes a \`<header>\`, and the box around its links becomes a \`<nav>\`.
      2. The middle becomes one \`<main>\`, holding the page's \`<h1>\`.
      3. About, Projects and Contact become three \`<section>\`s inside \`<main>\`, each
         starting with its \`<h2>\`.
      4. The bottom bar becomes a \`<footer>\`.

      Keep the \`class\` and \`id\` attributes: the styles and the links use them. Leave what
      the boxes hold as it is (the skill cards, the projects, the form): the next lessons lay
      it out and bring it to life.

      This page is your portfolio: every exercise of this course adds to it, starting from the
      code you leave it with.

      **Done** when Check passes: the page looks the same, and screen readers and search
      engines now know where the navigation, the content and the footer are.
    `,
    ...portfolioStep(PORTFOLIO_STEP.skeleton),
    checks: code`
      test('The top bar is a <header>', () => {
        expect($('body > header')).toExist('Turn the top bar into a <header>, straight inside <body>');
      });

      test('The links are in a <nav> inside the <header>', () => {
        expect($$('header nav a')).toHaveLength(2, 'Your <header> should hold a <nav> with the two links');
      }, { hint: 2 });

      test('One <main> holds the content and the <h1>', () => {
        expect($$('main')).toHaveLength(1, 'Your page should have exactly one <main>');
        expect($('main h1')).toExist('Keep the <h1> inside <main>');
      });

      test('About, Projects and Contact are <section>s with their headings', () => {
        const sections = $$('main > section');
        expect(sections).toHaveLength(3, 'Turn About, Projects and Contact into three <section>s straight inside <main>');
        for (const section of sections) {
          expect(section.querySelector('h2')).toExist('Start each <section> with its <h2>');
        }
      });

      test('The bottom bar is a <footer>', () => {
        expect($('body > footer')).toExist('Turn the bottom bar into a <footer>, straight inside <body>');
      });

      test('The links still lead to their sections', () => {
        for (const link of $$('nav a')) {
          const id = (link.getAttribute('href') || '').slice(1);
          expect(document.getElementById(id)).toExist('The link "' + link.textContent.trim() + '" should lead to a section: keep its id');
        }
      }, { hint: 3 });
    `,
  },
};

const navigation: TSeedExercise = {
  lesson: { ...portfolio, section: 'build', number: 2, title: 'Building the Navigation Bar' },
  exercise: {
    instructions: code`
      Build the navigation bar at the top of your portfolio.

      1. In \`index.html\`, the list in the \`<nav>\` has two links. Add a third list item with
         a link named **Contact** that goes to \`#contact\`, the Contact section.
      2. In \`style.css\`, add a rule for \`nav ul\` at the end of the file, and put the links
         in a row: \`display: flex\`, and a \`gap\` between them.
      3. In the same rule, remove the bullets with \`list-style: none\` (and the list's
         indent with \`padding: 0\`).

      **Done** when the three links sit side by side without bullets, and each one jumps to its
      section.
    `,
    ...portfolioStep(PORTFOLIO_STEP.navigation),
    checks: code`
      test('The <nav> has three links', () => {
        expect($$('nav a')).toHaveLength(3, 'Your <nav> should contain three links');
      });

      test('Each link is an item of the list', () => {
        expect($$('nav ul > li > a')).toHaveLength($$('nav a').length, 'Put each link in its own <li> inside the <ul>');
      });

      test('There is a Contact link that goes to #contact', () => {
        const contact = $$('nav a').find((a) => a.textContent.trim() === 'Contact');
        expect(contact).toExist('Add a link named Contact');
        expect(contact.getAttribute('href')).toBe('#contact', 'The Contact link should go to #contact');
      }, { hint: 1 });

      test('Each link goes to a section of the page', () => {
        for (const link of $$('nav a')) {
          const id = (link.getAttribute('href') || '').slice(1);
          expect(document.getElementById(id)).toExist('The link "' + link.textContent.trim() + '" should go to a section, like href="#about"');
        }
      });

      test('The links sit side by side', () => {
        expect(style('nav ul', 'display')).toBe('flex', 'Put display: flex on nav ul');
        const rows = new Set($$('nav li').map((li) => Math.round(li.getBoundingClientRect().top)));
        expect(rows.size).toBe(1, 'The links should sit side by side on one line');
        expect(parseFloat(style('nav ul', 'columnGap')) || 0).toBeGreaterThan(0, 'Leave space between the links with gap');
      }, { hint: 2 });

      test('No bullets', () => {
        expect(style('nav ul', 'listStyleType')).toBe('none', 'Remove the bullets with list-style: none');
      }, { hint: 3 });
    `,
  },
};

/** The web Portfolio's exercises, in course order. */
export const WEB_EXERCISES: TSeedExercise[] = [
  skeleton,
  navigation,
  ...WEB_LAYOUT_EXERCISES,
  ...WEB_INTERACTIVE_EXERCISES,
  ...WEB_FORM_EXERCISES,
];
