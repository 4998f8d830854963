import { sectionsOpenTo } from '../../../entities/session/roles.ts';
import { useMe } from '../../../entities/session/session.ts';
import { ButtonLink } from '../../../ui/button.tsx';

const noteClass =
  'flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4 text-slate-800 text-sm sm:flex-row sm:items-center sm:justify-between sm:p-5';

/**
 * What the learner holds, on /home under its courses, where sign-up lands (ADR 007): an early member is told
 * every section is open for life; a free learner (past the lifetime limit) gets a gentle way to
 * the plans. Subscribers see nothing here: /account is where their plan lives.
 */
export function AccessNote({ className = 'mb-8' }: { className?: string }) {
  const { data: me } = useMe();
  if (!me || me.isAdmin) return null;
  if (me.lifetimeAccess) {
    return (
      <p className={`${noteClass} ${className}`}>
        You have lifetime Creator access: every section of every course is open to you.
      </p>
    );
  }
  if (me.role !== 'free') return null;
  const open = sectionsOpenTo('free');
  return (
    <div className={`${noteClass} ${className}`}>
      <p>
        Your free account opens{' '}
        {open.length > 0 ? `the ${open.join(' and ')} lessons` : 'the courses'} of every course.
        Choose a plan whenever you want more.
      </p>
      <ButtonLink to="/subscription" className="shrink-0">
        Proceed to Payment
      </ButtonLink>
    </div>
  );
}
