// Everything the app keeps in the browser, under the keys product-spec §3 fixes, in one module.
import type { components } from './schema';

type User = components['schemas']['User'];
type Preferences = components['schemas']['Preferences'];
export type UiLanguage = components['schemas']['UiLanguage'];

export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  language: 'language',
  preferences: 'userPreferences',
} as const;

/** Response header that carries a refreshed access token. */
export const NEW_TOKEN_HEADER = 'x-new-token';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, quota): behave as if nothing was stored
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage disabled: the app still works for this tab */
  }
}

function readJson<T>(key: string): T | null {
  const raw = read(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export const storage = {
  readToken: () => read(STORAGE_KEYS.token),
  writeToken: (token: string) => write(STORAGE_KEYS.token, token),
  readUser: () => readJson<User>(STORAGE_KEYS.user),
  writeUser: (user: User) => write(STORAGE_KEYS.user, JSON.stringify(user)),
  readPreferences: () => readJson<Preferences>(STORAGE_KEYS.preferences),
  writePreferences: (prefs: Preferences) => write(STORAGE_KEYS.preferences, JSON.stringify(prefs)),
  readLanguage: (): UiLanguage | null => {
    const value = read(STORAGE_KEYS.language);
    return value === 'zh' || value === 'en' ? value : null;
  },
  writeLanguage: (language: UiLanguage) => write(STORAGE_KEYS.language, language),
  /**
   * Forgets the session and the server data kept with it. What this browser shows stays: the interface
   * language (its own key) and the theme, kept as the only preference so a logged-out page looks the same.
   * The user's own work in this browser (code drafts) stays too: a session that merely expired is followed by
   * a login of the same person, who must find it.
   */
  clearSession: () => {
    write(STORAGE_KEYS.token, null);
    write(STORAGE_KEYS.user, null);
    const prefs = readJson<Preferences>(STORAGE_KEYS.preferences);
    write(STORAGE_KEYS.preferences, prefs ? JSON.stringify({ darkTheme: prefs.darkTheme, language: prefs.language }) : null);
  },
  /**
   * An explicit logout: the session as above, and every other key of this origin too (code drafts, anything a
   * feature may store later), so the next person at a shared computer finds nothing of this user. Only the
   * interface language and the theme remain.
   */
  clearUserData: () => {
    storage.clearSession();
    try {
      const keep = new Set<string>([STORAGE_KEYS.language, STORAGE_KEYS.preferences]);
      const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
      for (const key of keys) if (key !== null && !keep.has(key)) localStorage.removeItem(key);
    } catch {
      /* storage disabled: nothing was kept */
    }
  },
};
