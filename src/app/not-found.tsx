import { Icon } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = `${t('notFound.title')} · ${t('brand.name')}`;
  }, [t]);
  return (
    <main className="state state--page not-found">
      <Icon icon="search" size={48} className="muted" aria-hidden />
      <h1 className="not-found__title">{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.description')}</p>
      <Link to={paths.dashboard} className="bp6-button bp6-intent-primary">
        {t('notFound.back')}
      </Link>
    </main>
  );
}
