// The app's session, wired to the API client, the query cache and the preferences store.
import { useSyncExternalStore } from 'react';
import { setApiHandlers } from '@/api/client';
import { preferencesStore } from '@/lib/preferences';
import { queryClient } from '@/lib/query-client';
import { createSession, fetchMe, type SessionState } from './session';

export const session = createSession({
  fetchMe,
  queryClient,
  onUser: (user) => preferencesStore.adopt(user.preferences, preferencesStore.get().language),
  window: typeof window === 'undefined' ? undefined : window,
});

setApiHandlers({
  onUnauthorized: () => session.handleUnauthorized(),
  getLanguage: () => preferencesStore.get().language,
});

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
