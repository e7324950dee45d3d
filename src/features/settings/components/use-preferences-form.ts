// The preferences form's state: it starts from what the app applies now (the preferences store), takes over
// fields that change elsewhere meanwhile (the header's toggles, another tab) while keeping what the user typed,
// and saves through the store, which has the server save first and then applies.
import { useEffect, useMemo, useRef } from 'react';
import { Intent } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from '@/auth/session';
import { i18n } from '@/lib/i18n';
import { preferencesStore, usePreferences } from '@/lib/preferences';
import { showToast } from '@/lib/toaster';
import { browserTimezone, PREFERENCE_KEYS, preferencesSchema, type PreferencesValues } from '../schemas';

/** What the app applies right now; the time zone is the saved one, or the browser's when none was saved. */
function useCurrentPreferences(user: User): PreferencesValues {
  const prefs = usePreferences();
  const savedTimezone = user.preferences?.timezone;
  return useMemo(() => {
    const values = Object.fromEntries(PREFERENCE_KEYS.map((key) => [key, prefs[key]])) as PreferencesValues;
    return { ...values, timezone: savedTimezone ? prefs.timezone || savedTimezone : browserTimezone() };
  }, [prefs, savedTimezone]);
}

export function usePreferencesForm(user: User) {
  const { t } = useTranslation('settings');
  const current = useCurrentPreferences(user);
  const form = useForm<PreferencesValues>({ resolver: zodResolver(preferencesSchema), defaultValues: current, mode: 'onTouched' });

  // Changes made elsewhere apply to the form too: take those fields over, keep everything else typed.
  const previous = useRef(current);
  useEffect(() => {
    const before = previous.current;
    previous.current = current;
    const changed = PREFERENCE_KEYS.filter((key) => before[key] !== current[key]);
    if (changed.length === 0) return;
    form.reset(current, { keepDirtyValues: true });
    for (const key of changed) form.setValue(key, current[key], { shouldDirty: true, shouldValidate: false });
  }, [current, form]);

  const save = useMutation({
    mutationFn: (values: PreferencesValues) => preferencesStore.save(values),
    onSuccess: (_saved, values) => {
      form.reset(values);
      // Confirm in the language just chosen, whose texts may still be on their way.
      void i18n.loadLanguages(values.language).then(() =>
        showToast({ intent: Intent.SUCCESS, icon: 'tick', message: t('settings:preferences.saved', { lng: values.language }) }),
      );
    },
  });

  return {
    form,
    saving: save.isPending,
    submit: form.handleSubmit((values) => save.mutate(values)),
    discard: () => form.reset(current),
  };
}
