import type { Plugin } from 'vite';

/** See vite-start-preload.mjs. */
export function startPreload(options: {
  routes: readonly { patterns: readonly string[]; page: string; namespace: string; adminOnly?: boolean }[];
  frame: string;
  pageChunksFile: string;
  startModules: string[];
  localesDir: string;
  localeFolders: Record<string, string>;
  fallbackLanguage: string;
  storageKeys: { token: string; user: string; language: string; preferences: string };
}): Plugin;
export function patternToRegExp(pattern: string): string;
export function pageLoaders(source: string): Map<string, string>;
