import type { TLessonResponse } from '@thinkbuild/core/schemas/learning';
import { useSearchParams } from 'react-router';
import { QuestionsSlot, useHasQuestionsSlot } from '../../../entities/lesson/questions-slot.tsx';
import type { useMediaClock } from '../hooks/use-media-clock.ts';
import { LessonSnippets } from './lesson-snippets.tsx';
import { LessonTabs, type TLessonTab } from './lesson-tabs.tsx';
import { TranscriptPanel } from './transcript-panel.tsx';

/**
 * Under the video, in every layout: the transcript, the lesson's code and its questions as tabs (never a column
 * beside the player, which would narrow it). Reading instead of watching already shows the
 * transcript in the player's place, so then only the code is here.
 */
export function LessonExtras({
  lesson,
  media,
  reading,
  locked,
}: {
  lesson: TLessonResponse;
  media: ReturnType<typeof useMediaClock>;
  /** Reading instead of watching: no video to seek, the transcript is shown above. */
  reading: boolean;
  /** Learnt in order and not yet open: its questions wait with it (the server refuses them). */
  locked: boolean;
}) {
  const withQuestions = useHasQuestionsSlot() && !locked;
  // /questions/:id (a mail, a search result) opens the lesson with `?question=` on that thread.
  const openQuestion = useSearchParams()[0].get('question');
  const tabs: TLessonTab[] = [];
  if (lesson.hasCaptions && !reading)
    tabs.push({
      id: 'transcript',
      label: 'Transcript',
      panel: <TranscriptPanel lessonId={lesson.id} media={media} inTab className="h-80" />,
    });
  if (lesson.snippets.length > 0)
    tabs.push({
      id: 'code',
      label: 'Code',
      panel: (
        <LessonSnippets
          snippets={lesson.snippets}
          onSeek={reading ? undefined : media.seek}
          inTab
        />
      ),
    });
  if (withQuestions)
    tabs.push({
      id: 'questions',
      label: 'Questions',
      lazy: true,
      panel: (
        <QuestionsSlot
          lessonId={lesson.id}
          hasExercise={lesson.hasExercise}
          videoTime={() => (reading ? null : media.clock.get())}
          onSeek={reading ? undefined : media.seek}
          openQuestion={openQuestion}
        />
      ),
    });
  if (tabs.length === 0) return null;
  return (
    <LessonTabs
      tabs={tabs}
      label={tabs.map((t) => t.label).join(' and ')}
      initial={openQuestion && withQuestions ? 'questions' : undefined}
    />
  );
}
