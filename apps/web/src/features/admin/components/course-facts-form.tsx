import { COURSE_LEVELS } from '@thinkbuild/core/course-pages';
import {
  COURSE_FACT_LINES_MAX,
  type TCourseFacts,
  ZCourseFactsInput,
} from '@thinkbuild/core/schemas/course-pages';
import { type FormEvent, useState } from 'react';
import { focusFirstInvalid } from '../../../lib/focus.ts';
import { errorsOfSave, issuesToFields } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { SelectField } from '../../../ui/field.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { useSaveCourseFacts } from '../api/admin-course-pages.ts';
import { LineListField, linesOf, type TLine } from './line-list-field.tsx';

type TDraft = { level: string; outcomes: TLine[]; prerequisites: TLine[] };

const draftOf = (facts: TCourseFacts): TDraft => ({
  level: facts.level,
  // A course page always has an outcome: a new project starts with one empty line to fill.
  outcomes: linesOf(facts.outcomes.length ? facts.outcomes : ['']),
  prerequisites: linesOf(facts.prerequisites),
});

const validate = (draft: TDraft) => {
  const parsed = ZCourseFactsInput.safeParse({
    level: draft.level,
    outcomes: draft.outcomes.map((l) => l.text),
    prerequisites: draft.prerequisites.map((l) => l.text),
  });
  return parsed.success
    ? { input: parsed.data, errors: {} }
    : { input: null, errors: issuesToFields(parsed.error.issues) };
};

/** Level, "What you will learn" and "Before you start" of one course's public page. */
export function CourseFactsForm({ facts }: { facts: TCourseFacts }) {
  const [draft, setDraft] = useState(() => draftOf(facts));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveCourseFacts(facts.category, facts.slug);

  const change = (next: TDraft) => {
    setDraft(next);
    if (tried) setErrors(validate(next).errors);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    setFormError(null);
    const { input, errors: found } = validate(draft);
    setErrors(found);
    if (!input) return focusFirstInvalid(event.currentTarget);
    const form = event.currentTarget;
    save.mutate(input, {
      onSuccess: () => showToast('Course page saved', 'success'),
      onError: (error) => {
        const { fields, message } = errorsOfSave(error);
        setErrors(fields);
        setFormError(message);
        focusFirstInvalid(form);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="max-w-2xl space-y-10" aria-label="Course page">
      <SelectField
        label="Level"
        hint="Shown on the course card and page"
        value={draft.level}
        error={errors.level}
        className="max-w-xs"
        onChange={(e) => change({ ...draft, level: e.target.value })}
      >
        {COURSE_LEVELS.map((level) => (
          <option key={level} value={level}>
            {level}
          </option>
        ))}
      </SelectField>
      <LineListField
        legend="What you’ll learn"
        hint={`One outcome per line, in the order the page lists them (1–${COURSE_FACT_LINES_MAX}).`}
        item="outcome"
        name="outcomes"
        lines={draft.outcomes}
        min={1}
        max={COURSE_FACT_LINES_MAX}
        errors={errors}
        onChange={(outcomes) => change({ ...draft, outcomes })}
      />
      <LineListField
        legend="Before you start"
        hint={`What a learner needs first, one per line (up to ${COURSE_FACT_LINES_MAX}); none is fine.`}
        item="prerequisite"
        name="prerequisites"
        lines={draft.prerequisites}
        min={0}
        max={COURSE_FACT_LINES_MAX}
        errors={errors}
        onChange={(prerequisites) => change({ ...draft, prerequisites })}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <Button type="submit" size="lg" busy={save.isPending}>
        Save course page
      </Button>
    </form>
  );
}
