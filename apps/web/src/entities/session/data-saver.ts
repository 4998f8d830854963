import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataSaverState } from '@thinkbuild/core/renditions';
import type { TMe, TPreferencesRequest } from '@thinkbuild/core/schemas/account';
import { api } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast.ts';
import { ME_QUERY_KEY, useMe } from './session.ts';

/*
 * The data saver (ADR 011): remembered for the account; until the learner chooses, on when the
 * browser asks to save data (Save-Data, seen by the server on /api/me, or
 * navigator.connection.saveData). Shared by the player and the account page.
 */

type TConnection = { saveData?: boolean };

/** The browser's own "save data" hint. */
export function browserSavesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (navigator as Navigator & { connection?: TConnection }).connection?.saveData === true;
}

export const savePreferences = (body: TPreferencesRequest) =>
  api<TMe>('/me/preferences', { method: 'PATCH', body: JSON.stringify(body) });

export function useDataSaverSetting() {
  const { data: me, isPending: loading } = useMe();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: savePreferences,
    onSuccess: (updated) => queryClient.setQueryData(ME_QUERY_KEY, updated),
    onError: (error) => showToast(error.message, 'error'),
  });
  const chosen = mutation.isPending ? mutation.variables.dataSaver : me?.dataSaver;
  const state = dataSaverState(chosen, me !== undefined, browserSavesData());
  return {
    /** What the switch shows. */
    on: state.on,
    /** What Auto plays: capped while the account's choice is not known yet. */
    capsAuto: state.capsAuto,
    // The switch waits for the account rather than flip once it arrives.
    pending: mutation.isPending || (!state.known && loading),
    set: (dataSaver: boolean) => mutation.mutate({ dataSaver }),
  };
}
