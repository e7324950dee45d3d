// The user's preferences as the app applies them right now (theme, language, editor settings), kept
// under `userPreferences` and, for the interface language, `language` (product-spec §3). Server sync is
// the session's job; this store is what screens read.
import { useSyncExternalStore } from 'react';
import { Classes } from '@blueprintjs/core';
import type { components } from '@/api/schema';
import { storage } from '@/api/storage';
import { DEFAULT_LANGUAGE, PREFERENCE_DEFAULTS } from './constants';
import { HTML_LANG, i18n, type UiLanguage } from './i18n';

export type Preferences = Required<components['schemas']['Preferences']>;

function initial(): Preferences {
  const stored: Partial<Preferences> = storage.readPreferences() ?? {};
  const language = storage.readLanguage() ?? stored.language ?? DEFAULT_LANGUAGE;
  return { ...PREFERENCE_DEFAULTS, ...stored, language };
}

let current: Preferences = initial();
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

export const preferencesStore = {
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Applies and stores a change at once (the server is told separately). */
  set(change: Partial<Preferences>) {
    current = { ...current, ...change };
    storage.writePreferences(current);
    storage.writeLanguage(current.language);
    applyToPage(current);
    listeners.forEach((listener) => listener());
  },
  /** Takes the server's preferences (login, profile refresh), keeping the language this browser uses. */
  adopt(server: components['schemas']['Preferences'] | undefined, language?: UiLanguage) {
    preferencesStore.set({ ...PREFERENCE_DEFAULTS, ...server, ...(language ? { language } : {}) });
  },
  /** Re-reads storage (another tab changed it). */
  reload() {
    current = initial();
    applyToPage(current);
    listeners.forEach((listener) => listener());
  },
  apply: () => applyToPage(current),
};

export function usePreferences(): Preferences {
  return useSyncExternalStore(preferencesStore.subscribe, preferencesStore.get, preferencesStore.get);
}
