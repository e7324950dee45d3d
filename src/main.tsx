import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@blueprintjs/core/lib/css/blueprint.css';
import './styles/app.css';
import { session } from '@/auth/session-instance';
import { initI18n } from '@/lib/i18n';
import { installIconLoader } from '@/lib/icons';
import { preferencesStore } from '@/lib/preferences';
import { App } from './app/app';

const translationsReady = initI18n(preferencesStore.get().language);
installIconLoader();
preferencesStore.apply();
void session.start();
// With a stored session, the page's code, texts and first data start loading now, beside the profile check.
if (session.getState().status === 'loading') void import('./app/route-preload').then((m) => m.preloadSignedInRoute(location.pathname));

// Rendering waits for the `common` texts (a small chunk fetched in parallel with the page's own), so no screen
// ever shows translation keys.
void translationsReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
