// Query keys of study lists and the learner's goal (tag `lists`). A list's progress and the goal's projection
// move with every submission and plan, so both sit under `all`, which those mutations mark stale.
export const listKeys = {
  all: ['lists'] as const,
  lists: () => [...listKeys.all, 'index'] as const,
  detail: (id: string) => [...listKeys.all, 'detail', id] as const,
  goal: () => [...listKeys.all, 'goal'] as const,
};
