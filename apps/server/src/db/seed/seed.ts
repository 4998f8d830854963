import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { slugify } from '@thinkbuild/core';
import { SEED_BLOGS } from '@thinkbuild/demo/blogs';
import { SEED_CATALOG } from '@thinkbuild/demo/catalog';
import { demoLessonVideo } from '@thinkbuild/demo/lesson-videos';
import type { TSeedCategory } from '@thinkbuild/demo/types';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { demoDir } from '../../paths.ts';
import { type TStorage, videoKey } from '../../storage/storage.ts';
import type { TDb } from '../client.ts';
import {
  blog,
  category,
  lesson,
  lessonCaption,
  lessonSnippet,
  project,
  quizQuestion,
} from '../schema.ts';
import { seedLessonExercise } from './exercises.ts';
import { seedLessonText, toVtt } from './lesson-text.ts';

type TSeedResult =
  | { seeded: false }
  | { seeded: true; lessons: number; blogs: number; exercises: number };

/** Each lesson's own video (docs/decisions/041), made from its text by scripts/demo-videos. */
async function copyVideos(storage: TStorage, catalog: TSeedCategory[]) {
  for (const cat of catalog) {
    for (const proj of cat.projects) {
      for (const l of proj.lessons) {
        const video = demoLessonVideo(cat.slug, proj.slug, l.section, l.number);
        if (!video) throw new Error(`No demo video for ${cat.slug}/${proj.slug} ${l.title}`);
        const data = await readFile(join(demoDir(), 'videos', video.file));
        await storage.put(videoKey(cat.slug, proj.slug, l.section, l.number), data, 'video/mp4');
      }
    }
  }
}

/**
 * Seeds the demo catalog, lessons, quizzes and blog posts into an empty database, once. Servers
 * starting together call it under the start-up lock (main.ts, `database.withLock`), so one
 * seeds and the others find it done; in one transaction, so a failed seed leaves no half.
 */
export async function seedIfEmpty(
  db: TDb,
  storage: TStorage,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<TSeedResult> {
  const [existing] = await db.select({ n: count() }).from(category);
  if ((existing?.n ?? 0) > 0) return { seeded: false };

  // Videos first: a put is idempotent, and a lesson row must never point at a missing file.
  await copyVideos(storage, SEED_CATALOG);

  return db.transaction(async (tx) => {
    let lessons = 0;
    let exercises = 0;
    /** Project ids by `category/slug`, for the posts that lead to a project. */
    const projectIds = new Map<string, string>();
    for (const [ci, cat] of SEED_CATALOG.entries()) {
      await tx.insert(category).values({
        slug: cat.slug,
        title: cat.title,
        position: ci + 1,
        status: cat.status,
        comingSoonLabel: cat.comingSoonLabel ?? null,
      });
      for (const [pi, proj] of cat.projects.entries()) {
        const [row] = await tx
          .insert(project)
          .values({
            category: cat.slug,
            slug: proj.slug,
            title: proj.title,
            description: proj.description,
            status: proj.status,
            comingSoonLabel: proj.comingSoonLabel ?? null,
            learnInOrder: proj.learnInOrder ?? false,
            level: proj.level ?? 'Beginner',
            outcomes: proj.outcomes ?? [],
            prerequisites: proj.prerequisites ?? [],
            position: pi + 1,
          })
          .returning({ id: project.id });
        if (!row) throw new Error(`Could not insert project ${proj.slug}`);
        projectIds.set(`${cat.slug}/${proj.slug}`, row.id);
        for (const l of proj.lessons) {
          const [lessonRow] = await tx
            .insert(lesson)
            .values({
              projectId: row.id,
              section: l.section,
              number: l.number,
              title: l.title,
              description: l.description,
              difficulty: l.difficulty,
              videoKey: videoKey(cat.slug, proj.slug, l.section, l.number),
              // Its video's length, as ffprobe reads it (demo-videos.test.ts): the course pages
              // add up real minutes from the first start, before the transcodes have run.
              durationSeconds: demoLessonVideo(cat.slug, proj.slug, l.section, l.number)
                ?.durationSeconds,
              published: true,
            })
            .returning({ id: lesson.id });
          if (!lessonRow) throw new Error(`Could not insert lesson ${l.title}`);
          await tx.insert(quizQuestion).values(
            l.questions.map((q, i) => ({
              lessonId: lessonRow.id,
              position: i + 1,
              question: q.question,
              options: [...q.options],
              explanations: [...(q.explanations ?? [])],
              correctOption: q.correct,
            })),
          );
          // Captions and code tied to the video.
          const text = seedLessonText(cat.slug, proj.slug, l.section, l.number);
          if (text.cues)
            await tx.insert(lessonCaption).values({
              lessonId: lessonRow.id,
              language: 'en',
              vtt: toVtt(text.cues),
              cues: text.cues.map(([start, end, t]) => ({ start, end, text: t })),
            });
          if (text.snippets.length > 0)
            await tx
              .insert(lessonSnippet)
              .values(
                text.snippets.map((s, i) => ({ ...s, lessonId: lessonRow.id, position: i + 1 })),
              );
          // The code exercise after the video, for the lessons that have one.
          const place = { category: cat.slug, project: proj.slug };
          if (await seedLessonExercise(tx, place, l, lessonRow.id)) exercises++;
          lessons++;
        }
      }
    }
    const projectIdOf = (key: string) => {
      const id = projectIds.get(key);
      if (!id) throw new Error(`A demo post names the project ${key}, which the catalog lacks`);
      return id;
    };
    await tx.insert(blog).values(
      SEED_BLOGS.map((b) => ({
        slug: slugify(b.title),
        category: b.category,
        position: b.order,
        title: b.title,
        summary: b.summary,
        blocks: b.blocks,
        projectId: b.project ? projectIdOf(`${b.category}/${b.project}`) : null,
      })),
    );
    log.info({ lessons, exercises, blogs: SEED_BLOGS.length }, 'Seeded the demo content');
    return { seeded: true, lessons, blogs: SEED_BLOGS.length, exercises } as const;
  });
}
