import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { paths } from '@/api/schema';

export type HintQuery = NonNullable<paths['/problems/{id}/hint']['get']['parameters']['query']>;

export interface HintVariables {
  problemId: string;
  query: HintQuery;
  signal?: AbortSignal;
}

/** A hint is asked for on purpose, one level at a time, so it is a mutation rather than a cached query. */
export const getHint = ({ problemId, query, signal }: HintVariables) =>
  unwrap(api.GET('/problems/{id}/hint', { params: { path: { id: problemId }, query }, signal }));

export const useGetHint = () => useMutation({ mutationFn: getHint });
