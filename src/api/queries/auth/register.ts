// POST /auth/register: creates the account, answers with a session and emails a verification code.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/api/client';

export const register = (body: Schemas['RegisterRequest']) => unwrap(api.POST('/auth/register', { body }));

export const useRegister = () => useMutation({ mutationFn: register });
