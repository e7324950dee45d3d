// The eleven preferences of product-spec §3 plus the time zone: the fields, the switches, discard and save.
import { Button, Card, H2, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { User } from '@/auth/session';
import { PreferenceFields } from './preference-fields';
import { PreferenceSwitches } from './preference-switches';
import { usePreferencesForm } from './use-preferences-form';

export function PreferencesForm({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const { form, saving, submit, discard } = usePreferencesForm(user);
  return (
    <Card className="settings-card" elevation={0}>
      <H2 className="settings-card__title">{t('preferences.title')}</H2>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('preferences.title')}>
        <PreferenceFields control={form.control} />
        <PreferenceSwitches control={form.control} />
        <div className="settings-actions">
          <Button type="button" variant="minimal" text={t('preferences.discard')} disabled={!form.formState.isDirty || saving} onClick={discard} />
          <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text={t('preferences.save')} loading={saving} />
        </div>
      </form>
    </Card>
  );
}
