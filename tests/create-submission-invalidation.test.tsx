// After a submission the problem page must not go stale: the problem's own answer (its status, and whether it is
// still part of a running interview), the interview session, and what counts submissions (progress, plans,
// lists, the other submission lists) are marked out of date; the problem and the session on screen are asked
// again at once. And while an interview runs, its queries ask again on focus and every 30 s.
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api/client';
import { currentInterviewQuery } from '@/api/queries/interviews/get-current-interview';
import { interviewQuery } from '@/api/queries/interviews/get-interview';
import { interviewKeys } from '@/api/queries/interviews/keys';
import { INTERVIEW_POLL_MS } from '@/api/queries/interviews/poll';
import { listKeys } from '@/api/queries/lists/keys';
import { planKeys } from '@/api/queries/plans/keys';
import { problemQuery } from '@/api/queries/problems/get-problem';
import { problemKeys } from '@/api/queries/problems/keys';
import { progressKeys } from '@/api/queries/progress/keys';
import { useCreateSubmission } from '@/api/queries/submissions/create-submission';
import { submissionKeys } from '@/api/queries/submissions/keys';
import { useEndedInterview } from '@/features/practice/components/interview-bar';

const PROBLEM = '0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a01';
const SESSION = '7c1d2e3f-4a5b-4c6d-8e7f-90a1b2c3d4e5';

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // The app's one client took its fetch when it was made: the calls are answered at the client instead.
  vi.spyOn(api, 'POST').mockResolvedValue({ data: { submission_id: 'd3b07384-d9a0-4c9b-8f1e-000000000001' }, response: new Response(null, { status: 201 }) } as never);
  vi.spyOn(api, 'GET').mockImplementation(() => new Promise(() => {}));
});
afterEach(async () => {
  client.clear();
  await new Promise((resolve) => setTimeout(resolve, 0));
  vi.restoreAllMocks();
});

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

describe('useCreateSubmission', () => {
  it('marks the problem, the interview, progress, plans, lists and submissions out of date', async () => {
    const keys = {
      detail: problemKeys.detail(PROBLEM),
      problemList: problemKeys.list({}),
      current: interviewKeys.current(),
      session: [...interviewKeys.session(SESSION), 'zh'],
      dashboard: progressKeys.dashboard(),
      calendar: progressKeys.practiceCalendar(),
      today: planKeys.today(),
      lists: listKeys.all,
      history: submissionKeys.stats(),
    };
    for (const key of Object.values(keys)) client.setQueryData(key, { seeded: true });
    const { result } = renderHook(() => useCreateSubmission(PROBLEM), { wrapper });
    await result.current.mutateAsync({ problem_id: PROBLEM, language: 'python', code: 'pass', analysis_id: 'd3b07384-d9a0-4c9b-8f1e-000000000002' });
    await waitFor(() => {
      for (const [name, key] of Object.entries(keys)) expect(client.getQueryState(key)?.isInvalidated, name).toBe(true);
    });
  });
});

describe('interview queries', () => {
  const running = { interview: { session_id: SESSION, ends_at: '2026-11-27T10:45:00Z', remaining_seconds: 600 } };
  type Options = { refetchInterval?: unknown; refetchOnWindowFocus?: unknown };
  const asked = (options: Options, data: unknown) => {
    const query = { state: { data } } as never;
    const interval = typeof options.refetchInterval === 'function' ? (options.refetchInterval as (q: never) => unknown)(query) : options.refetchInterval;
    const focus = typeof options.refetchOnWindowFocus === 'function' ? (options.refetchOnWindowFocus as (q: never) => unknown)(query) : options.refetchOnWindowFocus;
    return { interval, focus };
  };

  it('the problem page asks again on focus and every 30 s while its problem is in a running interview, not otherwise', () => {
    expect(INTERVIEW_POLL_MS).toBe(30_000);
    expect(asked(problemQuery(PROBLEM) as Options, running)).toEqual({ interval: 30_000, focus: true });
    expect(asked(problemQuery(PROBLEM) as Options, { status: 'not_started' })).toEqual({ interval: false, focus: false });
  });

  it('a running session asks again on focus and every 30 s; an ended one stays as it is', () => {
    expect(asked(interviewQuery(SESSION, 'zh') as Options, { status: 'active' })).toEqual({ interval: 30_000, focus: true });
    expect(asked(interviewQuery(SESSION, 'zh') as Options, { status: 'gave_up' })).toEqual({ interval: false, focus: false });
    expect(asked(currentInterviewQuery() as Options, { session: { id: SESSION } })).toMatchObject({ interval: 30_000, focus: true });
    expect(asked(currentInterviewQuery() as Options, { session: null })).toMatchObject({ interval: false });
  });
});

describe('useEndedInterview', () => {
  const interview = { session_id: SESSION, ends_at: '2026-11-27T10:45:00Z', remaining_seconds: 600 };
  it('names the session once the problem is no longer part of it, and forgets it on another problem', () => {
    const { result, rerender } = renderHook(({ problemId, running }) => useEndedInterview(problemId, running), {
      initialProps: { problemId: PROBLEM, running: interview as typeof interview | undefined },
    });
    expect(result.current).toBeNull();
    rerender({ problemId: PROBLEM, running: undefined });
    expect(result.current).toBe(SESSION);
    rerender({ problemId: 'another', running: undefined });
    expect(result.current).toBeNull();
  });
  it('says nothing on a problem that was never in a session', () => {
    const { result } = renderHook(() => useEndedInterview(PROBLEM, undefined));
    expect(result.current).toBeNull();
  });
});
