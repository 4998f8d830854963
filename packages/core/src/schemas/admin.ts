import { z } from 'zod';
import { CATEGORIES } from '../categories.ts';
import { EXPLANATION_MAX_LENGTH, OPTIONS_PER_QUESTION, QUESTIONS_PER_LESSON } from '../learning.ts';
import { SECTIONS } from '../sections.ts';
import { safeString } from '../text.ts';
import { MAX_BLOG_BLOCKS, ZBlogBlock, ZCategory } from './blog.ts';
import { ZCatalogStatus } from './catalog.ts';
import { ZSection } from './learning.ts';

/**
 * The admin studio's request and response shapes. The forms in the web app validate with the
 * same schemas the server uses, so a field error reads the same on both sides.
 */

const required = (what: string, max: number) =>
  safeString({ error: () => ({ message: `${what} is required` }) })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`);

const optionalText = (what: string, max: number) =>
  safeString().max(max, `${what} must be at most ${max} characters`);

export const ZId = z.uuid('Not a valid id');
export const ZIdParams = z.object({ id: ZId });

// ---------------------------------------------------------------------------------------------
// Blog posts

export const ZBlogBlockInput = z.object({
  paragraph: optionalText('A paragraph', 20_000).optional(),
  code: optionalText('A code box', 20_000).optional(),
  language: z
    .string()
    .max(30, 'Language must be at most 30 characters')
    .regex(/^[a-z0-9+#.-]*$/i, 'Language uses letters, digits, +, #, . or -')
    .optional(),
});

export const ZBlogInput = z.object({
  category: z.enum(CATEGORIES, { error: () => ({ message: 'Choose a category' }) }),
  order: z
    .number({ error: () => ({ message: 'Order must be a whole number' }) })
    .int('Order must be a whole number')
    .min(0, 'Order must be 0 or more')
    .max(100_000, 'Order must be at most 100000'),
  title: required('Title', 200),
  summary: required('Summary', 500),
  blocks: z
    .array(ZBlogBlockInput)
    .max(MAX_BLOG_BLOCKS, `A post has at most ${MAX_BLOG_BLOCKS} blocks`),
  /**
   * The slug of the course project the post leads to, one of its category's; absent, null or
   * empty for none. A save replaces the whole post, so leaving it out clears it.
   */
  project: z
    .string({ error: () => ({ message: 'Choose a project from the list' }) })
    .max(200, 'Choose a project from the list')
    .nullish(),
});
export type TBlogInput = z.infer<typeof ZBlogInput>;

export const ZAdminBlog = z.object({
  id: z.string(),
  slug: z.string(),
  category: ZCategory,
  order: z.number().int(),
  title: z.string(),
  summary: z.string(),
  blocks: z.array(ZBlogBlock),
  /** The slug of its course project (in its category), or null. */
  project: z.string().nullable(),
  updatedAt: z.string(),
});
export type TAdminBlog = z.infer<typeof ZAdminBlog>;

export const ZAdminBlogList = z.object({
  categories: z.array(
    z.object({
      category: ZCategory,
      posts: z.array(ZAdminBlog.pick({ id: true, slug: true, order: true, title: true })),
    }),
  ),
});
export type TAdminBlogList = z.infer<typeof ZAdminBlogList>;

// ---------------------------------------------------------------------------------------------
// Lessons

const optionError = 'Each option needs some text';

export const ZQuestionInput = z.object({
  question: required('The question', 500),
  options: z
    .array(safeString().trim().min(1, optionError).max(300, 'An option is at most 300 characters'))
    .length(OPTIONS_PER_QUESTION, `A question has exactly ${OPTIONS_PER_QUESTION} options`),
  /** Per option, why it is right or wrong: one or two sentences, shown after the learner submits. */
  explanations: z
    .array(
      safeString()
        .trim()
        .max(
          EXPLANATION_MAX_LENGTH,
          `An explanation is at most ${EXPLANATION_MAX_LENGTH} characters`,
        ),
    )
    .length(OPTIONS_PER_QUESTION, `A question has exactly ${OPTIONS_PER_QUESTION} explanations`)
    .optional(),
  /** The index of the correct option: it is always one of the options, never a free answer. */
  correctOption: z
    .number({ error: () => ({ message: 'Choose the correct option' }) })
    .int('Choose the correct option')
    .min(0, 'Choose the correct option')
    .max(OPTIONS_PER_QUESTION - 1, 'Choose the correct option'),
});
export type TQuestionInput = z.infer<typeof ZQuestionInput>;

export const ZNewProjectInput = z
  .object({
    kind: z.literal('new'),
    title: required('Project title', 100),
    status: ZCatalogStatus,
    comingSoonLabel: safeString().trim().max(60, 'Label must be at most 60 characters').optional(),
    learnInOrder: z.boolean().optional(),
  })
  .refine((p) => p.status !== 'coming_soon' || Boolean(p.comingSoonLabel), {
    path: ['comingSoonLabel'],
    message: 'A coming-soon project needs its label (e.g. "Coming 14 September")',
  });

export const ZExistingProjectInput = z.object({
  kind: z.literal('existing'),
  slug: safeString().min(1, 'Choose a project').max(100),
  /** Sets the project's "Learn in order"; left as it is when absent. */
  learnInOrder: z.boolean().optional(),
});

export const ZLessonInput = z.object({
  category: z.enum(CATEGORIES, { error: () => ({ message: 'Choose a category' }) }),
  project: z.discriminatedUnion('kind', [ZExistingProjectInput, ZNewProjectInput], {
    error: () => ({ message: 'Choose a project' }),
  }),
  section: z.enum(SECTIONS, { error: () => ({ message: 'Choose a section' }) }),
  number: z
    .number({ error: () => ({ message: 'Lesson number must be a whole number from 1' }) })
    .int('Lesson number must be a whole number from 1')
    .min(1, 'Lesson number must be a whole number from 1')
    .max(10_000, 'Lesson number must be at most 10000'),
  difficulty: required('Difficulty', 40),
  title: required('Title', 200),
  description: optionalText('Description', 5000),
  questions: z
    .array(ZQuestionInput)
    .length(QUESTIONS_PER_LESSON, `A lesson has exactly ${QUESTIONS_PER_LESSON} questions`),
});
export type TLessonInput = z.infer<typeof ZLessonInput>;

/** Where a lesson's low-data versions stand (decisions/011): the admin sees progress and errors. */
export const ZLowDataStatus = z.object({
  status: z.enum(['pending', 'running', 'ready', 'failed']),
  /** 0–100 while running. */
  progress: z.number().int(),
  error: z.string().nullable(),
});
export type TLowDataStatus = z.infer<typeof ZLowDataStatus>;

export const ZAdminLesson = z.object({
  id: z.string(),
  category: ZCategory,
  project: z.object({ slug: z.string(), title: z.string(), learnInOrder: z.boolean() }),
  section: z.enum(SECTIONS, { error: () => ({ message: 'Choose a section' }) }),
  number: z.number().int(),
  difficulty: z.string(),
  title: z.string(),
  description: z.string(),
  hasVideo: z.boolean(),
  published: z.boolean(),
  durationSeconds: z.number().nullable(),
  lowData: ZLowDataStatus.nullable().default(null),
  questions: z.array(ZQuestionInput),
});
export type TAdminLesson = z.infer<typeof ZAdminLesson>;

export const ZAdminLessonSummary = z.object({
  id: z.string(),
  number: z.number().int(),
  title: z.string(),
  hasVideo: z.boolean(),
  published: z.boolean(),
  lowData: ZLowDataStatus.nullable().default(null),
});
export type TAdminLessonSummary = z.infer<typeof ZAdminLessonSummary>;

/** Lessons grouped category → project → section, for the dashboard. */
export const ZAdminLessonTree = z.object({
  categories: z.array(
    z.object({
      category: ZCategory,
      projects: z.array(
        z.object({
          slug: z.string(),
          title: z.string(),
          status: ZCatalogStatus,
          comingSoonLabel: z.string().nullable(),
          sections: z.array(z.object({ section: ZSection, lessons: z.array(ZAdminLessonSummary) })),
        }),
      ),
    }),
  ),
});
export type TAdminLessonTree = z.infer<typeof ZAdminLessonTree>;

export const ZAdminProjects = z.object({
  projects: z.array(
    z.object({
      category: ZCategory,
      slug: z.string(),
      title: z.string(),
      status: ZCatalogStatus,
      learnInOrder: z.boolean(),
    }),
  ),
});
export type TAdminProjects = z.infer<typeof ZAdminProjects>;

export const ZDeleted = z.object({ deleted: z.literal(true) });

/** Video upload: the tus endpoint, and the content types it accepts (checked by content). */
export const VIDEO_UPLOAD_PATH = '/api/admin/uploads';
export const VIDEO_CONTENT_TYPES = ['video/mp4', 'video/webm'] as const;
export const VIDEO_TYPE_MESSAGE = 'Only MP4 or WebM videos can be uploaded';
export const ZCleanUpResult = z.object({
  removed: z.number().int(),
  /** Stored videos no lesson pointed at (decisions/005). */
  orphansRemoved: z.number().int(),
  /** Rendition folders no lesson's low-data versions point at (decisions/011). */
  renditionsRemoved: z.number().int(),
});
