import { languageOfPath, sortedFiles, type TWorkspaceFile } from '@thinkbuild/core/workspace';
import { useId, useState } from 'react';
import { CodeEditor } from '../../../ui/code-editor/index.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { FileTree } from './file-tree.tsx';
import { ProjectPreview } from './project-preview.tsx';

type TProps = {
  files: readonly TWorkspaceFile[];
  /** Every change (typing, a new file, a deletion); absent while an old version is shown. */
  onChange?: (files: TWorkspaceFile[]) => void;
};

/** The file tree, the editor of the open file and the live preview, side by side on a wide screen. */
export function ProjectEditor({ files, onChange }: TProps) {
  const [active, setActive] = useState('index.html');
  const [deleting, setDeleting] = useState<string | null>(null);
  const keysId = useId();
  const file = files.find((f) => f.path === active) ?? files[0];
  const readOnly = !onChange;

  const edit = (content: string) =>
    onChange?.(files.map((f) => (f.path === file?.path ? { ...f, content } : f)));

  return (
    <div className="grid border-slate-200 border-y bg-white lg:grid-cols-[13rem_minmax(0,1fr)_minmax(0,1fr)]">
      <div className="border-slate-200 max-lg:border-b lg:border-r">
        <FileTree
          files={files}
          active={file?.path ?? ''}
          onSelect={setActive}
          readOnly={readOnly}
          onAdd={(added) => {
            onChange?.(sortedFiles([...files, added]));
            setActive(added.path);
          }}
          onDelete={setDeleting}
        />
      </div>
      <div className="min-w-0 border-slate-200 lg:border-r">
        {file && (
          <>
            <div className="flex items-center justify-between gap-3 border-slate-200 border-b bg-slate-50 px-4 py-2">
              <h2 className="truncate font-mono font-semibold text-slate-800 text-sm">
                {file.path}
              </h2>
              {readOnly && <span className="text-slate-600 text-xs">Read only</span>}
            </div>
            <CodeEditor
              value={file.content}
              language={languageOfPath(file.path) ?? 'html'}
              onChange={readOnly ? undefined : edit}
              readOnly={readOnly}
              aria-label={`Code editor: ${file.path}`}
              aria-describedby={keysId}
              className="h-96 lg:h-[34rem]"
            />
            <p id={keysId} className="border-slate-200 border-t px-4 py-2 text-slate-500 text-xs">
              Tab indents. To leave the editor, press Esc, then Tab.
            </p>
          </>
        )}
      </div>
      <ProjectPreview files={files} />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting ?? ''}?`}
        body="The file leaves your project. History keeps a version that still has it, so you can restore it."
        confirmLabel="Delete"
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          onChange?.(files.filter((f) => f.path !== deleting));
          if (active === deleting) setActive('index.html');
          setDeleting(null);
        }}
      />
    </div>
  );
}
