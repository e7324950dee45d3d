// Saving preferences on the server, for the preferences store (preferences.ts): loaded on the first change a
// signed-in user makes, so no page's first load carries it.
import { updateMe } from '@/api/queries/auth/update-me';
import type { components } from '@/api/schema';
import { errorText } from './error-text';
import { i18n } from './i18n';
import { showToast } from './toaster';

type Preferences = components['schemas']['Preferences'];

/** PUT /auth/me with the change (the interface language also as the user's own); a failure is told to the user here, once, and rethrown. */
export async function savePreferences(change: Partial<Preferences>) {
  try {
    return await updateMe({ preferences: change, ...(change.language ? { language: change.language } : {}) });
  } catch (error) {
    showToast({ intent: 'danger', icon: 'error', message: i18n.t('common:profile.saveFailed', { message: errorText(i18n.t, error) }) });
    throw error;
  }
}
