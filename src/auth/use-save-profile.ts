// Saves profile and preference changes with PUT /auth/me and keeps the session's user in step.
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap, type Schemas } from '@/api/client';
import { errorText } from '@/lib/error-text';
import { showToast } from '@/lib/toaster';
import { session } from './session-instance';

export type ProfileUpdate = Schemas['UpdateMeRequest'];

export function useSaveProfile() {
  const { t } = useTranslation('common');
  return useMutation({
    mutationFn: (body: ProfileUpdate) => unwrap(api.PUT('/auth/me', { body })),
    onSuccess: (user) => session.updateUser(user),
    onError: (error) => showToast({ intent: 'danger', icon: 'error', message: t('profile.saveFailed', { message: errorText(t, error) }) }),
  });
}
