import type { Plugin } from 'vite';

/** See vite-monaco-lite.mjs. */
export function monacoLite(): Plugin;
export const STAND_INS: Record<string, string>;
export const STAND_IN_DIR: string;
export function exportedNames(code: string, filename: string): Set<string>;
export function exportDifferences(original: Set<string>, standIn: Set<string>): { missing: string[]; extra: string[] };
export function checkStandIns(standIns?: Record<string, string>, options?: { root?: string; dir?: string }): void;
