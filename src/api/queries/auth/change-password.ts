// PUT /auth/change-password.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/api/client';

export type ChangePasswordBody = Schemas['ChangePasswordRequest'];

export const changePassword = (body: ChangePasswordBody) => unwrap(api.PUT('/auth/change-password', { body }));

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
