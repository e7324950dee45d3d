// Query keys of the problem catalogue (tag `problems`). Everything sits under `all`, so a LeetCode sync makes
// every list, search, problem and the daily challenge stale at once.
import type { operations } from '@/api/schema';

/** The request queries of GET /problems/ and GET /problems/search, which key their answers. */
export type ListProblemsQuery = NonNullable<operations['listProblems']['parameters']['query']>;
export type SearchProblemsQuery = operations['searchProblems']['parameters']['query'];

export const problemKeys = {
  all: ['problems'] as const,
  list: (query: ListProblemsQuery) => [...problemKeys.all, 'list', query] as const,
  search: (query: SearchProblemsQuery) => [...problemKeys.all, 'search', query] as const,
  detail: (id: string) => [...problemKeys.all, 'detail', id] as const,
  description: (id: string) => [...problemKeys.all, 'detail', id, 'description'] as const,
  /** The learner's own note on a problem (not under `detail`: a sync leaves notes as they are). */
  note: (id: string) => ['problem-notes', id] as const,
  noteSearches: () => ['problem-notes', 'search'] as const,
  noteSearch: (q: string) => [...problemKeys.noteSearches(), q] as const,
  dailyChallenge: () => [...problemKeys.all, 'daily-challenge'] as const,
  tagNames: () => [...problemKeys.all, 'tag-names'] as const,
};
