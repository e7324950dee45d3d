// Placeholder until this screen's issue is done.
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';

export default function Page() {
  const { t } = useTranslation('common');
  return (
    <PageFrame title={t('pages.settings')}>
      <p className="muted">{t('state.comingSoon')}</p>
    </PageFrame>
  );
}
