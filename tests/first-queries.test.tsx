// A page's declared first queries (features/<area>/first-queries.ts) are what the start-up preload starts: every
// query the page's own parts ask for on their first render must be among them, or the preload misses it.
import { cleanup, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DashboardPage from '@/features/dashboard/dashboard-page';
import { dashboardFirstQueries } from '@/features/dashboard/first-queries';
import { problemFirstQueries } from '@/features/practice/first-queries';
import ProblemPage from '@/features/practice/problem-page';
import { PROBLEM_ROUTE } from '@/lib/paths';
import type { FirstQuery } from '@/lib/first-queries';

const keysOf = (client: QueryClient) => client.getQueryCache().getAll().map((query) => JSON.stringify(query.queryKey)).sort();
const declared = (queries: FirstQuery[]) => queries.map((query) => JSON.stringify(query.queryKey)).sort();

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The calls never answer: only which ones are asked for matters here.
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
});
afterEach(async () => {
  // Unmounted first, and TanStack Query's batched notifications (a timer) let run: the last test's used to fire
  // after the file's jsdom had been torn down ("window is not defined").
  cleanup();
  client.clear();
  await new Promise((resolve) => setTimeout(resolve, 0));
  vi.restoreAllMocks();
});

function renderAt(path: string, pattern: string, page: React.ReactNode) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('first queries', () => {
  it('the dashboard asks for exactly the queries it declares', async () => {
    renderAt('/dashboard', '/dashboard', <DashboardPage />);
    await waitFor(() => expect(keysOf(client)).toEqual(declared(dashboardFirstQueries())));
  });

  it('a problem page asks for exactly the queries it declares', async () => {
    renderAt('/problems/p-42', PROBLEM_ROUTE, <ProblemPage />);
    await waitFor(() => expect(keysOf(client)).toEqual(declared(problemFirstQueries('p-42'))));
  });
});
