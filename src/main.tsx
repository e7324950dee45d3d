import { StrictMode, startTransition } from 'react';
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

// Rendering waits for the `common` texts (a small chunk fetched in parallel with the page's own), so no screen
// ever shows translation keys. The first render is a transition: React renders it in slices that give the
// browser back its main thread every few milliseconds, instead of one long task that would block input.
void translationsReady.then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
