/** What the exercise asks before it replaces the learner's code (Reset, the solution, a step's reference). */
export const CONFIRM = {
  reset: {
    title: 'Start over?',
    body: 'This puts the starter files back in the editor. Your changes to every file are discarded.',
    confirmLabel: 'Reset',
  },
  solution: {
    title: 'Load the solution?',
    body: 'This replaces your code in the editor with the solution. Your changes are discarded.',
    confirmLabel: 'Load solution',
  },
  reference: {
    title: 'Use the reference code for this step?',
    body: 'This puts the code this step starts from in the editor and in My project. Your code now is kept in My project’s History: you can restore it there.',
    confirmLabel: 'Use the reference code',
  },
} as const;
