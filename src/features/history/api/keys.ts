// Query keys of the submissions this feature reads; every key starts with 'submissions' so one invalidation
// after a delete refreshes them all.
import type { ListQuery } from '../history-search';

export const submissionKeys = {
  all: ['submissions'] as const,
  list: (query: ListQuery) => ['submissions', 'list', query] as const,
  detail: (id: string) => ['submissions', 'detail', id] as const,
  stats: ['submissions', 'stats'] as const,
  patterns: ['submissions', 'patterns'] as const,
};
