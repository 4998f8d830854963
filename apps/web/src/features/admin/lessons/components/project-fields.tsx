import { CATEGORIES, CATEGORY_LABELS } from '@thinkbuild/core/categories';
import { SECTION_LABELS, SECTIONS } from '@thinkbuild/core/sections';
import { useId } from 'react';
import { ChoiceOptions } from '../../../../ui/choice-options.tsx';
import { SelectField } from '../../../../ui/field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { useAdminProjects } from '../../api/get-admin-projects.ts';
import { NEW_PROJECT, type TLessonDraft } from './lesson-draft.ts';

type TProps = {
  draft: TLessonDraft;
  errors: Record<string, string>;
  onChange: (next: TLessonDraft) => void;
};

/** Where the lesson goes: category, project (or a new one), section and lesson number. */
export function PlacementFields({ draft, errors, onChange }: TProps) {
  const { data } = useAdminProjects();
  const orderId = useId();
  const projects = (data?.projects ?? []).filter((p) => p.category === draft.category);
  const np = draft.newProject;
  const setNew = (patch: Partial<TLessonDraft['newProject']>) =>
    onChange({ ...draft, newProject: { ...np, ...patch } });
  return (
    <fieldset className="space-y-5">
      <legend className="font-bold text-lg text-slate-950">Where it goes</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Category"
          value={draft.category}
          error={errors.category}
          onChange={(e) =>
            onChange({
              ...draft,
              category: e.target.value as TLessonDraft['category'],
              project: '',
            })
          }
        >
          <ChoiceOptions
            placeholder="Choose a category…"
            values={CATEGORIES}
            labels={CATEGORY_LABELS}
          />
        </SelectField>
        <SelectField
          label="Project"
          value={draft.project}
          error={errors['project.slug'] ?? errors.project}
          disabled={!draft.category}
          onChange={(e) => {
            const chosen = projects.find((p) => p.slug === e.target.value);
            onChange({
              ...draft,
              project: e.target.value,
              // A new project is learnt in order unless the admin turns it off.
              learnInOrder: chosen ? chosen.learnInOrder : true,
            });
          }}
        >
          <option value="">
            {draft.category ? 'Choose a project…' : 'Choose a category first'}
          </option>
          {projects.map((p) => (
            <option key={p.slug} value={p.slug}>
              {p.title}
              {p.status === 'coming_soon' ? ' (coming soon)' : ''}
            </option>
          ))}
          <option value={NEW_PROJECT}>+ New project…</option>
        </SelectField>
      </div>
      {draft.project === NEW_PROJECT && (
        <div className="space-y-4 rounded-2xl border border-brand-100 bg-brand-50/50 p-4 sm:p-5">
          <TextField
            label="New project title"
            value={np.title}
            error={errors['project.title']}
            onChange={(e) => setNew({ title: e.target.value })}
          />
          <fieldset>
            <legend className="font-semibold text-slate-900 text-sm">Status</legend>
            <div className="mt-2 flex flex-wrap gap-5 text-sm">
              {(['published', 'coming_soon'] as const).map((status) => (
                <label key={status} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="project-status"
                    checked={np.status === status}
                    onChange={() => setNew({ status })}
                    className="h-4 w-4 accent-brand-600"
                  />
                  {status === 'published' ? 'Published' : 'Coming soon'}
                </label>
              ))}
            </div>
          </fieldset>
          {np.status === 'coming_soon' && (
            <TextField
              label="Coming-soon label"
              hint='e.g. "Coming 14 September"'
              value={np.comingSoonLabel}
              error={errors['project.comingSoonLabel']}
              onChange={(e) => setNew({ comingSoonLabel: e.target.value })}
            />
          )}
        </div>
      )}
      {draft.project && (
        <div className="flex items-start gap-3 rounded-2xl border border-slate-200 p-4 text-sm">
          <input
            id={orderId}
            type="checkbox"
            checked={draft.learnInOrder}
            aria-describedby={`${orderId}-hint`}
            onChange={(e) => onChange({ ...draft, learnInOrder: e.target.checked })}
            className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
          />
          <div>
            <label htmlFor={orderId} className="block font-semibold text-slate-900">
              Learn in order
            </label>
            <p id={`${orderId}-hint`} className="text-slate-600">
              For the whole project: a lesson opens only when the lesson before it is complete (its
              quiz passed).
            </p>
          </div>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Section"
          value={draft.section}
          error={errors.section}
          onChange={(e) =>
            onChange({ ...draft, section: e.target.value as TLessonDraft['section'] })
          }
        >
          <ChoiceOptions
            placeholder="Choose a section…"
            values={SECTIONS}
            labels={SECTION_LABELS}
          />
        </SelectField>
        <TextField
          label="Lesson number"
          hint="A whole number, unique in its section"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={draft.number}
          error={errors.number}
          onChange={(e) => onChange({ ...draft, number: e.target.value })}
        />
      </div>
    </fieldset>
  );
}
