import {
  dropOff,
  funnelSteps,
  INSIGHTS_MIN_COUNT,
  keptShare,
  quizItems,
  retention,
  SECTION_LABELS,
  SECTIONS,
  shownCount,
  type TInsightsDropOff,
  type TInsightsExercises,
  type TInsightsFunnel,
  type TInsightsProjects,
  type TInsightsQuiz,
  type TInsightsRetention,
} from '@thinkbuild/core';
import type { TDb } from '../../../db/client.ts';
import {
  dropOffCounts,
  exerciseCounts,
  firstAttemptPicks,
  funnelCounts,
  insightsCatalog,
  insightsLesson,
  lessonQuestions,
  type TSpan,
  watchCounts,
} from './repo.ts';

/** Every project with its published lessons in course order (the pickers). */
export async function insightsProjects(db: TDb): Promise<TInsightsProjects['projects']> {
  const byId = new Map<string, TInsightsProjects['projects'][number]>();
  for (const r of await insightsCatalog(db)) {
    let p = byId.get(r.projectId);
    if (!p) {
      p = {
        id: r.projectId,
        title: r.projectTitle,
        category: r.category,
        slug: r.slug,
        lessons: [],
      };
      byId.set(r.projectId, p);
    }
    if (r.lessonId && r.published && r.section && r.lessonTitle && r.number !== null)
      p.lessons.push({
        id: r.lessonId,
        title: r.lessonTitle,
        section: r.section,
        number: r.number,
        durationSeconds: r.durationSeconds,
      });
  }
  return [...byId.values()];
}

/** Signed up → started the project → finished each section (in order) → a certificate. */
export async function funnelView(
  db: TDb,
  projectId: string,
  span: TSpan,
): Promise<TInsightsFunnel['steps']> {
  const c = await funnelCounts(db, projectId, span);
  const finished = new Map(c.sections.map((s) => [s.section, s.finished]));
  return funnelSteps([
    { label: 'Signed up', count: c.signedUp },
    { label: 'Started the project', count: c.started },
    ...SECTIONS.filter((s) => finished.has(s)).map((s) => ({
      label: `Finished ${SECTION_LABELS[s]}`,
      count: finished.get(s) ?? 0,
    })),
    { label: 'Certificate', count: c.certified },
  ]);
}

/** Each published lesson in order: started, completed, and the one most stopped after. */
export async function dropOffView(
  db: TDb,
  projectId: string,
  span: TSpan,
): Promise<TInsightsDropOff['lessons']> {
  const rows = await dropOffCounts(db, projectId, span);
  return dropOff(
    rows.map((r) => ({
      lessonId: r.lesson_id,
      title: r.title,
      started: r.started,
      completed: r.completed,
      lastSeen: r.last_seen,
    })),
  );
}

/** A lesson's retention over its video; undefined for no such lesson. */
export async function retentionView(
  db: TDb,
  lessonId: string,
  span: TSpan,
): Promise<Omit<TInsightsRetention, 'range'> | undefined> {
  const found = await insightsLesson(db, lessonId);
  if (!found) return undefined;
  const { starters, buckets } = await watchCounts(db, lessonId, span);
  return {
    lesson: {
      id: found.id,
      title: found.title,
      durationSeconds: found.durationSeconds,
      category: found.category,
      project: found.slug,
      section: found.section,
      number: found.number,
    },
    starters: shownCount(starters),
    points: retention(starters, buckets, found.durationSeconds),
  };
}

/** A lesson's questions: first-attempt correct and each option's share; undefined for none. */
export async function quizView(
  db: TDb,
  lessonId: string,
  span: TSpan,
): Promise<Omit<TInsightsQuiz, 'range'> | undefined> {
  const found = await insightsLesson(db, lessonId);
  if (!found) return undefined;
  const [questions, picks] = await Promise.all([
    lessonQuestions(db, lessonId),
    firstAttemptPicks(db, lessonId, span),
  ]);
  return {
    lesson: { id: found.id, title: found.title },
    questions: quizItems(
      questions.map((q) => {
        const counts = q.options.map(
          (_, i) => picks.find((p) => p.position === q.position && p.option === i)?.picked ?? 0,
        );
        return {
          position: q.position,
          question: q.question,
          options: q.options,
          correctOption: q.correct_option,
          answered: counts.reduce((a, b) => a + b, 0),
          picks: counts,
        };
      }),
    ),
  };
}

/** Each exercise of a project: pass rate, attempts to pass, the check failing most, hints. */
export async function exercisesView(
  db: TDb,
  projectId: string,
  span: TSpan,
): Promise<TInsightsExercises['exercises']> {
  const rows = await exerciseCounts(db, projectId, span);
  return rows.map((r) => {
    const failing = shownCount(r.failed_check_count ?? 0);
    return {
      exerciseId: r.exercise_id,
      lessonId: r.lesson_id,
      lessonTitle: r.lesson_title,
      learners: shownCount(r.learners),
      passed: shownCount(r.passed),
      passRate: keptShare(r.passed, r.learners),
      // A median of fewer than 5 passes would be about a few learners.
      medianAttemptsToPass: r.passed >= INSIGHTS_MIN_COUNT ? r.median_attempts : null,
      // The check is named only when at least 5 failed it (a name with a count of 1 is a person).
      mostFailedCheck: failing === null ? null : r.failed_check,
      mostFailedCheckCount: failing,
      openedHints: shownCount(r.opened_hints),
      reachedSolution: shownCount(r.reached_solution),
    };
  });
}
