// Each lazily loaded part of the app as one loader, shared by the router's lazy pages and the start-up
// preload (route-preload.ts), so both name the same chunk.
export const pageChunks = {
  appLayout: () => import('./layout/app-layout'),
  login: () => import('@/features/auth/login-page'),
  register: () => import('@/features/auth/register-page'),
  forgotPassword: () => import('@/features/auth/forgot-password-page'),
  resetPassword: () => import('@/features/auth/reset-password-page'),
  verifyEmail: () => import('@/features/auth/verify-email-page'),
  dashboard: () => import('@/features/dashboard/dashboard-page'),
  problems: () => import('@/features/problems/problems-page'),
  problem: () => import('@/features/practice/problem-page'),
  progress: () => import('@/features/progress/progress-page'),
  history: () => import('@/features/history/history-page'),
  settings: () => import('@/features/settings/settings-page'),
  admin: () => import('@/features/admin/admin-page'),
  notFound: () => import('./not-found'),
};
