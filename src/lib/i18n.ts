// i18next set-up: `common` ships with the first load, every other namespace (one per feature) loads with
// the page that uses it. Locale folders are zh-CN/ and en/; the language codes the app uses are zh and en.
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, UI_LANGUAGES } from './constants';
import zhCommon from '../../locales/zh-CN/common.json';
import enCommon from '../../locales/en/common.json';

export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const LOCALE_FOLDERS: Record<UiLanguage, string> = { zh: 'zh-CN', en: 'en' };
export const HTML_LANG: Record<UiLanguage, string> = { zh: 'zh-CN', en: 'en' };

const lazyNamespaces = import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/*/*.json', '!**/common.json']);

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

export function initI18n(language: UiLanguage) {
  void i18n
    .use(namespaceBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...UI_LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: { zh: { common: zhCommon }, en: { common: enCommon } },
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
  return i18n;
}

export { i18n };
