// The session of product-spec §4 as a small state machine: loading → authenticated | unauthenticated.
// Startup checks a stored session with /auth/me; the profile is refreshed every 10 minutes; a 401 from any
// call but login, a failed check or refresh, or a logout ends it, here and in every other open tab.
import type { QueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/api/client';
import { STORAGE_KEYS, storage } from '@/api/storage';
import { SESSION_REFRESH_MS } from '@/lib/constants';

export type User = Schemas['User'];
export type EndReason = 'logout' | 'expired' | 'otherTab';

export type SessionState =
  | { status: 'loading' }
  | { status: 'authenticated'; user: User }
  | { status: 'unauthenticated'; reason?: EndReason };

export interface SessionDeps {
  fetchMe: (signal?: AbortSignal) => Promise<User>;
  queryClient: Pick<QueryClient, 'clear'>;
  /** Called with the user's server-side preferences whenever a fresh user record arrives. */
  onUser?: (user: User) => void;
  refreshMs?: number;
  /** Ends the session on the server too (POST /auth/logout), given its token; a failure changes nothing here. */
  endOnServer?: (token: string, everywhere: boolean) => Promise<unknown>;
  /** The window whose `storage` events tell about other tabs (none in unit tests that don't need it). */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export function createSession(deps: SessionDeps) {
  let state: SessionState = { status: 'loading' };
  let refreshTimer: ReturnType<typeof setInterval> | undefined;
  /**
   * The page is being left (a reload, a link to another site, the tab closed). The browser then fails every call
   * still in flight — in Chromium after `pagehide`, before `unload` — and a check that fails that way has not been
   * answered by the server: it must not end the session, or the page that loads next finds it gone.
   */
  let leaving = false;
  const listeners = new Set<() => void>();

  const set = (next: SessionState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const stopRefresh = () => {
    if (refreshTimer !== undefined) clearInterval(refreshTimer);
    refreshTimer = undefined;
  };

  const becomeAuthenticated = (user: User) => {
    storage.writeUser(user);
    deps.onUser?.(user);
    set({ status: 'authenticated', user });
    stopRefresh();
    refreshTimer = setInterval(() => void session.refresh(), deps.refreshMs ?? SESSION_REFRESH_MS);
  };

  /**
   * Ends the session locally: storage, cached server data, timers. An explicit logout also forgets the user's
   * drafts; an expired session keeps them for the re-login (issue 9: drafts survive a 401).
   */
  const end = (reason: EndReason) => {
    stopRefresh();
    if (reason === 'logout') storage.clearUserData();
    else storage.clearSession();
    deps.queryClient.clear();
    set({ status: 'unauthenticated', reason });
  };

  const verifyStored = async () => {
    try {
      const user = await deps.fetchMe();
      // Another call may have answered 401 meanwhile (the start-up preload's, say) and ended the session: a
      // profile fetched with the old token must not bring it back.
      if (state.status === 'loading') becomeAuthenticated(user);
    } catch {
      if (state.status === 'loading' && !leaving) end('expired');
    }
  };

  const onPageHide = () => {
    leaving = true;
  };
  /** The page came back from the back/forward cache: a check cut short by its leaving is made again. */
  const onPageShow = (event: PageTransitionEvent) => {
    leaving = false;
    if (event.persisted && state.status === 'loading') void verifyStored();
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.token && event.key !== null) return;
    const token = storage.readToken();
    if (!token && state.status !== 'unauthenticated') {
      end('otherTab');
    } else if (token && state.status === 'unauthenticated') {
      // Logged in in another tab: take over its session after checking it.
      set({ status: 'loading' });
      void verifyStored();
    }
  };

  const session = {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** At startup: a stored token and user are checked with /auth/me; failure clears both. */
    async start() {
      deps.window?.addEventListener('storage', onStorage as EventListener);
      deps.window?.addEventListener('pagehide', onPageHide);
      deps.window?.addEventListener('pageshow', onPageShow as EventListener);
      if (storage.readToken() && storage.readUser()) {
        set({ status: 'loading' });
        await verifyStored();
      } else {
        storage.clearSession(); // a token without a user (or the reverse) is no session
        set({ status: 'unauthenticated' });
      }
    },
    /** Login or register succeeded. */
    signIn(result: { access_token: string; user: User }) {
      storage.writeToken(result.access_token);
      becomeAuthenticated(result.user);
    },
    /**
     * Ends the session here at once. A logout ends it on the server as well (in the background: its token stops
     * working everywhere even if this device is lost right after), `everywhere` ends all of the user's sessions;
     * `onServer: false` when the server has already ended it (the account was deleted).
     */
    signOut(reason: EndReason = 'logout', options: { everywhere?: boolean; onServer?: boolean } = {}) {
      const token = storage.readToken();
      if (reason === 'logout' && token && options.onServer !== false) void deps.endOnServer?.(token, options.everywhere ?? false).catch(() => undefined);
      end(reason);
    },
    /** Any call but login answered 401. */
    handleUnauthorized() {
      if (state.status !== 'unauthenticated') end('expired');
    },
    /** The silent 10-minute profile check; a failure logs out. */
    async refresh() {
      if (state.status !== 'authenticated') return;
      try {
        const user = await deps.fetchMe();
        if (state.status === 'authenticated') becomeAuthenticated(user);
      } catch {
        if (state.status === 'authenticated' && !leaving) end('expired');
      }
    },
    /** A profile change saved on the server (settings, header toggles). */
    updateUser(user: User) {
      if (state.status !== 'authenticated') return;
      storage.writeUser(user);
      set({ status: 'authenticated', user });
    },
    dispose() {
      stopRefresh();
      deps.window?.removeEventListener('storage', onStorage as EventListener);
      deps.window?.removeEventListener('pagehide', onPageHide);
      deps.window?.removeEventListener('pageshow', onPageShow as EventListener);
    },
  };
  return session;
}

export type Session = ReturnType<typeof createSession>;
