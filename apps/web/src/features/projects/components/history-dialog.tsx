import { formatDateTime } from '@thinkbuild/core/format';
import type { TWorkspaceVersionSummary } from '@thinkbuild/core/schemas/workspace';
import { useId } from 'react';
import { useTimeZone } from '../../../entities/session/session.ts';
import { type TProjectRef, useVersions } from '../../../entities/workspace/workspace-api.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { LoadError } from '../../../ui/load-error.tsx';

type TProps = {
  open: boolean;
  project: TProjectRef;
  onClose: () => void;
  /** Shows the version in the editor and preview, read-only, until restored or left. */
  onLook: (version: TWorkspaceVersionSummary) => void;
  onRestore: (version: TWorkspaceVersionSummary) => void;
  restoring: string | null;
};

/** History: every version of the project, newest first; each can be looked at or restored. */
export function HistoryDialog({ open, project, onClose, onLook, onRestore, restoring }: TProps) {
  const titleId = useId();
  const leadId = useId();
  const zone = useTimeZone();
  const { data, isPending, isError, refetch } = useVersions(project, open);
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} describedBy={leadId} size="wide">
      <div className="p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="font-extrabold text-slate-950 text-xl tracking-tight">
            History
          </h2>
          <Button variant="ghost" className="-mt-1 -mr-2 px-3" onClick={onClose}>
            Close
          </Button>
        </div>
        <p id={leadId} className="mt-1 text-slate-600 text-sm">
          A version is kept for each passed step, each restore, each copy replaced from another
          device, and every few minutes while you type. Restoring one keeps everything else.
        </p>
        {isPending && (
          <div role="status" aria-label="Loading the history" className="mt-5 space-y-2">
            {[0, 1, 2].map((n) => (
              <div key={n} className="h-14 animate-pulse rounded-xl bg-slate-100" />
            ))}
          </div>
        )}
        {isError && (
          <div className="mt-5">
            <LoadError what="The history" retry={() => refetch()} />
          </div>
        )}
        {data && (
          <ol className="mt-5 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {data.versions.map((version, i) => (
              <li
                key={version.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    {version.label}
                    {i === 0 && (
                      <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-600 text-xs">
                        Newest
                      </span>
                    )}
                  </p>
                  <p className="text-slate-600 text-sm">
                    <time dateTime={version.createdAt}>
                      {formatDateTime(version.createdAt, zone)}
                    </time>{' '}
                    · {version.fileCount} {version.fileCount === 1 ? 'file' : 'files'}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    onClick={() => onLook(version)}
                    aria-label={`Look at ${version.label}, ${formatDateTime(version.createdAt, zone)}`}
                  >
                    Look
                  </Button>
                  <Button
                    onClick={() => onRestore(version)}
                    busy={restoring === version.id}
                    disabled={restoring !== null}
                    aria-label={`Restore ${version.label}, ${formatDateTime(version.createdAt, zone)}`}
                  >
                    Restore
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Dialog>
  );
}
