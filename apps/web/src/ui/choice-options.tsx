/** A select's empty "Choose …" option, then one option per value with its label. */
export function ChoiceOptions<T extends string>({
  placeholder,
  values,
  labels,
}: {
  placeholder: string;
  values: readonly T[];
  labels: Record<T, string>;
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </>
  );
}
