import { SITE_MESSAGES } from '@thinkbuild/core/sites';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTimeZone } from '../../../entities/session/session.ts';
import { SiteAddress } from '../../../entities/workspace/site-address.tsx';
import { useSite, useUnpublish } from '../../../entities/workspace/site-api.ts';
import type { TProjectRef } from '../../../entities/workspace/workspace-api.ts';
import { errorsOfSave } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { RocketIcon } from '../../../ui/icons.tsx';
import { PublishDialog } from './publish-dialog.tsx';

type TProps = {
  project: TProjectRef;
  /** The plan publishes (core's canPublish); else the offer. */
  allowed: boolean;
  /** Sends what is typed before a publish copies the account's files. */
  beforePublish: () => Promise<void>;
};

/** Where the project is online, or how to put it there: Publish, Publish changes, Take down. */
export function PublishBar({ project, allowed, beforePublish }: TProps) {
  const zone = useTimeZone();
  const site = useSite(project, allowed);
  const unpublish = useUnpublish(project);
  const [publishing, setPublishing] = useState(false);
  const [takingDown, setTakingDown] = useState(false);
  const online = site.data?.site ?? null;

  const frame =
    'flex flex-wrap items-center gap-x-4 gap-y-2 border-slate-200 border-t bg-white px-4 py-3 sm:px-6';
  if (!allowed)
    return (
      <div className={frame}>
        <RocketIcon className="h-5 w-5 shrink-0 text-brand-700" />
        <p className="min-w-0 flex-1 text-slate-700 text-sm">{SITE_MESSAGES.needsPlan}.</p>
        <Link to="/subscription" className="font-semibold text-brand-700 text-sm hover:underline">
          See plans
        </Link>
      </div>
    );

  return (
    <section aria-label="Publishing" className={frame}>
      <RocketIcon className="h-5 w-5 shrink-0 text-brand-700" />
      <div className="min-w-0 flex-1 text-sm">
        {site.isPending && <p className="text-slate-600">Checking where your project is online…</p>}
        {site.isError && <p className="text-red-700">Could not tell whether it is online.</p>}
        {site.data && !online && (
          <p className="text-slate-700">
            Not online yet. Publish it to get a public address you can share.
          </p>
        )}
        {online && <SiteAddress site={online} timeZone={zone} />}
      </div>
      {site.data && (
        <div className="flex flex-wrap gap-2">
          {online && (
            <Button variant="ghost" onClick={() => setTakingDown(true)}>
              Take down
            </Button>
          )}
          <Button
            onClick={async () => {
              await beforePublish();
              setPublishing(true);
            }}
          >
            {online ? 'Publish changes' : 'Publish'}
          </Button>
        </div>
      )}
      {site.data && (
        <PublishDialog
          open={publishing}
          project={project}
          handle={site.data.handle}
          address={site.data.address}
          republish={online !== null}
          onClose={() => setPublishing(false)}
          onPublished={(url) => {
            setPublishing(false);
            showToast(`Your project is online at ${url}`);
          }}
        />
      )}
      <ConfirmDialog
        open={takingDown}
        title="Take your project down?"
        body="Its address stops working at once. Your files stay here, and you can publish again at any time."
        confirmLabel="Take down"
        busy={unpublish.isPending}
        onClose={() => setTakingDown(false)}
        onConfirm={() =>
          unpublish.mutate(undefined, {
            onSuccess: () => {
              setTakingDown(false);
              showToast('Your project is offline. Its files are still here.');
            },
            onError: (error) => showToast(errorsOfSave(error).message, 'error'),
          })
        }
      />
    </section>
  );
}
