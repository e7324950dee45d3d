// Query keys of the learner's plans (tag `plans`).
export const planKeys = {
  all: ['plans'] as const,
  today: () => [...planKeys.all, 'today'] as const,
  lists: () => [...planKeys.all, 'list'] as const,
  list: (page: number, pageSize: number) => [...planKeys.lists(), page, pageSize] as const,
};
