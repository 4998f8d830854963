import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TERMS_VERSION, type TSignUpRequest } from '@thinkbuild/core/schemas/account';
import { api } from '../../../lib/api-client.ts';
import { signupName } from '../utils/validate.ts';
import { enterSession } from './sign-in.ts';

/** better-auth's email sign-up with our fields; answers 200 and signs the new user in. */
export const signUp = (body: TSignUpRequest) =>
  api<unknown>('/auth/sign-up/email', { method: 'POST', body: JSON.stringify(body) });

type TSignUpFields = Pick<TSignUpRequest, 'email' | 'password' | 'birthYear' | 'guardianEmail'>;

/** Creates the account for someone who accepted the current terms and confirmed their age. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: TSignUpFields) => {
      await signUp({
        ...fields,
        name: signupName(fields.email),
        ageConfirmed: true,
        termsVersionAccepted: TERMS_VERSION,
      });
      return enterSession(queryClient);
    },
  });
}
