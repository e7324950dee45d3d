// POST /auth/forgot-password: asks for a reset link (the same answer whether or not the address exists).
import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/api/client';

export const forgotPassword = (body: Schemas['ForgotPasswordRequest']) => unwrap(api.POST('/auth/forgot-password', { body }));

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
