// The eleven preferences of product-spec §3 plus the time zone, saved with PUT /auth/me and applied at once.
import { useEffect, useId, useMemo, useRef } from 'react';
import { Button, Card, FormGroup, H2, HTMLSelect, InputGroup, Intent, Switch } from '@blueprintjs/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { User } from '@/auth/session';
import { useSaveProfile } from '@/auth/use-save-profile';
import { SKILL_LEVELS, TAB_SIZES, UI_LANGUAGES } from '@/lib/constants';
import { i18n } from '@/lib/i18n';
import { preferencesStore, usePreferences } from '@/lib/preferences';
import { showToast } from '@/lib/toaster';
import { useSupportedLanguages } from '@/api/queries/supported-languages';
import { browserTimezone, CODE_LANGUAGES, PREFERENCE_KEYS, preferencesSchema, supportedTimezones, type PreferencesValues } from '../schemas';

const SWITCHES = ['autoSave', 'darkTheme', 'studyReminder', 'reviewReminder', 'achievementNotification', 'emailNotification'] as const;

/** What the app applies right now; the time zone is the saved one, or the browser's when none was saved. */
function useCurrentPreferences(user: User): PreferencesValues {
  const prefs = usePreferences();
  const savedTimezone = user.preferences?.timezone;
  return useMemo(
    () => ({
      tabSize: prefs.tabSize,
      autoSave: prefs.autoSave,
      defaultLanguage: prefs.defaultLanguage,
      dailyTargetProblems: prefs.dailyTargetProblems,
      language: prefs.language,
      skillLevel: prefs.skillLevel,
      darkTheme: prefs.darkTheme,
      studyReminder: prefs.studyReminder,
      reviewReminder: prefs.reviewReminder,
      achievementNotification: prefs.achievementNotification,
      emailNotification: prefs.emailNotification,
      timezone: savedTimezone ? prefs.timezone || savedTimezone : browserTimezone(),
    }),
    [prefs, savedTimezone],
  );
}

export function PreferencesForm({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const current = useCurrentPreferences(user);
  const saveProfile = useSaveProfile();
  const languages = useSupportedLanguages();
  const timezones = useMemo(() => supportedTimezones(), []);

  const form = useForm<PreferencesValues>({ resolver: zodResolver(preferencesSchema), defaultValues: current, mode: 'onTouched' });
  const { control, handleSubmit, formState } = form;

  // Header toggles (or another tab) change what applies: take those fields over, keep everything else typed.
  const previous = useRef(current);
  useEffect(() => {
    const before = previous.current;
    previous.current = current;
    const changed = PREFERENCE_KEYS.filter((key) => before[key] !== current[key]);
    if (changed.length === 0) return;
    form.reset(current, { keepDirtyValues: true });
    for (const key of changed) form.setValue(key, current[key], { shouldDirty: true, shouldValidate: false });
  }, [current, form]);

  const languageName = (code: string) => languages.data?.items.find((item) => item.id === code)?.name ?? code;

  const onSubmit = handleSubmit((values) => {
    saveProfile.mutate(
      { language: values.language, preferences: values },
      {
        onSuccess: () => {
          preferencesStore.set(values);
          form.reset(values);
          // Confirm in the language just chosen, whose texts may still be on their way.
          void i18n.loadLanguages(values.language).then(() =>
            showToast({ intent: Intent.SUCCESS, icon: 'tick', message: t('settings:preferences.saved', { lng: values.language }) }),
          );
        },
      },
    );
  });

  const fieldId = (name: string) => `${id}-${name}`;
  const errorOf = (name: keyof PreferencesValues) => {
    const message = formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };

  return (
    <Card className="settings-card" elevation={0}>
      <H2 className="settings-card__title">{t('preferences.title')}</H2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('preferences.title')}>
        <div className="settings-grid">
          <Controller
            control={control}
            name="language"
            render={({ field }) => (
              <FormGroup label={t('preferences.language')} labelFor={fieldId('language')}>
                <HTMLSelect id={fieldId('language')} ref={field.ref} name={field.name} value={field.value} onBlur={field.onBlur} onChange={(event) => field.onChange(event.target.value)} fill>
                  {UI_LANGUAGES.map((code) => (
                    <option key={code} value={code} lang={code === 'zh' ? 'zh-CN' : 'en'}>
                      {t(`languages.${code}`)}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
            )}
          />
          <Controller
            control={control}
            name="timezone"
            render={({ field, fieldState }) => (
              <FormGroup
                label={t('preferences.timezone')}
                labelFor={fieldId('timezone')}
                labelInfo={t('preferences.required')}
                helperText={errorOf('timezone') ?? t('preferences.timezoneHelp')}
                intent={fieldState.error ? Intent.DANGER : Intent.NONE}
              >
                <InputGroup
                  id={fieldId('timezone')}
                  inputRef={field.ref}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onValueChange={(value) => field.onChange(value)}
                  list={fieldId('timezones')}
                  leftIcon="globe"
                  autoComplete="off"
                  aria-invalid={fieldState.error ? true : undefined}
                  intent={fieldState.error ? Intent.DANGER : Intent.NONE}
                />
                <datalist id={fieldId('timezones')}>
                  {timezones.map((zone) => (
                    <option key={zone} value={zone} />
                  ))}
                </datalist>
              </FormGroup>
            )}
          />
          <Controller
            control={control}
            name="tabSize"
            render={({ field }) => (
              <FormGroup label={t('preferences.tabSize')} labelFor={fieldId('tabSize')}>
                <HTMLSelect id={fieldId('tabSize')} ref={field.ref} name={field.name} value={String(field.value)} onBlur={field.onBlur} onChange={(event) => field.onChange(Number(event.target.value) as PreferencesValues['tabSize'])} fill>
                  {TAB_SIZES.map((size) => (
                    <option key={size} value={String(size)}>
                      {t('preferences.tabSizeOption', { count: size })}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
            )}
          />
          <Controller
            control={control}
            name="defaultLanguage"
            render={({ field }) => (
              <FormGroup label={t('preferences.defaultLanguage')} labelFor={fieldId('defaultLanguage')}>
                <HTMLSelect id={fieldId('defaultLanguage')} ref={field.ref} name={field.name} value={field.value} onBlur={field.onBlur} onChange={(event) => field.onChange(event.target.value)} fill>
                  {CODE_LANGUAGES.map((code) => (
                    <option key={code} value={code}>
                      {languageName(code)}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
            )}
          />
          <Controller
            control={control}
            name="dailyTargetProblems"
            render={({ field, fieldState }) => (
              <FormGroup
                label={t('preferences.dailyTarget')}
                labelFor={fieldId('dailyTarget')}
                helperText={errorOf('dailyTargetProblems') ?? t('preferences.dailyTargetHelp')}
                intent={fieldState.error ? Intent.DANGER : Intent.NONE}
              >
                <InputGroup
                  id={fieldId('dailyTarget')}
                  type="number"
                  min={1}
                  max={20}
                  step={1}
                  inputMode="numeric"
                  inputRef={field.ref}
                  name={field.name}
                  value={Number.isNaN(field.value) ? '' : String(field.value)}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
                  aria-invalid={fieldState.error ? true : undefined}
                  intent={fieldState.error ? Intent.DANGER : Intent.NONE}
                />
              </FormGroup>
            )}
          />
          <Controller
            control={control}
            name="skillLevel"
            render={({ field }) => (
              <FormGroup label={t('preferences.skillLevel')} labelFor={fieldId('skillLevel')}>
                <HTMLSelect id={fieldId('skillLevel')} ref={field.ref} name={field.name} value={field.value} onBlur={field.onBlur} onChange={(event) => field.onChange(event.target.value)} fill>
                  {SKILL_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {t(`skillLevels.${level}`)}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
            )}
          />
        </div>
        <fieldset className="settings-switches">
          <legend className="settings-switches__legend">{t('preferences.switches')}</legend>
          {SWITCHES.map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <Switch
                  inputRef={field.ref}
                  name={field.name}
                  checked={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  label={t(`preferences.${name}`)}
                />
              )}
            />
          ))}
        </fieldset>
        <div className="settings-actions">
          <Button type="button" variant="minimal" text={t('preferences.discard')} disabled={!formState.isDirty || saveProfile.isPending} onClick={() => form.reset(current)} />
          <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text={t('preferences.save')} loading={saveProfile.isPending} />
        </div>
      </form>
    </Card>
  );
}
