import { EXERCISE_HINTS_MAX, EXERCISE_LIMITS } from '@thinkbuild/core/exercise';
import { Button } from '../../../../ui/button.tsx';
import { TextAreaField } from '../../../../ui/field.tsx';

/**
 * The exercise's hints: up to three, in the order learners get them (the first after a failed
 * Check, the next after another failure or on request), before "Show solution". A check can
 * point to one with `test(name, fn, { hint: 2 })`.
 */
export function ExerciseHintsFields({
  hints,
  error,
  pointable = true,
  onChange,
}: {
  hints: string[];
  /** The message for `hints` itself, or for `hints.<i>`. */
  error: (field: string) => string | undefined;
  /** Whether a check can point to a hint: only a code exercise's checks are written here. */
  pointable?: boolean;
  onChange: (hints: string[], ...touched: string[]) => void;
}) {
  const set = (i: number, text: string) =>
    onChange(
      hints.map((h, j) => (j === i ? text : h)),
      `hints.${i}`,
    );
  const remove = (i: number) =>
    onChange(
      hints.filter((_, j) => j !== i),
      'hints',
      ...hints.map((_, j) => `hints.${j}`),
    );
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="font-semibold text-slate-900">Hints</legend>
      <p className="text-slate-600 text-sm">
        Up to {EXERCISE_HINTS_MAX}, each a nudge that does not give the answer away. Learners get
        the first after a failed {pointable ? 'Check' : 'Check my site'}, the next after another
        failure or when they ask
        {pointable ? (
          <>
            ; the solution comes after the last. A check can point to one:{' '}
            <code>test(name, fn, {'{ hint: 2 }'})</code>.
          </>
        ) : (
          '.'
        )}
      </p>
      {hints.map((text, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a hint is its place in the ladder
        <div key={i} className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-2">
          <TextAreaField
            className="min-w-0 flex-1"
            label={`Hint ${i + 1}`}
            hint={`Markdown, at most ${EXERCISE_LIMITS.hint} characters`}
            value={text}
            error={error(`hints.${i}`)}
            inputClassName="min-h-20"
            onChange={(e) => set(i, e.target.value)}
          />
          <Button
            variant="ghost"
            className="self-end px-3 sm:mt-6 sm:self-auto"
            onClick={() => remove(i)}
          >
            Remove hint {i + 1}
          </Button>
        </div>
      ))}
      {error('hints') && (
        <p role="alert" className="text-red-700 text-sm">
          {error('hints')}
        </p>
      )}
      {hints.length < EXERCISE_HINTS_MAX && (
        <Button variant="secondary" onClick={() => onChange([...hints, ''], 'hints')}>
          Add a hint
        </Button>
      )}
    </fieldset>
  );
}
