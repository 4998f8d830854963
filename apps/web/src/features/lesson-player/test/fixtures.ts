import type {
  TCourseResponse,
  TLessonListItem,
  TLessonResponse,
  TQuizResult,
  TVideoUrlResponse,
} from '@thinkbuild/core/schemas/learning';

/* What the server answers for one small course: Build open to the learner, Deployment not. */

export const COURSE_PATH = '/coursepage/:category/:project';
export const courseUrl = (search = '') => `/coursepage/web/todo-app${search}`;

export const LESSON_ID = '11111111-1111-4111-8111-111111111111';
export const SECOND_ID = '22222222-2222-4222-8222-222222222222';

export const course = (over: Partial<TCourseResponse> = {}): TCourseResponse => ({
  category: 'web',
  project: { slug: 'todo-app', title: 'Todo App', description: 'A list that remembers.' },
  sections: [
    { section: 'build', lessonCount: 2, access: { allowed: true } },
    { section: 'deployment', lessonCount: 1, access: { allowed: false, message: 'Upgrade' } },
  ],
  resume: { id: LESSON_ID, section: 'build', number: 1 },
  doneCount: 0,
  lessonCount: 3,
  ...over,
});

export const listItem = (over: Partial<TLessonListItem> = {}): TLessonListItem => ({
  id: LESSON_ID,
  number: 1,
  title: 'Set up the project',
  difficulty: 'Beginner',
  durationSeconds: 300,
  completed: false,
  state: 'not_started',
  lockedBy: null,
  ...over,
});

export const sectionList = (lessons: TLessonListItem[], allowed = true) => ({
  section: 'build',
  access: { allowed },
  lessons,
  nextAfter: null,
});

export const lesson = (over: Partial<TLessonResponse> = {}): TLessonResponse => ({
  id: LESSON_ID,
  category: 'web',
  project: 'todo-app',
  section: 'build',
  number: 1,
  title: 'Set up the project',
  description: 'Create the folders.',
  difficulty: 'Beginner',
  durationSeconds: 300,
  lockedBy: null,
  nextLockedBy: null,
  quiz: {
    id: '33333333-3333-4333-8333-333333333333',
    questions: [1, 2, 3, 4, 5].map((position) => ({
      position,
      question: `Question ${position}?`,
      options: ['a', 'b', 'c', 'd', 'e'].map((o) => ({
        id: `${position}${o}`,
        text: `Answer ${o}`,
      })),
    })),
  },
  progress: { positionSeconds: 0, completed: false, bestScore: null },
  prev: null,
  next: { id: SECOND_ID, section: 'build', number: 2, title: 'Add items' },
  hasCaptions: false,
  hasExercise: false,
  snippets: [],
  ...over,
});

export const videoUrl = (over: Partial<TVideoUrlResponse> = {}): TVideoUrlResponse => ({
  url: '/media/lesson.mp4?sig=1',
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
  hls: null,
  ...over,
});

export const quizResult = (
  score: number,
  nextStep: TQuizResult['nextStep'] = score >= 4
    ? { kind: 'lesson', lesson: { id: SECOND_ID, section: 'build', number: 2, title: 'Add items' } }
    : { kind: 'retry' },
): TQuizResult => ({
  score,
  total: 5,
  passed: score >= 4,
  bestScore: score,
  completed: score >= 4,
  revealed: score >= 4,
  results: [1, 2, 3, 4, 5].map((position, i) => ({
    position,
    chosen: `${position}a`,
    correct: i < score,
    explanation: '',
    correctOption: score >= 4 ? `${position}a` : null,
    correctExplanation: null,
  })),
  nextStep,
});
