import type { TQuizAttempt, TQuizResult } from '@thinkbuild/core/schemas/learning';
import { CheckIcon, CrossIcon, LightbulbIcon } from './icons.tsx';

const LETTERS = ['A', 'B', 'C', 'D', 'E'];

type TQuestion = TQuizAttempt['questions'][number];
/** What the server said about one answer: the quiz result's row, or a review answer. */
export type TOutcome = Pick<
  TQuizResult['results'][number],
  'chosen' | 'correct' | 'explanation' | 'correctOption' | 'correctExplanation'
>;

type TProps = {
  /** The question's number as shown ("1."), or null for none. */
  label: number | null;
  question: Pick<TQuestion, 'question' | 'options'>;
  /** Radio group name, unique on the page. */
  name: string;
  answer: string | null;
  onAnswer: (optionId: string) => void;
  outcome: TOutcome | undefined;
  disabled: boolean;
};

/**
 * One multiple-choice question. After the answer is graded it shows what the learner chose,
 * whether it was right and why (the chosen option's explanation), and, once the server reveals
 * it, the right answer with its explanation. Used by the lesson quiz and by /review.
 */
export function QuizQuestion({
  label,
  question,
  name,
  answer,
  onAnswer,
  outcome,
  disabled,
}: TProps) {
  return (
    <fieldset
      disabled={disabled}
      className={`min-w-0 rounded-2xl border p-3.5 sm:p-5 ${
        outcome
          ? outcome.correct
            ? 'border-emerald-300 bg-emerald-50/40'
            : 'border-red-300 bg-red-50/40'
          : 'border-slate-200'
      }`}
    >
      {/* Floated, the legend sits inside the card instead of breaking its border. */}
      <legend className="float-left w-full font-semibold text-slate-950 leading-snug">
        {label !== null && <span className="text-brand-700">{label}.</span>} {question.question}
      </legend>
      <div className="clear-left grid gap-2 pt-3">
        {question.options.map((option, oi) => {
          const chosen = answer === option.id;
          const isCorrect = outcome?.correctOption === option.id;
          const wrongPick = outcome && chosen && !outcome.correct;
          return (
            <label
              key={option.id}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border px-3 py-2.5 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
                outcome && (isCorrect || (chosen && outcome.correct))
                  ? 'border-emerald-400 bg-emerald-50 text-emerald-950'
                  : wrongPick
                    ? 'border-red-400 bg-red-50 text-red-950'
                    : chosen
                      ? 'border-brand-500 bg-brand-50 text-slate-950'
                      : 'border-slate-200 text-slate-800 hover:border-slate-300 hover:bg-slate-50'
              } ${outcome ? 'cursor-default' : ''}`}
            >
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={chosen}
                onChange={() => onAnswer(option.id)}
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
              />
              {/* Long code options (a meta tag) wrap inside the card on a phone. */}
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                <span className="sr-only">Option {LETTERS[oi]}: </span>
                {option.text}
              </span>
              {outcome && chosen && (
                <span className="shrink-0 rounded-full bg-white/80 px-2 py-0.5 font-semibold text-slate-700 text-xs ring-1 ring-slate-300">
                  Your answer
                </span>
              )}
            </label>
          );
        })}
      </div>
      {outcome && <Feedback outcome={outcome} options={question.options} />}
    </fieldset>
  );
}

function Feedback({ outcome, options }: { outcome: TOutcome; options: TQuestion['options'] }) {
  const chosenText = options.find((o) => o.id === outcome.chosen)?.text;
  const rightText = options.find((o) => o.id === outcome.correctOption)?.text;
  const showRight = !outcome.correct && outcome.correctOption !== null;
  return (
    <div className="mt-3 space-y-2 text-sm" data-testid="answer-feedback">
      <p
        className={`flex items-start gap-1.5 font-semibold ${
          outcome.correct ? 'text-emerald-800' : 'text-red-800'
        }`}
      >
        {outcome.correct ? (
          <CheckIcon className="h-4 w-4 shrink-0" />
        ) : (
          <CrossIcon className="mt-0.5 h-4 w-4 shrink-0" />
        )}
        <span>
          <strong>{outcome.correct ? 'Correct' : 'Wrong'}</strong>
          <span className="font-normal text-slate-700">. You chose: {chosenText}</span>
        </span>
      </p>
      {outcome.explanation && (
        <p className="flex items-start gap-1.5 rounded-xl bg-white/80 px-3 py-2 text-slate-800 ring-1 ring-slate-200">
          <LightbulbIcon className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" />
          <span>
            <span className="sr-only">Why: </span>
            {outcome.explanation}
          </span>
        </p>
      )}
      {showRight && (
        <div className="rounded-xl bg-emerald-50 px-3 py-2 text-emerald-950 ring-1 ring-emerald-200">
          <p>
            <span className="font-semibold">Right answer:</span> {rightText}
          </p>
          {outcome.correctExplanation && <p className="mt-1">{outcome.correctExplanation}</p>}
        </div>
      )}
    </div>
  );
}
