import { useId, useRef } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { controlClass } from '../../../../ui/field.tsx';

/** One line of the list; `key` stays with the line when others move or go. */
export type TLine = { key: number; text: string };

let nextKey = 0;
export const linesOf = (texts: readonly string[]): TLine[] =>
  texts.map((text) => ({ key: ++nextKey, text }));

type TProps = {
  legend: string;
  hint: string;
  /** "outcome": names the lines for screen readers ("Outcome 2", "Remove outcome 2"). */
  item: string;
  /** The field's key in the error map: its lines' errors are `${name}.${index}`. */
  name: string;
  lines: TLine[];
  max: number;
  /** Fewest lines the list keeps (its last one cannot be removed, only emptied). */
  min: number;
  errors: Record<string, string>;
  onChange: (next: TLine[]) => void;
};

const iconButton = '!px-2.5 !py-1.5 shrink-0';

/** An ordered list of one-line texts: type, move up, remove, add (up to `max`). */
export function LineListField({
  legend,
  hint,
  item,
  name,
  lines,
  max,
  min,
  errors,
  onChange,
}: TProps) {
  const id = useId();
  // The line just added takes the cursor (and only that one, once).
  const added = useRef(-1);
  const Item = item.charAt(0).toUpperCase() + item.slice(1);
  const set = (i: number, text: string) =>
    onChange(lines.map((l, k) => (k === i ? { ...l, text } : l)));
  const moveUp = (i: number) =>
    onChange(lines.map((l, k) => (k === i - 1 ? lines[i] : k === i ? lines[i - 1] : l) as TLine));
  const listError = errors[name];
  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-hint`}>
      <legend className="font-bold text-lg text-slate-950">{legend}</legend>
      <p id={`${id}-hint`} className="-mt-1 text-slate-600 text-sm">
        {hint}
      </p>
      <ol className="space-y-3">
        {lines.map((line, i) => {
          const error = errors[`${name}.${i}`];
          const inputId = `${id}-${line.key}`;
          return (
            <li key={line.key}>
              <div className="flex items-start gap-2">
                <span
                  aria-hidden="true"
                  className="mt-4 w-5 shrink-0 text-right font-mono text-slate-500 text-xs"
                >
                  {i + 1}
                </span>
                <label htmlFor={inputId} className="sr-only">
                  {Item} {i + 1}
                </label>
                {/* A line wraps as it grows (field-sizing), so a long one reads whole on a phone;
                    it stays one line of the list: a typed or pasted line break becomes a space. */}
                <textarea
                  id={inputId}
                  ref={(el) => {
                    if (el && line.key === added.current) {
                      added.current = -1;
                      el.focus();
                    }
                  }}
                  rows={1}
                  value={line.text}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  className={controlClass(
                    error,
                    '!mt-0 min-w-0 flex-1 resize-none field-sizing-content',
                  )}
                  onChange={(e) => set(i, e.target.value.replace(/\s*\n\s*/g, ' '))}
                />
                <Button
                  variant="ghost"
                  className={iconButton}
                  disabled={i === 0}
                  aria-label={`Move ${item} ${i + 1} up`}
                  onClick={() => moveUp(i)}
                >
                  <span aria-hidden="true">↑</span>
                </Button>
                <Button
                  variant="ghost"
                  className={`${iconButton} !text-red-700`}
                  disabled={lines.length <= min}
                  aria-label={`Remove ${item} ${i + 1}`}
                  onClick={() => onChange(lines.filter((_, k) => k !== i))}
                >
                  <span aria-hidden="true">✕</span>
                </Button>
              </div>
              {error && (
                <p
                  id={`${inputId}-error`}
                  className="mt-1.5 ml-7 flex items-start gap-1.5 text-red-700 text-sm"
                >
                  <span aria-hidden="true">⚠</span>
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {lines.length === 0 && <p className="text-slate-500 text-sm">None yet.</p>}
      {listError && (
        <p role="alert" className="flex items-start gap-1.5 text-red-700 text-sm">
          <span aria-hidden="true">⚠</span>
          {listError}
        </p>
      )}
      <Button
        variant="secondary"
        disabled={lines.length >= max}
        onClick={() => {
          const [line] = linesOf(['']) as [TLine];
          added.current = line.key;
          onChange([...lines, line]);
        }}
      >
        + Add {item}
      </Button>
    </fieldset>
  );
}
