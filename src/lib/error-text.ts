// Turns any failure into the sentence a user reads, in the current language (product-spec §8).
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isApiError, UNKNOWN_ERROR_MESSAGE } from '@/api/errors';

export function errorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('common:errors.kind.unknown');
  // A known machine code has a translated text; connection problems have ours; otherwise the server's own detail.
  if (error.code) {
    const key = `common:errors.code.${error.code}`;
    const text = t(key, { defaultValue: '' });
    if (text) return text;
  }
  if (error.kind === 'network' || error.kind === 'timeout') return t(`common:errors.kind.${error.kind}`);
  if (error.message && error.message !== UNKNOWN_ERROR_MESSAGE) return error.message;
  return t(`common:errors.kind.${error.kind}`);
}

export function useErrorText() {
  const { t } = useTranslation('common');
  return (error: unknown) => errorText(t, error);
}
