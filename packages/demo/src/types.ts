import type { TBlogBlock, TCategory, TExercise, TSection } from '@thinkbuild/core';

/** Shapes of the demo content that ships in the repo and is seeded into an empty database. */
export type TSeedQuestion = {
  question: string;
  /** Exactly five options. */
  options: [string, string, string, string, string];
  /** Index 0–4 of the correct option. */
  correct: 0 | 1 | 2 | 3 | 4;
  /** Per option, why it is right or wrong (shown after the learner submits). */
  explanations?: readonly string[];
};

export type TSeedLesson = {
  section: TSection;
  number: number;
  title: string;
  description: string;
  difficulty: 'Beginner' | 'Intermediate' | 'Advanced';
  questions: [TSeedQuestion, TSeedQuestion, TSeedQuestion, TSeedQuestion, TSeedQuestion];
};

export type TSeedProject = {
  slug: string;
  title: string;
  description: string;
  status: 'published' | 'coming_soon';
  comingSoonLabel?: string;
  /** "Learn in order": a lesson opens once the previous one of its section is complete. */
  learnInOrder?: boolean;
  /** The public course page (docs/decisions/023): who it suits and what it gives. */
  level?: 'Beginner' | 'Intermediate' | 'Advanced';
  outcomes?: string[];
  prerequisites?: string[];
  lessons: TSeedLesson[];
};

export type TSeedCategory = {
  slug: TCategory;
  title: string;
  status: 'published' | 'coming_soon';
  comingSoonLabel?: string;
  projects: TSeedProject[];
};

export type TSeedBlog = {
  category: TCategory;
  order: number;
  title: string;
  summary: string;
  blocks: TBlogBlock[];
  /** The slug of the course project of its category that the post leads to. */
  project?: string;
};

/** A caption cue: start and end in seconds, and its text. */
export type TSeedCue = [number, number, string];

export type TSeedSnippet = {
  language: 'html' | 'css' | 'javascript' | 'bash' | 'json';
  code: string;
  /**
   * Where in the lesson's video the code is on screen; null for the whole lesson. The demo's are
   * placed by lesson-videos.ts, where its video starts writing the code.
   */
  timeSeconds: number | null;
};

/**
 * A demo lesson's code exercise. The lesson is named by where it is (category, project,
 * section, number) and by its title, which the seed and the tests check against the catalog:
 * ids are made at seed time, so they cannot name it.
 */
export type TSeedExercise = {
  lesson: {
    category: TCategory;
    project: string;
    section: TSection;
    number: number;
    title: string;
  };
  /** Its hints come from exercise-hints.ts (by lesson). */
  exercise: Omit<TExercise, 'hints'> & { hints?: string[] };
};
