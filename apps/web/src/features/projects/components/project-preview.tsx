import type { TWorkspaceFile } from '@thinkbuild/core/workspace';
import { useEffect, useRef } from 'react';
import { ConsolePanel } from '../../../entities/runner/console-panel.tsx';
import { PreviewFrame } from '../../../entities/runner/preview-frame.tsx';
import { useRunner } from '../../../entities/runner/use-runner.ts';
import { useOnline } from '../../../lib/use-online.ts';

/** How long typing must pause before the preview shows the page again. */
const LIVE_DELAY_MS = 800;

const asRunnerFiles = (files: readonly TWorkspaceFile[]) =>
  files.map((f) => ({ name: f.path, content: f.content }));

/**
 * The live preview of the project's index.html in the exercise sandbox (decisions/019): shown as
 * soon as it comes into view, again whenever typing pauses, with the page's console below.
 */
export function ProjectPreview({ files }: { files: readonly TWorkspaceFile[] }) {
  const frame = useRef<HTMLDivElement>(null);
  const latest = useRef(files);
  latest.current = files;
  const runner = useRunner(frame, () => void runner.run(asRunnerFiles(latest.current)));
  const online = useOnline();
  const { run } = runner;
  const first = useRef(true);

  useEffect(() => {
    // The first view runs it (useRunner's onFirstView); after that, each pause in typing.
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => void run(asRunnerFiles(files)), LIVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [files, run]);

  return (
    <div className="flex min-w-0 flex-col">
      <PreviewFrame
        frame={frame}
        level="h2"
        note="index.html, updated as you type"
        offline={
          online
            ? null
            : 'You are offline: the preview comes back with the connection. Your code is kept on this device.'
        }
        className="h-80 lg:h-[28rem]"
      />
      <ConsolePanel entries={runner.console} onClear={runner.clear} />
    </div>
  );
}
