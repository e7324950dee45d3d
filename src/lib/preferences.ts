// The user's preferences (theme, language, editor settings…) and their one owner: every reader and every writer
// goes through this store. It applies them to the page, keeps them under `userPreferences` and, for the interface
// language, `language` (product-spec §3), and tells the server (PUT /auth/me) when a signed-in user changes one:
// - quick toggles (the header's theme and language, the account pages' too): change() applies at once, and the
//   server learns the choice in the background so other devices follow;
// - the settings form: save() has the server save first and applies what it saved;
// - the session's profile (login, start-up check, 10-minute refresh): adopt() takes the server's preferences.
import { useSyncExternalStore } from 'react';
import { Classes } from '@blueprintjs/core';
import type { components } from '@/api/schema';
import { storage } from '@/api/storage';
import { DEFAULT_LANGUAGE, PREFERENCE_DEFAULTS } from './constants';
import { HTML_LANG, i18n } from './i18n';

export type Preferences = Required<components['schemas']['Preferences']>;
type User = components['schemas']['User'];

/** How the store learns about the session (src/auth plugs in, so this layer does not import it). */
export interface PreferencesSession {
  signedIn: () => boolean;
  /** The server saved a change and answered with the updated user. */
  saved: (user: User) => void;
}

function initial(): Preferences {
  const stored: Partial<Preferences> = storage.readPreferences() ?? {};
  const language = storage.readLanguage() ?? stored.language ?? DEFAULT_LANGUAGE;
  return { ...PREFERENCE_DEFAULTS, ...stored, language };
}

let current: Preferences = initial();
let session: PreferencesSession | undefined;
const listeners = new Set<() => void>();
// The language last asked of i18next. i18n.language changes only once the new language's texts have loaded, so
// comparing with it would skip the second switch of a quick zh → en → zh and leave the texts in English.
let requestedLanguage: string | undefined;

function applyToPage(prefs: Preferences) {
  if (typeof document === 'undefined') return;
  document.body.classList.toggle(Classes.DARK, prefs.darkTheme);
  document.documentElement.style.colorScheme = prefs.darkTheme ? 'dark' : 'light';
  document.documentElement.lang = HTML_LANG[prefs.language];
  if (i18n.isInitialized && (requestedLanguage ?? i18n.language) !== prefs.language) {
    requestedLanguage = prefs.language;
    void i18n.changeLanguage(prefs.language);
  }
}

/** Applies and stores a change here. */
function apply(change: Partial<Preferences>) {
  current = { ...current, ...change };
  storage.writePreferences(current);
  storage.writeLanguage(current.language);
  applyToPage(current);
  listeners.forEach((listener) => listener());
}

/** Saves a change on the server (preferences-save.ts tells the user of a failure) and hands the session its answer. */
async function saveOnServer(change: Partial<Preferences>): Promise<void> {
  const { savePreferences } = await import('./preferences-save');
  session?.saved(await savePreferences(change));
}

export const preferencesStore = {
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called once by the session (src/auth/session-instance.ts). */
  connect(next: PreferencesSession) {
    session = next;
  },
  /** A quick toggle: applied at once; for a signed-in user the server learns it in the background. */
  change(change: Partial<Preferences>) {
    apply(change);
    if (session?.signedIn()) saveOnServer(change).catch(() => undefined); // already told to the user
  },
  /** The settings form: the server saves first, then what it saved applies here. Rejects when saving failed. */
  async save(values: Partial<Preferences>) {
    await saveOnServer(values);
    apply(values);
  },
  /** The server's preferences (a fresh user record), keeping the interface language this browser uses. */
  adopt(server: components['schemas']['Preferences'] | undefined) {
    apply({ ...PREFERENCE_DEFAULTS, ...server, language: current.language });
  },
  /** Applies the stored preferences to the page at start-up. */
  apply: () => applyToPage(current),
};

export function usePreferences(): Preferences {
  return useSyncExternalStore(preferencesStore.subscribe, preferencesStore.get, preferencesStore.get);
}
