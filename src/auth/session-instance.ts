// The app's session, wired to the API client, the query cache and the preferences store.
import { useSyncExternalStore } from 'react';
import { setApiHandlers } from '@/api/client';
import { preferencesStore } from '@/lib/preferences';
import { queryClient } from '@/lib/query-client';
import { getMe } from '@/api/queries/auth/get-me';
import { logout } from '@/api/queries/auth/logout';
import { createSession, type SessionState } from './session';

export const session = createSession({
  fetchMe: getMe,
  endOnServer: logout,
  queryClient,
  onUser: (user) => preferencesStore.adopt(user.preferences),
  window: typeof window === 'undefined' ? undefined : window,
});

preferencesStore.connect({
  signedIn: () => session.getState().status === 'authenticated',
  saved: (user) => session.updateUser(user),
});

setApiHandlers({
  onUnauthorized: () => session.handleUnauthorized(),
  getLanguage: () => preferencesStore.get().language,
});

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
