// A page's first queries: the calls it makes as soon as it renders, declared by the page itself
// (features/<area>/first-queries.ts). The page asks for them all on its first render, so those its deferred parts
// make start at once too, and the start-up preload (app/route-preload.ts) starts them even before the page's code
// has arrived. Either way they land in the cache under the keys the page's own queries read.
import { useQueryClient, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';

export interface FirstQuery {
  queryKey: QueryKey;
  /** Starts the call unless the cache has (or is getting) its answer. */
  start: (client: QueryClient) => void;
}

export function firstQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): FirstQuery {
  return {
    queryKey: options.queryKey,
    start: (client) => {
      if (!client.getQueryState(options.queryKey)) void client.prefetchQuery(options);
    },
  };
}

export function startFirstQueries(client: QueryClient, queries: readonly FirstQuery[]) {
  for (const query of queries) query.start(client);
}

/** For the page itself, on render (like TanStack's usePrefetchQuery: a query already in the cache is left alone). */
export function useFirstQueries(queries: readonly FirstQuery[]) {
  startFirstQueries(useQueryClient(), queries);
}
