// Query keys of long jobs (tag `jobs`): the LeetCode sync's runs and the learner's history imports.
import type { Schemas } from '@/api/client';

export type JobKind = Schemas['Job']['kind'];

export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (kind: JobKind) => [...jobKeys.lists(), kind] as const,
  job: (id: string) => [...jobKeys.all, 'job', id] as const,
};
