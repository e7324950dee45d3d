// GET /problems/random/get: a one-off pick, never cached (every press should give a new problem).
import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/api/client';

export function getRandomProblem(difficulty?: Schemas['Difficulty']) {
  return unwrap(api.GET('/problems/random/get', { params: { query: difficulty ? { difficulty } : {} } }));
}

export const useRandomProblem = () => useMutation({ mutationFn: (difficulty?: Schemas['Difficulty']) => getRandomProblem(difficulty) });
