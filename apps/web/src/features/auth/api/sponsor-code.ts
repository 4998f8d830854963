import { normaliseSponsorCode } from '@thinkbuild/core/sponsor-codes';
import { redeemSponsorCode } from '../../../entities/plan/sponsor-code.ts';
import type { TToast } from '../../../lib/toast.ts';
import { authErrorMessage } from '../utils/auth-errors.ts';

/**
 * A sponsor code typed at sign-up, redeemed with the new account's session once it exists
 * (decisions/043, "Sponsor codes — built"): better-auth's sign-up takes no field of ours to act
 * on, and a code given before the account is made would be spent on an account that may never
 * be. What the learner is told on the next page: the pass they got, or why not and where to try
 * again. Nothing when no code was typed. Shared by the React page and the island (no React).
 */
export async function redeemAfterSignUp(
  typed: string,
): Promise<{ message: string; tone: TToast['tone'] } | null> {
  if (!typed.trim()) return null;
  const code = normaliseSponsorCode(typed);
  try {
    if (!code) throw new Error('not a code');
    const got = await redeemSponsorCode({ code });
    return {
      message: `Your account is ready, and your sponsor code is redeemed: ${got.text}.`,
      tone: 'success',
    };
  } catch (error) {
    return {
      message: `Your account is ready, but your sponsor code was not redeemed: ${authErrorMessage(error)} You can try it again on the Plans page.`,
      tone: 'error',
    };
  }
}
