import { languageLabel } from '../../../../lib/code-language.ts';

/** The options of a code-language select (a snippet's, an exercise file's), by their names. */
export function LanguageOptions({ languages }: { languages: readonly string[] }) {
  return languages.map((l) => (
    <option key={l} value={l}>
      {languageLabel(l)}
    </option>
  ));
}
