// Shown when a page throws: the rest of the app keeps working and the user can try again.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/lib/paths';

export function RouteError({ error }: { error: unknown }) {
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

class Boundary extends Component<{ children: ReactNode; resetKey: string }, { error: unknown; failedAt: string | null }> {
  state = { error: null as unknown, failedAt: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; failedAt: string | null }) {
    // Going to another page clears the error screen.
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { error: null, failedAt: null };
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.setState({ failedAt: this.props.resetKey });
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.error !== null ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Catches what a page throws while rendering (or a page chunk that fails to load), until the user moves on. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
