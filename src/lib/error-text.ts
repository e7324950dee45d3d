// Turns any failure into the sentence a user reads, in the current language (product-spec §8).
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isApiError, UNKNOWN_ERROR_MESSAGE } from '@/api/errors';

export function errorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('common:errors.kind.unknown');
  // A known machine code has a translated text of its own.
  if (error.code) {
    const text = t(`common:errors.code.${error.code}`, { defaultValue: '' });
    if (text) return text;
  }
  // §8: a body with neither `detail` nor `message` reads 'Unknown error', whatever the status.
  if (error.unexplained) return t('common:errors.kind.unknown');
  // The server's own words only when it sent no code: a code without a text of its own (not_found, forbidden,
  // validation_error…) just names the status, and the server's detail would be in whatever language it chose.
  // Validation issues (422) are per-field technical messages, never in the interface language: the kind says it.
  const serverWords = !error.code && error.fieldErrors.length === 0 && error.message !== UNKNOWN_ERROR_MESSAGE;
  if (serverWords && error.kind !== 'network' && error.kind !== 'timeout' && error.message) return error.message;
  return t(`common:errors.kind.${error.kind}`);
}

export function useErrorText() {
  const { t } = useTranslation('common');
  return (error: unknown) => errorText(t, error);
}
