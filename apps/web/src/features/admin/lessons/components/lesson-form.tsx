import { MESSAGES } from '@thinkbuild/core/messages';
import { VIDEO_TYPE_MESSAGE, ZLessonInput } from '@thinkbuild/core/schemas/admin';
import { type FormEvent, useState } from 'react';
import { focusFirstInvalid } from '../../../../lib/focus.ts';
import { checkDraft, errorsOfSave } from '../../../../lib/form-errors.ts';
import { showToast } from '../../../../lib/toast.ts';
import { Button } from '../../../../ui/button.tsx';
import { TextAreaField } from '../../../../ui/field.tsx';
import { FormAlert } from '../../../../ui/form-alert.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { looksLikeVideo, VideoField } from '../../components/video-field.tsx';
import { useInvalidateCatalog } from '../../hooks/use-invalidate-catalog.ts';
import { useVideoUpload } from '../../hooks/use-video-upload.ts';
import { saveLesson } from '../api/save-lesson.ts';
import { useExerciseDraft } from '../hooks/use-exercise-draft.ts';
import { useLessonTextDraft } from '../hooks/use-lesson-text-draft.ts';
import { CaptionsField } from './captions-field.tsx';
import { ExerciseFields } from './exercise-fields.tsx';
import { lessonInputOf, type TLessonDraft } from './lesson-draft.ts';
import { PlacementFields } from './project-fields.tsx';
import { QuestionFields } from './question-fields.tsx';
import { SnippetFields } from './snippet-fields.tsx';

const NO_VIDEO = 'Choose a video file: a new lesson needs its video';

type TProps = {
  initial: TLessonDraft;
  /** Set when editing an existing lesson. */
  lessonId?: string;
  hasVideo?: boolean;
  onSaved: (id: string) => void;
};

const validate = (draft: TLessonDraft) => checkDraft(ZLessonInput, lessonInputOf(draft));

/**
 * The lesson editor. Saving stores the data and quiz first (as a draft learners do not see),
 * then uploads the video; the server publishes the lesson when the whole video has arrived.
 */
export function LessonForm({ initial, lessonId, hasVideo = false, onSaved }: TProps) {
  const [draft, setDraft] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A new lesson saved before its upload failed or was cancelled: saving again edits it.
  const [savedId, setSavedId] = useState(lessonId);
  const upload = useVideoUpload();
  const invalidate = useInvalidateCatalog();
  // Captions and code snippets: saved right after the lesson, before its video.
  const text = useLessonTextDraft(lessonId);
  // The exercise: saved after the lesson too, and only with the lesson's id in hand.
  const exercise = useExerciseDraft(lessonId);

  const change = (next: TLessonDraft) => {
    setDraft(next);
    if (tried)
      setErrors((old) => ({ ...validate(next).errors, ...(old.video && { video: old.video }) }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setTried(true);
    setFormError(null);
    const { input, errors: found } = validate(draft);
    // "Without a video file the form says so and sends nothing"; editing may keep its video.
    if (!file && !lessonId) found.video = NO_VIDEO;
    if (file && !(await looksLikeVideo(file))) found.video = VIDEO_TYPE_MESSAGE;
    Object.assign(found, text.validate());
    // A lesson with its video is published; a first video publishes it. The exercise must then
    // be verified: the server refuses otherwise, and checking here means nothing is half saved.
    Object.assign(
      found,
      exercise.validate({ published: hasVideo, publishing: !hasVideo && file !== null }),
    );
    setErrors(found);
    if (!input || Object.keys(found).length > 0) return focusFirstInvalid(form);

    setBusy(true);
    try {
      const saved = await saveLesson(input, savedId);
      setSavedId(saved.id);
      await text.save(saved.id);
      await exercise.save(saved.id);
      await invalidate();
      if (file) {
        const ok = await upload.start(file, saved.id);
        await invalidate();
        if (!ok) return;
        showToast(MESSAGES.videoUploaded, 'success');
      } else {
        showToast('Lesson saved', 'success');
      }
      onSaved(saved.id);
    } catch (error) {
      const { fields, message } = errorsOfSave(error);
      setErrors(fields);
      setFormError(message);
      focusFirstInvalid(form);
    } finally {
      setBusy(false);
    }
  };

  const setQuestion = (i: number, q: TLessonDraft['questions'][number]) =>
    change({ ...draft, questions: draft.questions.map((x, j) => (j === i ? q : x)) });
  const stopped = upload.state.phase === 'cancelled' || upload.state.phase === 'failed';

  return (
    <form noValidate onSubmit={submit} className="max-w-3xl space-y-10" aria-label="Lesson">
      <PlacementFields draft={draft} errors={errors} onChange={change} />
      <fieldset className="space-y-5">
        <legend className="font-bold text-lg text-slate-950">The lesson</legend>
        <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
          <TextField
            label="Title"
            value={draft.title}
            error={errors.title}
            onChange={(e) => change({ ...draft, title: e.target.value })}
          />
          <TextField
            label="Difficulty"
            list="difficulties"
            value={draft.difficulty}
            error={errors.difficulty}
            onChange={(e) => change({ ...draft, difficulty: e.target.value })}
          />
          <datalist id="difficulties">
            <option value="Beginner" />
            <option value="Intermediate" />
            <option value="Advanced" />
          </datalist>
        </div>
        <TextAreaField
          label="Description"
          hint="Shown under the player"
          value={draft.description}
          error={errors.description}
          onChange={(e) => change({ ...draft, description: e.target.value })}
        />
        <VideoField
          file={file}
          onFile={(f) => {
            setFile(f);
            setErrors(({ video: _, ...rest }) => rest);
          }}
          error={errors.video}
          hasVideo={hasVideo}
          upload={upload.state}
          onCancel={upload.cancel}
        />
        <CaptionsField text={text} />
      </fieldset>
      <SnippetFields text={text} />
      <ExerciseFields exercise={exercise} />
      <fieldset className="space-y-4">
        <legend className="font-bold text-lg text-slate-950">Quiz</legend>
        <p className="text-slate-600 text-sm">Five questions, five options each.</p>
        {errors.questions && <p className="text-red-700 text-sm">{errors.questions}</p>}
        {draft.questions.map((q, i) => (
          <QuestionFields
            // biome-ignore lint/suspicious/noArrayIndexKey: a question's position is its identity
            key={i}
            index={i}
            value={q}
            errors={errors}
            onChange={(next) => setQuestion(i, next)}
          />
        ))}
      </fieldset>
      {stopped && (
        <FormAlert>
          {upload.state.phase === 'failed' ? `${upload.state.message} ` : 'Upload cancelled. '}
          {hasVideo
            ? 'The lesson keeps its current video.'
            : 'The lesson is saved without its video, so learners do not see it yet. Choose the video and save again to publish it.'}
        </FormAlert>
      )}
      {formError && <FormAlert>{formError}</FormAlert>}
      <Button type="submit" size="lg" busy={busy}>
        {lessonId ? 'Save changes' : 'Create lesson'}
      </Button>
    </form>
  );
}
