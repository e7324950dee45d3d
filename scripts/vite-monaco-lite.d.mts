import type { Plugin } from 'vite';

/** See vite-monaco-lite.mjs. */
export function monacoLite(options: { api: string }): Plugin;
