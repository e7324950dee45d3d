// POST /auth/login: credentials in, a session out (a 401 is a form error, not the end of a session).
import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/api/client';

export const login = (body: Schemas['LoginRequest']) => unwrap(api.POST('/auth/login', { body }));

export const useLogin = () => useMutation({ mutationFn: login });
