import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signUp, signUpRequest, type TSignUpFields } from './requests.ts';
import { enterSession } from './sign-in.ts';

export { signUp };

/** Creates the account (requests.ts's signUpRequest), then enters the new user's session. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: TSignUpFields) => {
      await signUpRequest(fields);
      return enterSession(queryClient);
    },
  });
}
