import { planMatrixFor, type TAccessLevel } from '@thinkbuild/core/plan-matrix';
import { CheckIcon, CrossIcon } from '../../ui/icons.tsx';

/**
 * What an access level gives, row by row from core's plan matrix (the rule the server
 * enforces): a tick for what it has, a struck-through cross for what it lacks. Spans, so it
 * may sit inside a radio's label.
 */
export function PlanFeatures({
  level,
  className = '',
}: {
  level: TAccessLevel;
  className?: string;
}) {
  return (
    <span className={`flex flex-col gap-2 text-sm ${className}`}>
      {planMatrixFor(level).map((row) => (
        <span
          key={row.feature}
          className={`flex items-start gap-2.5 ${
            row.included ? 'text-slate-800' : 'text-slate-500 line-through'
          }`}
        >
          {row.included ? (
            <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
          ) : (
            <CrossIcon className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" />
          )}
          <span>
            {row.label}
            <span className="sr-only">{row.included ? ' (included)' : ' (not included)'}</span>
          </span>
        </span>
      ))}
    </span>
  );
}
