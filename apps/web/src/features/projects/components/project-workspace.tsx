import { useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@thinkbuild/core/format';
import type {
  TWorkspace,
  TWorkspaceVersion,
  TWorkspaceVersionSummary,
} from '@thinkbuild/core/schemas/workspace';
import { useState } from 'react';
import { useTimeZone } from '../../../entities/session/session.ts';
import {
  downloadHref,
  fetchVersion,
  type TProjectRef,
  useRestoreVersion,
  workspaceKeys,
} from '../../../entities/workspace/workspace-api.ts';
import { showToast } from '../../../lib/toast.ts';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { type TProjectSave, useProjectFiles } from '../hooks/use-project-files.ts';
import { HistoryDialog } from './history-dialog.tsx';
import { ProjectEditor } from './project-editor.tsx';
import { PublishBar } from './publish-bar.tsx';

type TProps = {
  project: TProjectRef;
  workspace: TWorkspace;
  owner: string;
  /** The plan publishes (core's canPublish). */
  canPublish: boolean;
};

const WORDS: Record<Exclude<TProjectSave['state'], 'failed'>, string> = {
  idle: 'All changes saved',
  saving: 'Saving…',
  saved: 'All changes saved',
  'on-device': 'Saved on this device: it syncs when you are back online',
};

/** The toolbar (save state, History, Download), the editor, and an old version when looked at. */
export function ProjectWorkspace({ project, workspace, owner, canPublish }: TProps) {
  const queryClient = useQueryClient();
  const zone = useTimeZone();
  const files = useProjectFiles(project, workspace, owner, {
    onKept: () => {
      showToast('Your account had a newer copy from another device: it is kept in History.');
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.versions(project) });
    },
  });
  const restore = useRestoreVersion(project);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [looking, setLooking] = useState<TWorkspaceVersion | null>(null);
  const [restoring, setRestoring] = useState<string | null>(null);

  async function look(version: TWorkspaceVersionSummary) {
    try {
      setLooking(await fetchVersion(project, version.id));
      setHistoryOpen(false);
    } catch {
      showToast('That version could not be loaded. Try again.', 'error');
    }
  }

  async function restoreVersion(version: TWorkspaceVersionSummary) {
    setRestoring(version.id);
    try {
      // What is typed reaches the account first, so the restore keeps it in History.
      await files.saveNow();
      const restored = await restore.mutateAsync(version.id);
      files.replace(restored);
      setLooking(null);
      setHistoryOpen(false);
      showToast(`Restored ${version.label}. Your code before it is kept in History.`);
    } catch {
      showToast('That version could not be restored. Try again.', 'error');
    } finally {
      setRestoring(null);
    }
  }

  const status = files.status;
  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <p
          role="status"
          className={`text-sm ${status.state === 'failed' ? 'font-semibold text-red-700' : 'text-slate-600'}`}
        >
          {status.state === 'failed' ? `Not saved: ${status.message}` : WORDS[status.state]}
        </p>
        <div className="ml-auto flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setHistoryOpen(true)}>
            History
          </Button>
          <a href={downloadHref(project)} download className={buttonClass('secondary')}>
            Download .zip
          </a>
        </div>
      </div>
      <PublishBar project={project} allowed={canPublish} beforePublish={files.saveNow} />
      {looking && (
        <section
          aria-label="An earlier version"
          className="flex flex-wrap items-center gap-3 border-amber-200 border-t bg-amber-50 px-4 py-3 sm:px-6"
        >
          <p className="text-amber-950 text-sm">
            You are looking at <strong>{looking.label}</strong>, from{' '}
            {formatDateTime(looking.createdAt, zone)}. It is read only.
          </p>
          <div className="ml-auto flex gap-2">
            <Button onClick={() => void restoreVersion(looking)} busy={restoring === looking.id}>
              Restore this version
            </Button>
            <Button variant="secondary" onClick={() => setLooking(null)}>
              Back to my code
            </Button>
          </div>
        </section>
      )}
      {looking ? (
        <ProjectEditor key={looking.id} files={looking.files} />
      ) : (
        <ProjectEditor key="mine" files={files.files} onChange={files.change} />
      )}
      <HistoryDialog
        open={historyOpen}
        project={project}
        onClose={() => setHistoryOpen(false)}
        onLook={(v) => void look(v)}
        onRestore={(v) => void restoreVersion(v)}
        restoring={restoring}
      />
    </div>
  );
}
