// The frame of every page inside the layout: a heading, optional actions, and the document title.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PageFrameProps {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}

export function PageFrame({ title, actions, children }: PageFrameProps) {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = `${title} · ${t('brand.name')}`;
  }, [title, t]);
  return (
    <section className="page-frame">
      <header className="page-frame__header">
        <h1 className="page-frame__title">{title}</h1>
        {actions && <div className="page-frame__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
