import { needsGuardian } from '@thinkbuild/core/guardian';
import { TextField } from '../../../ui/text-field.tsx';
import { typedYear } from '../utils/validate.ts';

type TBirthFieldsProps = {
  values: { birthYear: string; guardianEmail: string };
  onChange: (field: 'birthYear' | 'guardianEmail') => (e: { target: { value: string } }) => void;
  errors: { birthYear?: string | undefined; guardianEmail?: string | undefined };
};

/**
 * Sign-up's year of birth (only the year: POPIA asks for no more than is needed) and, for a
 * learner under 18, the parent's or guardian's email that the consent link goes to.
 */
export function BirthFields({ values, onChange, errors }: TBirthFieldsProps) {
  const year = typedYear(values.birthYear);
  const minor = year !== null && needsGuardian(year, new Date());
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
      {minor && (
        <div className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
          <p className="text-slate-700 text-sm">
            Because you are under 18, we ask a parent or guardian to agree. You can start learning
            straight away; paying and posting open once they say yes
            {year !== null && new Date().getUTCFullYear() - year - 1 < 13
              ? ' (under 13, the whole account waits for them)'
              : ''}
            .
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
      )}
    </>
  );
}
