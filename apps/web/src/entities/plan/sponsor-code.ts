import type {
  TRedeemSponsorCodeRequest,
  TRedeemSponsorCodeResponse,
} from '@thinkbuild/core/schemas/sponsor-codes';
import { api } from '../../lib/api-client.ts';

/*
 * POST /api/sponsor-codes/redeem as a plain function (no React, no query library, no zod), so
 * both /subscription's box (billing) and the sign-up page's island (auth, decisions/042) send it.
 */

/** Redeems a sponsor code for the signed-in learner: the pass it gave, or an ApiError saying why not. */
export const redeemSponsorCode = (body: TRedeemSponsorCodeRequest) =>
  api<TRedeemSponsorCodeResponse>('/sponsor-codes/redeem', {
    method: 'POST',
    body: JSON.stringify(body),
  });

/** How a sponsor code's input is written wherever one is typed (sign-up, /subscription). */
export const SPONSOR_CODE_INPUT = {
  placeholder: '7KQ2-M9XD-R4TB',
  autoComplete: 'off',
  autoCapitalize: 'characters',
  spellCheck: false,
  maxLength: 40,
} as const;
