import { useMutation } from '@tanstack/react-query';
import { RESET_PASSWORD_PATH, requestPasswordReset } from './requests.ts';

export { RESET_PASSWORD_PATH, requestPasswordReset };

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
