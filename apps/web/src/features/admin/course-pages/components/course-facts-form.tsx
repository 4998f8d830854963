import { COURSE_LEVELS } from '@thinkbuild/core/course-pages';
import {
  COURSE_FACT_LINES_MAX,
  type TCourseFacts,
  ZCourseFactsInput,
} from '@thinkbuild/core/schemas/course-pages';
import { checkDraft } from '../../../../lib/form-errors.ts';
import { showToast } from '../../../../lib/toast.ts';
import { Button } from '../../../../ui/button.tsx';
import { SelectField } from '../../../../ui/field.tsx';
import { FormAlert } from '../../../../ui/form-alert.tsx';
import { useDraftForm } from '../../hooks/use-draft-form.ts';
import { useSaveCourseFacts } from '../api/save-course-facts.ts';
import { LineListField, linesOf, type TLine } from './line-list-field.tsx';

type TDraft = { level: string; outcomes: TLine[]; prerequisites: TLine[] };

const draftOf = (facts: TCourseFacts): TDraft => ({
  level: facts.level,
  // A course page always has an outcome: a new project starts with one empty line to fill.
  outcomes: linesOf(facts.outcomes.length ? facts.outcomes : ['']),
  prerequisites: linesOf(facts.prerequisites),
});

const validate = (draft: TDraft) =>
  checkDraft(ZCourseFactsInput, {
    level: draft.level,
    outcomes: draft.outcomes.map((l) => l.text),
    prerequisites: draft.prerequisites.map((l) => l.text),
  });

/** Level, "What you will learn" and "Before you start" of one course's public page. */
export function CourseFactsForm({ facts }: { facts: TCourseFacts }) {
  const { draft, change, errors, formError, submit, busy } = useDraftForm({
    initial: () => draftOf(facts),
    validate,
    save: useSaveCourseFacts(facts.category, facts.slug),
    onSaved: () => showToast('Course page saved', 'success'),
  });

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
      <Button type="submit" size="lg" busy={busy}>
        Save course page
      </Button>
    </form>
  );
}
