import type { TExerciseFile } from '@thinkbuild/core/schemas/exercise';
import { useId, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { CodeEditor } from '../../../ui/code-editor/index.tsx';
import { FileTabs } from './file-tabs.tsx';

/** The exercise's solution to read (not editable), and a way to load it into the editor. */
export function SolutionPanel({
  files,
  onLoad,
  onClose,
}: {
  files: readonly TExerciseFile[];
  onLoad: () => void;
  onClose: () => void;
}) {
  const [active, setActive] = useState(0);
  const id = useId();
  const file = files[active] ?? files[0];
  if (!file) return null;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="border-slate-200 border-t bg-slate-50 p-4 sm:p-7"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-heading`} className="font-bold text-slate-950 text-lg">
          Solution
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onLoad}>
            Load into the editor
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Hide solution
          </Button>
        </div>
      </div>
      <div className="mt-4 overflow-hidden rounded-xl border border-slate-200 bg-white">
        <div className="border-slate-200 border-b bg-slate-50 px-2 pt-1">
          <FileTabs
            names={files.map((f) => f.name)}
            active={active}
            onSelect={setActive}
            panelId={`${id}-panel`}
            idOf={(i) => `${id}-tab-${i}`}
          />
        </div>
        <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${active}`}>
          <CodeEditor
            value={file.content}
            language={file.language}
            readOnly
            aria-label={`Solution: ${file.name}`}
            className="h-64"
          />
        </div>
      </div>
    </section>
  );
}
