import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attachedCode, type TQuestionSort } from '@thinkbuild/core/questions';
import type { TExerciseResponse } from '@thinkbuild/core/schemas/exercise';
import type {
  TAskQuestion,
  TQuestionList,
  TQuestionThread,
} from '@thinkbuild/core/schemas/questions';
import { waitingDraft } from '../../../entities/device/outbox/sync.ts';
import { api } from '../../../lib/api-client.ts';

const lessonKey = (lessonId: string) => ['lesson-questions', lessonId] as const;
const threadKey = (id: string) => ['question-thread', id] as const;

const json = (method: string, body?: unknown): RequestInit => ({
  method,
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

export const useLessonQuestions = (lessonId: string, sort: TQuestionSort, page: number) =>
  useQuery({
    queryKey: [...lessonKey(lessonId), sort, page],
    queryFn: () =>
      api<TQuestionList>(
        `/lessons/${encodeURIComponent(lessonId)}/questions?sort=${sort}&page=${page}`,
      ),
  });

export const useQuestionThread = (id: string) =>
  useQuery({
    queryKey: threadKey(id),
    queryFn: () => api<TQuestionThread>(`/questions/${encodeURIComponent(id)}`),
  });

/** After any change to a thread: it and its lesson's list are read again. */
function useRefresh(lessonId: string, threadId?: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: lessonKey(lessonId) }),
      threadId ? client.invalidateQueries({ queryKey: threadKey(threadId) }) : undefined,
    ]);
}

export function useAsk(lessonId: string) {
  const refresh = useRefresh(lessonId);
  return useMutation({
    mutationFn: (ask: TAskQuestion) =>
      api<{ id: string }>(`/lessons/${encodeURIComponent(lessonId)}/questions`, json('POST', ask)),
    onSuccess: refresh,
  });
}

export type TPostRef = { kind: 'question' | 'answer'; id: string };
const postPath = ({ kind, id }: TPostRef) =>
  kind === 'question'
    ? `/questions/${encodeURIComponent(id)}`
    : `/questions/answers/${encodeURIComponent(id)}`;

/** Every change a reader can make to a thread, each refreshing it and its list after. */
export function useThreadActions(lessonId: string, threadId: string) {
  const refresh = useRefresh(lessonId, threadId);
  const thread = `/questions/${encodeURIComponent(threadId)}`;
  return {
    answer: useMutation({
      mutationFn: (body: string) => api(`${thread}/answers`, json('POST', { body })),
      onSuccess: refresh,
    }),
    accept: useMutation({
      mutationFn: (answerId: string | null) => api(`${thread}/accepted`, json('PUT', { answerId })),
      onSuccess: refresh,
    }),
    helpful: useMutation({
      mutationFn: (post: TPostRef) => api(`${postPath(post)}/helpful`, json('POST')),
      onSuccess: refresh,
    }),
    edit: useMutation({
      mutationFn: ({ post, ...change }: { post: TPostRef; title?: string; body: string }) =>
        api(postPath(post), json('PATCH', change)),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (post: TPostRef) => api(postPath(post), json('DELETE')),
      onSuccess: refresh,
    }),
    report: useMutation({
      mutationFn: ({ post, reason }: { post: TPostRef; reason: string }) =>
        api(`${postPath(post)}/report`, json('POST', { reason })),
      onSuccess: refresh,
    }),
  };
}

/**
 * The learner's code in the lesson's exercise now: a draft still waiting on this device, else
 * their saved draft, else the files it starts from. Several files are joined, each under its name.
 */
export async function myExerciseCode(lessonId: string) {
  const exercise = await api<TExerciseResponse>(
    `/lessons/${encodeURIComponent(lessonId)}/exercise`,
  );
  if (!exercise.canRun) return null;
  const files =
    (await waitingDraft(lessonId))?.files ?? exercise.draft?.files ?? exercise.starterFiles;
  const first = files[0];
  if (!first) return null;
  return { code: attachedCode(files), language: first.language };
}
