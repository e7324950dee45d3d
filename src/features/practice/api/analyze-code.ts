import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/api/client';

export interface AnalyzeVariables {
  body: Schemas['AnalyzeRequest'];
  /** Aborted by the Cancel button or by leaving the page. */
  signal: AbortSignal;
}

export const analyzeCode = ({ body, signal }: AnalyzeVariables) => unwrap(api.POST('/submissions/analyze', { body, signal }));

export const useAnalyzeCode = () => useMutation({ mutationFn: analyzeCode });
