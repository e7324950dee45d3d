// POST /auth/reset-password: sets a new password with the reset link's token.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/api/client';

export const resetPassword = (body: Schemas['ResetPasswordRequest']) => unwrap(api.POST('/auth/reset-password', { body }));

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
