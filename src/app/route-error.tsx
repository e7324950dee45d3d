// Shown when a page throws: the rest of the app keeps working and the user can try again.
import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router-dom';
import { paths } from '@/lib/paths';

export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  // A chunk that fails to load after a deploy is cured by a reload; say so rather than show a stack.
  const detail = error instanceof Error ? error.message : '';
  return (
    <div className="state state--page" role="alert">
      <NonIdealState
        icon="error"
        title={t('routeError.title')}
        description={
          <>
            <p>{t('routeError.description')}</p>
            {detail && <p className="route-error__detail">{detail}</p>}
          </>
        }
        action={
          <div className="button-row">
            <Button intent="primary" icon="refresh" text={t('routeError.reload')} onClick={() => window.location.reload()} />
            <Link to={paths.dashboard} className="bp6-button">
              {t('notFound.back')}
            </Link>
          </div>
        }
      />
    </div>
  );
}
