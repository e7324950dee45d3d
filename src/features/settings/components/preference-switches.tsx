// The on/off preferences: draft autosave, dark theme and the reminders and notifications.
import { Switch } from '@blueprintjs/core';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PreferencesValues } from '../schemas';

const SWITCHES = ['autoSave', 'darkTheme', 'studyReminder', 'reviewReminder', 'achievementNotification', 'emailNotification'] as const;

export function PreferenceSwitches({ control }: { control: Control<PreferencesValues> }) {
  const { t } = useTranslation('settings');
  return (
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
  );
}
