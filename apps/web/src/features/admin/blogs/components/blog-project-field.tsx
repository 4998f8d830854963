import type { TCategory } from '@thinkbuild/core/categories';
import { SelectField } from '../../../../ui/field.tsx';
import { useAdminProjects } from '../../api/get-admin-projects.ts';

type TProps = {
  category: TCategory | '';
  value: string;
  error: string | undefined;
  onChange: (slug: string) => void;
};

/**
 * The course project a post leads to: one of its category's projects, or none (the post then
 * links to the category's courses). A coming-soon project is linked once it is published.
 */
export function BlogProjectField({ category, value, error, onChange }: TProps) {
  const { data } = useAdminProjects();
  const projects = (data?.projects ?? []).filter((p) => p.category === category);
  return (
    <SelectField
      label="Course project"
      hint="The end of the post links to this course's page. With None it links to the category's courses."
      value={value}
      error={error}
      disabled={!category}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">None</option>
      {projects.map((p) => (
        <option key={p.slug} value={p.slug}>
          {p.status === 'coming_soon' ? `${p.title} (coming soon)` : p.title}
        </option>
      ))}
      {/* Until the list arrives, the saved project stays selected rather than reading None. */}
      {value && !projects.some((p) => p.slug === value) && <option value={value}>{value}</option>}
    </SelectField>
  );
}
