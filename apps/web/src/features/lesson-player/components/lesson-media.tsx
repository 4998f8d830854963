import type { TQuality } from '@thinkbuild/core/renditions';
import type { TLessonResponse } from '@thinkbuild/core/schemas/learning';
import { useLessonNotes } from '../../../entities/notes/notes.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { captionsTrackUrl, useCaptions } from '../api/get-captions.ts';
import type { useDataSaver } from '../hooks/use-data-saver.ts';
import type { useMediaClock } from '../hooks/use-media-clock.ts';
import { useCaptionsChoice } from '../hooks/use-stored-flag.ts';
import { languageName } from './language-name.ts';
import { LocalErrorBoundary } from './local-error-boundary.tsx';
import { TranscriptPanel } from './transcript-panel.tsx';
import { VideoPlayer } from './video-player.tsx';

type TProps = {
  lesson: TLessonResponse;
  media: ReturnType<typeof useMediaClock>;
  /** The learner's "read instead of watching" choice, and its switch. */
  readInstead: boolean;
  onReadInstead: (on: boolean) => void;
  quality: TQuality;
  onQuality: (quality: TQuality) => void;
  dataSaver: ReturnType<typeof useDataSaver>;
  /**
   * Theatre layout (wide screens only; absent on a phone): whether it is on, and its switch,
   * passed on to the player's bar (its button and the `t` key).
   */
  theatre?: boolean | undefined;
  onToggleTheatre?: (() => void) | undefined;
};

/**
 * The player with its captions and CC button (the transcript is a tab under it, LessonView); or,
 * when the learner reads instead of watching, the transcript alone and no video loaded at all.
 */
export function LessonMedia({
  lesson,
  media,
  readInstead,
  onReadInstead,
  quality,
  onQuality,
  dataSaver,
  theatre = false,
  onToggleTheatre,
}: TProps) {
  const [captionsOn, setCaptionsOn] = useCaptionsChoice();
  const { data: captions } = useCaptions(lesson.id, lesson.hasCaptions);
  const language = captions?.language ?? 'en';
  const { videoRef } = media;
  // The learner's notes mark the timeline (the notes panel under the video makes them).
  const { data: notes } = useLessonNotes(lesson.id, !readInstead);

  if (readInstead && lesson.hasCaptions)
    return (
      <div className="space-y-3">
        <ModeBar
          text="Reading the transcript: the video is not loaded, so it costs no video data."
          action="Watch the video"
          onClick={() => onReadInstead(false)}
        />
        <TranscriptPanel lessonId={lesson.id} className="max-h-[36rem]" />
      </div>
    );

  const player = (
    <LocalErrorBoundary what="The video player" resetKey={lesson.id}>
      <VideoPlayer
        lesson={lesson}
        quality={quality}
        onQuality={onQuality}
        dataSaver={dataSaver}
        videoRef={videoRef}
        onTime={media.clock.set}
        // The player draws the captions itself (decisions/024); the track times them.
        tracks={
          lesson.hasCaptions && (
            <track
              kind="captions"
              src={captionsTrackUrl(lesson.id)}
              srcLang={language}
              label={languageName(language)}
            />
          )
        }
        captions={lesson.hasCaptions ? { on: captionsOn, set: setCaptionsOn } : undefined}
        theatre={theatre}
        onToggleTheatre={onToggleTheatre}
        noteMarks={notes?.map((note) => ({ id: note.id, seconds: note.positionSeconds }))}
      />
    </LocalErrorBoundary>
  );
  if (!lesson.hasCaptions) return player;

  return (
    <div className="space-y-3">
      {player}
      <ModeBar
        text="On a tight data budget? Read the lesson instead: the video will not load."
        action="Read instead of watching"
        onClick={() => onReadInstead(true)}
      />
    </div>
  );
}

function ModeBar({ text, action, onClick }: { text: string; action: string; onClick: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-2xl border border-slate-200 bg-white px-4 py-3 text-slate-600 text-sm shadow-sm">
      <p>{text}</p>
      <button type="button" onClick={onClick} className={buttonClass('secondary', 'md')}>
        {action}
      </button>
    </div>
  );
}
