import {
  dropOff,
  funnelSteps,
  INSIGHTS_MIN_COUNT,
  keptShare,
  medianOfTally,
  mostCounted,
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
import { type Counted, counted } from './counts.ts';
import type { TSpan } from './days-repo.ts';
import {
  insightsCatalog,
  insightsLesson,
  lessonQuestions,
  projectExercises,
  projectLessons,
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

type TRolled = { rolledUp: TInsightsFunnel['rolledUp'] };

/** Signed up → started the project → finished each section (in order) → a certificate. */
export async function funnelView(
  db: TDb,
  projectId: string,
  span: TSpan,
): Promise<TRolled & Pick<TInsightsFunnel, 'steps'>> {
  const [lessons, c] = await Promise.all([
    projectLessons(db, projectId),
    counted(db, 'cohort', projectId, span),
  ]);
  const sections = new Set(lessons.map((l) => l.section));
  return {
    rolledUp: c.rolledUp,
    steps: funnelSteps([
      { label: 'Signed up', count: c.get('signed_up').a },
      { label: 'Started the project', count: c.get('started').a },
      ...SECTIONS.filter((s) => sections.has(s)).map((s) => ({
        label: `Finished ${SECTION_LABELS[s]}`,
        count: c.get('finished', s).a,
      })),
      { label: 'Certificate', count: c.get('certified').a },
    ]),
  };
}

/** Each published lesson in order: started, completed, and the one most stopped after. */
export async function dropOffView(
  db: TDb,
  projectId: string,
  span: TSpan,
): Promise<TRolled & Pick<TInsightsDropOff, 'lessons'>> {
  const [lessons, c] = await Promise.all([
    projectLessons(db, projectId),
    counted(db, 'cohort', projectId, span),
  ]);
  return {
    rolledUp: c.rolledUp,
    lessons: dropOff(
      lessons.map((l) => ({
        lessonId: l.id,
        title: l.title,
        started: c.get('lesson', l.id).a,
        completed: c.get('lesson', l.id).b,
        lastSeen: c.get('last_seen', l.id).a,
      })),
    ),
  };
}

/** A lesson's retention over its video; undefined for no such lesson. */
export async function retentionView(
  db: TDb,
  lessonId: string,
  span: TSpan,
): Promise<Omit<TInsightsRetention, 'range'> | undefined> {
  const found = await insightsLesson(db, lessonId);
  if (!found) return undefined;
  const c = await counted(db, 'watch', lessonId, span);
  const buckets = c
    .items('bucket')
    .map(([item, sum]) => ({ bucket: Number(item), viewers: sum.a, plays: sum.b }))
    .sort((x, y) => x.bucket - y.bucket);
  const starters = c.get('bucket', '0').a;
  return {
    rolledUp: c.rolledUp,
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
  const [questions, c] = await Promise.all([
    lessonQuestions(db, lessonId),
    counted(db, 'quiz', lessonId, span),
  ]);
  return {
    rolledUp: c.rolledUp,
    lesson: { id: found.id, title: found.title },
    questions: quizItems(
      questions.map((q) => {
        const counts = q.options.map((_, i) => c.get('pick', `${q.position} ${i}`).a);
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

/** An exercise's items of a kind ("<exercise> <rest>"), keyed by the rest. */
function ofExercise(c: Counted, kind: string, exerciseId: string) {
  const prefix = `${exerciseId} `;
  return new Map(
    c
      .items(kind)
      .flatMap(([item, sum]) =>
        item.startsWith(prefix) ? [[item.slice(prefix.length), sum.a] as const] : [],
      ),
  );
}

/** Each exercise of a project: pass rate, attempts to pass, the check failing most, hints. */
export async function exercisesView(
  db: TDb,
  projectId: string,
  span: TSpan,
): Promise<TRolled & Pick<TInsightsExercises, 'exercises'>> {
  const [list, c] = await Promise.all([
    projectExercises(db, projectId),
    counted(db, 'exercises', projectId, span),
  ]);
  return {
    rolledUp: c.rolledUp,
    exercises: list.map((e) => {
      const { a: learners, b: passed, c: hinted } = c.get('learners', e.exercise_id);
      const tries = new Map(
        [...ofExercise(c, 'tries', e.exercise_id)].map(([n, count]) => [Number(n), count]),
      );
      const [check, failures] = mostCounted(ofExercise(c, 'fail', e.exercise_id)) ?? [null, 0];
      const failing = shownCount(failures);
      return {
        exerciseId: e.exercise_id,
        lessonId: e.lesson_id,
        lessonTitle: e.lesson_title,
        learners: shownCount(learners),
        passed: shownCount(passed),
        passRate: keptShare(passed, learners),
        // A median of fewer than 5 passes would be about a few learners.
        medianAttemptsToPass: passed >= INSIGHTS_MIN_COUNT ? medianOfTally(tries) : null,
        // The check is named only when at least 5 failed it (a name with a count of 1 is a person).
        mostFailedCheck: failing === null ? null : check,
        mostFailedCheckCount: failing,
        openedHints: shownCount(hinted),
        openedSolution: shownCount(c.get('solution', e.exercise_id).a),
      };
    }),
  };
}
