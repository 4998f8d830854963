import { EXPLANATION_MAX_LENGTH } from '@thinkbuild/core/learning';
import { TextField } from '../../../../ui/text-field.tsx';
import type { TQuestionDraft } from './lesson-draft.ts';

const LETTERS = ['A', 'B', 'C', 'D', 'E'];

type TProps = {
  index: number;
  value: TQuestionDraft;
  errors: Record<string, string>;
  onChange: (next: TQuestionDraft) => void;
};

/**
 * One quiz question: its text, five options, and a radio beside each option to mark the
 * correct one, so the answer is always one of the options.
 */
export function QuestionFields({ index, value, errors, onChange }: TProps) {
  const key = `questions.${index}`;
  const correctError = errors[`${key}.correctOption`];
  const optionsError = errors[`${key}.options`];
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5">
      <legend className="px-1 font-semibold text-slate-900">Question {index + 1}</legend>
      <TextField
        label={`Question ${index + 1} text`}
        value={value.question}
        error={errors[`${key}.question`]}
        onChange={(e) => onChange({ ...value, question: e.target.value })}
      />
      <p className="mt-4 text-slate-600 text-sm">
        Options — mark the correct one. Under each, say why it is right or wrong: learners see it
        after they submit.
      </p>
      <ol className="mt-2 space-y-2">
        {value.options.map((option, o) => (
          <li key={LETTERS[o]} className="flex items-start gap-3">
            <label className="mt-4 flex shrink-0 items-center gap-1.5 text-slate-700 text-sm">
              <input
                type="radio"
                name={`question-${index}-correct`}
                checked={value.correctOption === o}
                onChange={() => onChange({ ...value, correctOption: o })}
                className="h-4 w-4 accent-brand-600"
                aria-label={`Question ${index + 1}: option ${LETTERS[o]} is correct`}
                aria-invalid={correctError ? true : undefined}
              />
              <span aria-hidden="true" className="w-4 font-semibold">
                {LETTERS[o]}
              </span>
            </label>
            <div className="flex-1 space-y-1.5">
              <TextField
                className="[&_label]:sr-only"
                label={`Question ${index + 1} option ${LETTERS[o]}`}
                value={option}
                error={errors[`${key}.options.${o}`]}
                onChange={(e) =>
                  onChange({
                    ...value,
                    options: value.options.map((x, j) => (j === o ? e.target.value : x)),
                  })
                }
              />
              <TextField
                className="[&_input]:text-sm [&_label]:sr-only"
                label={`Question ${index + 1} option ${LETTERS[o]} explanation`}
                placeholder="Why this option is right or wrong (one or two sentences)"
                maxLength={EXPLANATION_MAX_LENGTH}
                value={value.explanations[o] ?? ''}
                error={errors[`${key}.explanations.${o}`]}
                onChange={(e) =>
                  onChange({
                    ...value,
                    explanations: value.options.map((_, j) =>
                      j === o ? e.target.value : (value.explanations[j] ?? ''),
                    ),
                  })
                }
              />
            </div>
          </li>
        ))}
      </ol>
      {(correctError || optionsError) && (
        <p className="mt-2 flex items-start gap-1.5 text-red-700 text-sm" role="alert">
          <span aria-hidden="true">⚠</span>
          {correctError ?? optionsError}
        </p>
      )}
    </fieldset>
  );
}
