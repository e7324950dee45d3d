// Query keys of the learner's interview sessions (tag `interviews`).
export const interviewKeys = {
  all: ['interviews'] as const,
  current: () => [...interviewKeys.all, 'current'] as const,
  session: (id: string) => [...interviewKeys.all, 'session', id] as const,
  lists: () => [...interviewKeys.all, 'list'] as const,
  list: (limit: number) => [...interviewKeys.lists(), limit] as const,
};
