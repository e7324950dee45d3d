// The signed-in pages a visit can start on, and what the start-up preload loads for each: the page's chunk, the
// signed-in frame around it and its texts. Plain data with no app modules behind it, because the build reads it
// too (scripts/vite-start-preload.mjs): it writes each route's files into index.html, so that the browser fetches
// them while the entry itself loads. The preload in the app (route-preload.ts) adds each page's first calls.
import { paths, PROBLEM_ROUTE } from '../lib/paths.ts';
import type { pageChunks } from './page-chunks.ts';

type Page = keyof typeof pageChunks;

export interface StartRoute {
  /** Router patterns, as react-router matches them (`:name` stands for one path segment). */
  patterns: readonly string[];
  page: Page;
  /** The page's translation namespace. */
  namespace: string;
  /** Loaded only for a stored user who is an admin (anyone else is sent elsewhere). */
  adminOnly?: boolean;
}

/** The signed-in frame (header, menu) every start route renders its page in. */
export const START_FRAME: Page = 'appLayout';

export const START_ROUTES: readonly StartRoute[] = [
  // `/` shows the dashboard.
  { patterns: [paths.dashboard, paths.home], page: 'dashboard', namespace: 'dashboard' },
  { patterns: [PROBLEM_ROUTE], page: 'problem', namespace: 'practice' },
  { patterns: [paths.problems], page: 'problems', namespace: 'problems' },
  { patterns: [paths.progress], page: 'progress', namespace: 'progress' },
  { patterns: [paths.history], page: 'history', namespace: 'history' },
  { patterns: [paths.settings], page: 'settings', namespace: 'settings' },
  { patterns: [paths.admin], page: 'admin', namespace: 'admin', adminOnly: true },
];
