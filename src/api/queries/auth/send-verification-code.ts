// POST /auth/send-verification-code: (re)sends the 6-digit code; another one only after a minute.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/api/client';

export const sendVerificationCode = (body: Schemas['SendVerificationCodeRequest']) => unwrap(api.POST('/auth/send-verification-code', { body }));

export const useSendVerificationCode = () => useMutation({ mutationFn: sendVerificationCode });
