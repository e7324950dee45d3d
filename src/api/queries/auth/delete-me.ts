// DELETE /auth/me: deletes the signed-in user's account, confirmed by their username and password.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

export const deleteMe = (body: { username: string; current_password: string }) => unwrap(api.DELETE('/auth/me', { body }));

export const useDeleteMe = () => useMutation({ mutationFn: deleteMe });
