// The app's one TanStack Query client and its retry policy.
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';

/** Only a lost connection or a server fault is worth another try; never 4xx, timeouts or aborts. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (error.kind === 'network' || error.kind === 'server') && failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
