// Query keys of the problem catalogue, so a sync can invalidate every list and search at once
// (and the daily challenge, whose shared query in src/api/queries/ sits under the same prefix).
import type { ProblemFilters } from '../filters';

export const problemKeys = {
  all: ['problems'] as const,
  list: (filters: ProblemFilters) => [...problemKeys.all, 'list', filters] as const,
  search: (filters: ProblemFilters) => [...problemKeys.all, 'search', filters] as const,
};
