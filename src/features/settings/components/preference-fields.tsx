// The preferences that take a value: interface language, time zone, tab size, default code language, daily
// target and skill level.
import { useMemo } from 'react';
import { InputGroup } from '@blueprintjs/core';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSupportedLanguages } from '@/api/queries/submissions/get-supported-languages';
import { FormField } from '@/components/form-field';
import { SelectField } from '@/components/select-field';
import { SKILL_LEVELS, TAB_SIZES, UI_LANGUAGES } from '@/lib/constants';
import { HTML_LANG } from '@/lib/i18n';
import { CODE_LANGUAGES, supportedTimezones, type PreferencesValues } from '../schemas';

export function PreferenceFields({ control }: { control: Control<PreferencesValues> }) {
  const { t } = useTranslation('settings');
  const languages = useSupportedLanguages();
  const timezones = useMemo(() => supportedTimezones(), []);
  const languageName = (code: string) => languages.data?.items.find((item) => item.id === code)?.name ?? code;
  const field = { control, ns: 'settings' } as const;

  return (
    <div className="settings-grid">
      <SelectField
        {...field}
        name="language"
        label={t('preferences.language')}
        options={UI_LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`), lang: HTML_LANG[code] }))}
      />
      <FormField {...field} name="timezone" label={t('preferences.timezone')} labelInfo={t('preferences.required')} helper={t('preferences.timezoneHelp')}>
        {({ field: input, id, intent, a11y }) => (
          <>
            <InputGroup
              {...a11y}
              inputRef={input.ref}
              name={input.name}
              value={input.value as string}
              onBlur={input.onBlur}
              onValueChange={(value) => input.onChange(value)}
              list={`${id}-zones`}
              leftIcon="globe"
              autoComplete="off"
              intent={intent}
            />
            <datalist id={`${id}-zones`}>
              {timezones.map((zone) => (
                <option key={zone} value={zone} />
              ))}
            </datalist>
          </>
        )}
      </FormField>
      <SelectField
        {...field}
        name="tabSize"
        label={t('preferences.tabSize')}
        parse={Number}
        options={TAB_SIZES.map((size) => ({ value: size, label: t('preferences.tabSizeOption', { count: size }) }))}
      />
      <SelectField
        {...field}
        name="defaultLanguage"
        label={t('preferences.defaultLanguage')}
        options={CODE_LANGUAGES.map((code) => ({ value: code, label: languageName(code) }))}
      />
      <FormField {...field} name="dailyTargetProblems" label={t('preferences.dailyTarget')} helper={t('preferences.dailyTargetHelp')}>
        {({ field: input, intent, a11y }) => (
          <InputGroup
            {...a11y}
            type="number"
            min={1}
            max={20}
            step={1}
            inputMode="numeric"
            inputRef={input.ref}
            name={input.name}
            value={Number.isNaN(input.value) ? '' : String(input.value as number)}
            onBlur={input.onBlur}
            onChange={(event) => input.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
            intent={intent}
          />
        )}
      </FormField>
      <SelectField
        {...field}
        name="skillLevel"
        label={t('preferences.skillLevel')}
        options={SKILL_LEVELS.map((level) => ({ value: level, label: t(`skillLevels.${level}`) }))}
      />
    </div>
  );
}
