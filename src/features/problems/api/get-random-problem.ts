import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { Difficulty } from '../filters';

/** A one-off pick (never cached: every press should give a new problem). */
export function getRandomProblem(difficulty?: Difficulty) {
  return unwrap(api.GET('/problems/random/get', { params: { query: difficulty ? { difficulty } : {} } }));
}

export const useRandomProblem = () => useMutation({ mutationFn: (difficulty?: Difficulty) => getRandomProblem(difficulty) });
