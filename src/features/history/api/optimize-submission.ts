import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { UiLanguage } from '@/lib/i18n';

export const optimizeSubmission = (submissionId: string, userLanguage: UiLanguage) =>
  unwrap(api.POST('/submissions/optimize', { body: { submission_id: submissionId, user_language: userLanguage } }));

export const useOptimizeSubmission = () =>
  useMutation({
    mutationFn: ({ submissionId, userLanguage }: { submissionId: string; userLanguage: UiLanguage }) =>
      optimizeSubmission(submissionId, userLanguage),
  });
