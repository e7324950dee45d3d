// POST /auth/verify-email: checks the 6-digit code and marks the email verified.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/api/client';

export const verifyEmail = (body: Schemas['VerifyEmailRequest']) => unwrap(api.POST('/auth/verify-email', { body }));

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
