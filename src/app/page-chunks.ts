// Each lazily loaded part of the app as one loader, shared by the router's lazy pages and the start-up
// preload (route-preload.ts), so both name the same chunk. Each loader remembers its module once loaded
// (`loaded()`), so that a page whose code is already here renders at once (router.tsx, lazyPage). The build reads
// this file too (scripts/vite-start-preload.mjs), to find each start route's module: keep each loader in the form
// `name: chunk(() => import(<the page's path, quoted>))` (a start route whose page it cannot find fails the build).
export const chunk = <M,>(load: () => Promise<M>) => {
  let module: M | undefined;
  return Object.assign(() => load().then((loaded) => (module = loaded)), { loaded: () => module });
};
export type ChunkLoader<M> = ReturnType<typeof chunk<M>>;

export const pageChunks = {
  appLayout: chunk(() => import('./layout/app-layout')),
  login: chunk(() => import('@/features/auth/login-page')),
  register: chunk(() => import('@/features/auth/register-page')),
  forgotPassword: chunk(() => import('@/features/auth/forgot-password-page')),
  resetPassword: chunk(() => import('@/features/auth/reset-password-page')),
  verifyEmail: chunk(() => import('@/features/auth/verify-email-page')),
  dashboard: chunk(() => import('@/features/dashboard/dashboard-page')),
  problems: chunk(() => import('@/features/problems/problems-page')),
  problem: chunk(() => import('@/features/practice/problem-page')),
  progress: chunk(() => import('@/features/progress/progress-page')),
  history: chunk(() => import('@/features/history/history-page')),
  interview: chunk(() => import('@/features/interview/interview-page')),
  settings: chunk(() => import('@/features/settings/settings-page')),
  admin: chunk(() => import('@/features/admin/admin-page')),
  notFound: chunk(() => import('./not-found')),
};
