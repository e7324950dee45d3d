// AI insights are slow (up to 60 s) and cost an AI call, so they are asked for on demand: a mutation the
// user starts with a button and can cancel, rather than a query that runs when the page opens.
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { api, unwrap } from '@/api/client';
import type { UiLanguage } from '@/lib/i18n';

export const fetchAiInsights = (language: UiLanguage, signal?: AbortSignal) =>
  unwrap(api.GET('/progress/ai-insights', { params: { query: { user_language: language } }, signal }));

export function useAiInsights() {
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (language: UiLanguage) => {
      controller.current?.abort();
      controller.current = new AbortController();
      return fetchAiInsights(language, controller.current.signal);
    },
  });
  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    mutation.reset();
  };
  return { ...mutation, cancel };
}
