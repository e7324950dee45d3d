import { OverlaysProvider } from '@blueprintjs/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { queryClient } from '@/lib/query-client';
import { AppRoutes } from './router';

// Blueprint's overlay stack at the root; its hotkeys provider (and the hotkeys dialog it brings) lives in the lazy
// AppLayout, since only signed-in pages have shortcuts: that keeps them out of the account pages' first load.
export function App() {
  return (
    <OverlaysProvider>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </OverlaysProvider>
  );
}
