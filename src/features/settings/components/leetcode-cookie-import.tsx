// Import from LeetCode, signed in: the learner pastes their session cookie for the site chosen above and the server
// reads their accepted submissions (POST /auth/me/import/leetcode/site). The cookie stays in this form only (never
// stored in the browser); it is kept after a failure so the learner can try again, and cleared once imported. While
// the server reads, a line counts what it has read; a site failing mid-way offers to continue where it stopped.
import { useState } from 'react';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { useImportLeetCodeFromSite } from '@/api/queries/auth/import-leetcode-from-site';
import { TextField } from '@/components/form-field';
import { useErrorText } from '@/lib/error-text';
import { leetcodeCookieSchema, type LeetCodeCookieValues } from '../schemas';
import type { LeetCodeSite } from '../leetcode-file';

type Answer = Schemas['LeetCodeSiteImport'];

export function LeetCodeCookieImport({ site, onDone }: { site: LeetCodeSite; onDone: (result: Schemas['LeetCodeImportResult'] | null) => void }) {
  const { t } = useTranslation('settings');
  const describe = useErrorText();
  const importFromSite = useImportLeetCodeFromSite();
  const [progress, setProgress] = useState<Answer | null>(null);
  const form = useForm<LeetCodeCookieValues>({ resolver: zodResolver(leetcodeCookieSchema), defaultValues: { cookie: '' }, mode: 'onTouched' });

  const onSubmit = form.handleSubmit(({ cookie }) => {
    setProgress(null);
    onDone(null);
    importFromSite.mutate(
      { body: { site, cookie }, onProgress: setProgress },
      {
        onSuccess: (answer) => {
          setProgress(answer);
          if (answer.state === 'done' && answer.result) {
            form.setValue('cookie', '');
            onDone(answer.result);
          }
        },
      },
    );
  });

  const interrupted = importFromSite.data?.state === 'interrupted';
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('leetcode.cookieTitle')} className="leetcode-import__cookie">
      <TextField
        ns="settings"
        control={form.control}
        name="cookie"
        type="password"
        autoComplete="off"
        label={t('leetcode.cookie', { site: t(`leetcode.sites.${site}`) })}
        helper={t('leetcode.cookieHelp', { site: t(`leetcode.sites.${site}`) })}
        disabled={importFromSite.isPending}
      />
      <div className="settings-actions">
        <Button type="submit" intent={Intent.PRIMARY} icon="cloud-download" loading={importFromSite.isPending} text={t(interrupted ? 'leetcode.continue' : 'leetcode.signedInImport', { site: t(`leetcode.sites.${site}`) })} />
      </div>
      {importFromSite.isPending ? (
        <Callout icon="import" role="status">
          {progress ? t('leetcode.reading', { submissions: progress.submissions, problems: progress.problems }) : t('leetcode.signingIn', { site: t(`leetcode.sites.${site}`) })}
        </Callout>
      ) : null}
      {interrupted && !importFromSite.isPending ? (
        <Callout intent={Intent.WARNING} role="alert">
          {t('leetcode.interrupted', { submissions: importFromSite.data!.submissions, site: t(`leetcode.sites.${site}`) })}
        </Callout>
      ) : null}
      {importFromSite.isError ? (
        <Callout intent={Intent.DANGER} role="alert">
          {t('leetcode.failed', { message: describe(importFromSite.error) })}
        </Callout>
      ) : null}
    </form>
  );
}
