// i18next set-up: every namespace (one per feature, plus `common`) is its own small chunk. `common` of the chosen
// language (and of zh, the fallback) loads at start-up, in parallel with the first page's chunk, and the app
// renders once it is there (main.tsx); the others load with the pages that use them. So a visitor fetches only
// their own language. Locale folders are zh-CN/ and en/; the language codes the app uses are zh and en.
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LOCALE_FOLDERS, UI_LANGUAGES } from './constants';

export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const HTML_LANG: Record<UiLanguage, string> = { zh: 'zh-CN', en: 'en' };

const lazyNamespaces = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

const namespaceBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const folder = LOCALE_FOLDERS[language as UiLanguage] ?? LOCALE_FOLDERS[DEFAULT_LANGUAGE];
    const load = lazyNamespaces[`../../locales/${folder}/${namespace}.json`];
    if (!load) {
      callback(new Error(`missing locale ${folder}/${namespace}`), null);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

export function isUiLanguage(value: unknown): value is UiLanguage {
  return UI_LANGUAGES.includes(value as UiLanguage);
}

/** Starts i18next; the promise settles once `common` is loaded (or failed to load: the app renders anyway). */
export function initI18n(language: UiLanguage) {
  return i18n
    .use(namespaceBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...UI_LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    })
    .then(
      () => undefined,
      () => undefined,
    );
}

export { i18n };
