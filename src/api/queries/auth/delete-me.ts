// DELETE /auth/me: deletes the signed-in user's account, confirmed by their username.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

export const deleteMe = (username: string) => unwrap(api.DELETE('/auth/me', { body: { username } }));

export const useDeleteMe = () => useMutation({ mutationFn: deleteMe });
