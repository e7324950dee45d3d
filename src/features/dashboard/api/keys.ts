// Query keys of the dashboard and plan queries, so mutations can update or invalidate exactly what they touch.
export const dashboardKeys = {
  all: ['dashboard'] as const,
  figures: () => [...dashboardKeys.all, 'figures'] as const,
  scoreTrend: (days: number) => [...dashboardKeys.all, 'score-trend', days] as const,
};

export const planKeys = {
  all: ['plans'] as const,
  today: () => [...planKeys.all, 'today'] as const,
  list: (page: number, pageSize: number) => [...planKeys.all, 'list', page, pageSize] as const,
};
