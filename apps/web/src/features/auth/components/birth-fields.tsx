import { needsGuardian } from '@thinkbuild/core/guardian';
import { useLightPage } from '../../../lib/light-page.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { typedYear } from '../utils/validate.ts';

type TBirthFieldsProps = {
  values: { birthYear: string; guardianEmail: string };
  onChange: (field: 'birthYear' | 'guardianEmail') => (e: { target: { value: string } }) => void;
  errors: { birthYear?: string | undefined; guardianEmail?: string | undefined };
};

const UNDER_13 = ' (under 13, the whole account waits for them)';

/**
 * Sign-up's year of birth (only the year: POPIA asks for no more than is needed) and, for a
 * learner under 18, the parent's or guardian's email that the consent link goes to.
 */
export function BirthFields({ values, onChange, errors }: TBirthFieldsProps) {
  const year = typedYear(values.birthYear);
  const minor = year !== null && needsGuardian(year, new Date());
  const under13 = year !== null && new Date().getUTCFullYear() - year - 1 < 13;
  // The light sign-up page (decisions/042) writes the guardian's part as a template: its island
  // shows it when the year asks for it.
  const light = useLightPage();
  const guardianPart = (
    <div className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <p className="text-slate-700 text-sm">
        Because you are under 18, we ask a parent or guardian to agree. You can start learning
        straight away; paying and posting open once they say yes
        {light ? <span data-under13>{UNDER_13}</span> : under13 ? UNDER_13 : ''}.
      </p>
      <TextField
        label="Parent's or guardian's email"
        type="email"
        name="guardianEmail"
        inputMode="email"
        autoComplete="off"
        required
        value={values.guardianEmail}
        onChange={onChange('guardianEmail')}
        error={errors.guardianEmail}
      />
    </div>
  );
  return (
    <>
      <TextField
        label="Year you were born"
        hint="Only the year"
        name="birthYear"
        inputMode="numeric"
        autoComplete="bday-year"
        maxLength={4}
        placeholder="2008"
        required
        value={values.birthYear}
        onChange={onChange('birthYear')}
        error={errors.birthYear}
      />
      {light ? <template data-guardian>{guardianPart}</template> : minor && guardianPart}
    </>
  );
}
