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
const preloading =
  session.getState().status === 'loading'
    ? import('./app/route-preload').then((m) => m.preloadSignedInRoute(location.pathname)).catch(() => undefined)
    : undefined;

// Rendering waits for the `common` texts (a small chunk fetched in parallel with the page's own), so no screen
// ever shows translation keys, and for the preload to have sent its requests (its chunk comes in parallel too):
// the first render's layout is long (fonts), and the page's code and data must not wait behind it.
void Promise.all([translationsReady, preloading]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
