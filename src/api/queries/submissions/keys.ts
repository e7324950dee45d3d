// Query keys of the learner's submissions (tag `submissions`). Everything of the learner's own sits under `all`,
// so one invalidation after a new submission reaches the history lists, statistics, patterns and each
// problem's list. The supported languages are reference data, not the learner's: outside `all`.
import type { operations } from '@/api/schema';

/** The request query of GET /submissions/, which keys its answers. */
export type ListSubmissionsQuery = NonNullable<operations['listSubmissions']['parameters']['query']>;

export const submissionKeys = {
  all: ['submissions'] as const,
  list: (query: ListSubmissionsQuery) => [...submissionKeys.all, 'list', query] as const,
  detail: (id: string) => [...submissionKeys.all, 'detail', id] as const,
  ofProblem: (problemId: string) => [...submissionKeys.all, 'problem', problemId] as const,
  stats: () => [...submissionKeys.all, 'stats'] as const,
  patterns: () => [...submissionKeys.all, 'patterns'] as const,
  languages: () => ['submission-languages'] as const,
};
