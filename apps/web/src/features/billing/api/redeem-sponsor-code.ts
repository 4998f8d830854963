import { useMutation, useQueryClient } from '@tanstack/react-query';
import { redeemSponsorCode } from '../../../entities/plan/sponsor-code.ts';
import { refreshMe } from '../../../entities/session/session.ts';

/**
 * Redeems a sponsor code; the pass opens its tier at once, so the session (the role) and the
 * customer view (/account's "Builder pass — until …") are asked again.
 */
export function useRedeemSponsorCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: redeemSponsorCode,
    onSuccess: async () => {
      await refreshMe(client);
      await client.invalidateQueries({ queryKey: ['customer'] });
    },
  });
}
