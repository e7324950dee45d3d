// Every route of product-spec §2 with its access rule; pages load lazily.
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths, PROBLEM_ROUTE } from '@/lib/paths';
import { FullPageSpinner } from '@/components/states';
import { PublicOnly, RequireAdmin, RequireAuth } from './guards';
import { AuthLayout } from './layout/auth-layout';
import { RouteError } from './route-error';

// The authenticated frame (header popovers, drawer, tooltips) is not needed by the account pages.
const AppLayout = lazy(() => import('./layout/app-layout').then((m) => ({ default: m.AppLayout })));

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: paths.home, element: <Navigate to={paths.dashboard} replace /> },
      {
        element: <AuthLayout />,
        children: [
          {
            element: <PublicOnly />,
            children: [
              { path: paths.login, lazy: page(() => import('@/features/auth/login-page')) },
              { path: paths.register, lazy: page(() => import('@/features/auth/register-page')) },
              { path: paths.forgotPassword, lazy: page(() => import('@/features/auth/forgot-password-page')) },
              { path: paths.resetPassword, lazy: page(() => import('@/features/auth/reset-password-page')) },
            ],
          },
          { path: paths.verifyEmail, lazy: page(() => import('@/features/auth/verify-email-page')) },
        ],
      },
      {
        element: (
          <RequireAuth>
            <Suspense fallback={<FullPageSpinner />}>
              <AppLayout />
            </Suspense>
          </RequireAuth>
        ),
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { path: paths.dashboard, lazy: page(() => import('@/features/dashboard/dashboard-page')) },
              { path: paths.problems, lazy: page(() => import('@/features/problems/problems-page')) },
              { path: PROBLEM_ROUTE, lazy: page(() => import('@/features/practice/problem-page')) },
              { path: paths.progress, lazy: page(() => import('@/features/progress/progress-page')) },
              { path: paths.history, lazy: page(() => import('@/features/history/history-page')) },
              { path: paths.settings, lazy: page(() => import('@/features/settings/settings-page')) },
              {
                element: <RequireAdmin />,
                children: [{ path: paths.admin, lazy: page(() => import('@/features/admin/admin-page')) }],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: page(() => import('./not-found')) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
