import { editRefusal, orderAnswers } from '@thinkbuild/core/questions';
import type {
  TAnswerView,
  TQuestionSummary,
  TQuestionThread,
} from '@thinkbuild/core/schemas/questions';
import type { TViewer } from '../../viewer/viewer.ts';
import type { TAnswerRow, TQuestionRow } from './repo.ts';

type TPostRow = Pick<TQuestionRow, 'userId' | 'deletedAt' | 'hiddenAt'>;

/** Who wrote a post as others see it: never a name or an email (a learner's own data). */
function author(row: TPostRow, viewer: TViewer, instructor: boolean) {
  const mine = row.userId !== null && row.userId === viewer.id;
  const label =
    row.userId === null ? 'Deleted account' : mine ? 'You' : instructor ? 'Instructor' : 'Learner';
  return { label, mine, instructor };
}

const stateOf = (row: TPostRow) =>
  row.hiddenAt ? ('hidden' as const) : row.deletedAt ? ('deleted' as const) : ('visible' as const);

function post(
  row: TQuestionRow | TAnswerRow,
  viewer: TViewer,
  voted: boolean,
  instructor: boolean,
  now: Date,
) {
  const state = stateOf(row);
  // A moderator reads a hidden post to review it; everyone else sees only that it was hidden.
  const shown = state === 'visible' || (state === 'hidden' && viewer.isAdmin && !row.deletedAt);
  return {
    id: row.id,
    author: author(row, viewer, instructor),
    body: shown ? row.body : '',
    state,
    hiddenReason: state === 'hidden' ? row.hiddenReason : null,
    helpful: row.helpfulCount,
    votedHelpful: voted,
    edited: row.editedAt !== null,
    editable:
      state === 'visible' &&
      editRefusal(
        { authorId: row.userId, createdAt: row.createdAt, deletedAt: null },
        viewer.id,
        now,
      ) === null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function summaryView(row: TQuestionRow, viewer: TViewer): TQuestionSummary {
  const state = stateOf(row);
  return {
    id: row.id,
    title: state === 'visible' || viewer.isAdmin ? row.title : '',
    state,
    author: author(row, viewer, false),
    answers: row.answerCount,
    helpful: row.helpfulCount,
    accepted: row.acceptedAnswerId !== null,
    locked: row.lockedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function threadView(
  question: TQuestionRow,
  answers: readonly TAnswerRow[],
  viewer: TViewer,
  { votes, banned, now }: { votes: Set<string>; banned: boolean; now: Date },
): TQuestionThread {
  const head = post(question, viewer, votes.has(''), false, now);
  const shown = head.body !== '' || head.state === 'visible';
  const views: TAnswerView[] = answers
    .filter((a) => !a.hiddenAt || viewer.isAdmin)
    .map((a) => ({
      ...post(a, viewer, votes.has(a.id), a.byInstructor, now),
      accepted: a.id === question.acceptedAnswerId,
    }));
  return {
    ...head,
    lessonId: question.lessonId,
    title: shown ? question.title : '',
    code: shown ? question.code : null,
    codeLanguage: shown ? question.codeLanguage : null,
    momentSeconds: shown ? question.momentSeconds : null,
    locked: question.lockedAt !== null,
    lockReason: question.lockReason,
    acceptedAnswerId: question.acceptedAnswerId,
    canAnswer: !question.lockedAt && !question.deletedAt && !question.hiddenAt && !banned,
    canAccept: question.userId === viewer.id && !question.deletedAt,
    answers: orderAnswers(views, question.acceptedAnswerId),
  };
}
