// Query keys of the practice feature, in one place so invalidation matches what the queries use.
export const practiceKeys = {
  problem: (id: string) => ['practice', 'problem', id] as const,
  description: (id: string) => ['practice', 'problem', id, 'description'] as const,
  submissions: (id: string) => ['practice', 'problem', id, 'submissions'] as const,
};
