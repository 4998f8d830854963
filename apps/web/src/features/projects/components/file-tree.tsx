import {
  filePathProblem,
  languageOfPath,
  type TWorkspaceFile,
  WORKSPACE_ENTRY,
  WORKSPACE_LIMITS_TEXT,
  workspaceProblem,
} from '@thinkbuild/core/workspace';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { CrossIcon, FileCodeIcon } from '../../../ui/icons.tsx';

type TProps = {
  files: readonly TWorkspaceFile[];
  active: string;
  onSelect: (path: string) => void;
  onAdd: (file: TWorkspaceFile) => void;
  onDelete: (path: string) => void;
  /** While an old version is shown, nothing is added or deleted. */
  readOnly: boolean;
};

/** What a new file starts with, by its kind. */
function newFileContent(path: string) {
  const language = languageOfPath(path);
  if (language === 'html')
    return `<!DOCTYPE html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8">\n    <title>${path}</title>\n  </head>\n  <body>\n\n  </body>\n</html>\n`;
  if (language === 'css') return `/* ${path} */\n`;
  return `// ${path}\n`;
}

const folderOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');
const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The project's files by folder, each a button that opens it; New file under them. */
export function FileTree({ files, active, onSelect, onAdd, onDelete, readOnly }: TProps) {
  const headingId = useId();
  const folders = new Map<string, TWorkspaceFile[]>();
  for (const file of files) {
    const folder = folderOf(file.path);
    folders.set(folder, [...(folders.get(folder) ?? []), file]);
  }
  return (
    <nav aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 p-3">
      <h2 id={headingId} className="px-1 font-bold text-slate-700 text-xs uppercase tracking-wide">
        Files
      </h2>
      <ul className="flex flex-col gap-0.5 max-lg:flex-row max-lg:flex-wrap max-lg:gap-1">
        {[...folders.entries()].map(([folder, inside]) => (
          <li key={folder || '/'} className="contents">
            {folder && (
              <span className="mt-2 px-2 font-semibold text-slate-500 text-xs max-lg:hidden">
                {folder}/
              </span>
            )}
            <ul className="contents">
              {inside.map((file) => (
                <li key={file.path} className="group flex items-center">
                  <button
                    type="button"
                    onClick={() => onSelect(file.path)}
                    aria-current={file.path === active ? 'true' : undefined}
                    aria-label={file.path}
                    title={file.path}
                    className={`flex min-w-0 flex-1 items-center gap-2 rounded-lg px-2 py-1.5 text-left font-mono text-sm ${folder ? 'lg:pl-5' : ''} ${
                      file.path === active
                        ? 'bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-200'
                        : 'text-slate-700 hover:bg-slate-100'
                    }`}
                  >
                    <FileCodeIcon className="h-4 w-4 shrink-0 text-slate-500" />
                    <span className="truncate">
                      <span className="lg:hidden">{file.path}</span>
                      <span className="max-lg:hidden">{nameOf(file.path)}</span>
                    </span>
                  </button>
                  {!readOnly && file.path !== WORKSPACE_ENTRY && (
                    <button
                      type="button"
                      onClick={() => onDelete(file.path)}
                      aria-label={`Delete ${file.path}`}
                      className="ml-0.5 rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700"
                    >
                      <CrossIcon className="h-3.5 w-3.5" />
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {!readOnly && <NewFile files={files} onAdd={onAdd} />}
      <p className="px-1 text-slate-500 text-xs">{WORKSPACE_LIMITS_TEXT}.</p>
    </nav>
  );
}

function NewFile({ files, onAdd }: { files: readonly TWorkspaceFile[]; onAdd: TProps['onAdd'] }) {
  const [open, setOpen] = useState(false);
  const [path, setPath] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  function add(event: FormEvent) {
    event.preventDefault();
    const wanted = path.trim().replace(/^\.?\//, '');
    const file = { path: wanted, content: newFileContent(wanted) };
    const problem =
      filePathProblem(wanted) ??
      (files.some((f) => f.path.toLowerCase() === wanted.toLowerCase())
        ? `Another file is already named ${wanted}`
        : workspaceProblem([...files, file]));
    if (problem) {
      setError(problem);
      return;
    }
    onAdd(file);
    setPath('');
    setError(null);
    setOpen(false);
  }

  if (!open)
    return (
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        New file
      </Button>
    );
  return (
    <form onSubmit={add} noValidate className="flex flex-col gap-2 px-1">
      <label htmlFor={inputId} className="font-semibold text-slate-800 text-sm">
        File name
      </label>
      <input
        id={inputId}
        // biome-ignore lint/a11y/noAutofocus: the field is what the New file button asked for
        autoFocus
        value={path}
        onChange={(e) => setPath(e.target.value)}
        placeholder="about.html or css/site.css"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        spellCheck={false}
        autoCapitalize="off"
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-slate-900 text-sm"
      />
      {error && (
        <p id={errorId} className="font-semibold text-red-700 text-sm">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit">Add file</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setOpen(false);
            setError(null);
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
