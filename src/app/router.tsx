// Every route of product-spec §2 with its access rule; pages load lazily.
//
// Declarative routes (<BrowserRouter> + <Routes>) rather than a data router: the app loads its data with
// TanStack Query, not route loaders, and the data router costs ~16 KB gzip more in every first load.
// What it gave us is rebuilt here: lazy pages (React.lazy under the layouts' Suspense) and per-page error
// screens (RouteErrorBoundary).
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { paths, PROBLEM_ROUTE } from '@/lib/paths';
import { FullPageSpinner } from '@/components/states';
import { PublicOnly, RequireAdmin, RequireAuth } from './guards';
import { AuthLayout } from './layout/auth-layout';
import { RouteErrorBoundary } from './route-error';

// The authenticated frame (header popovers, drawer, tooltips) is not needed by the account pages.
const AppLayout = lazy(() => import('./layout/app-layout').then((m) => ({ default: m.AppLayout })));

const LoginPage = lazy(() => import('@/features/auth/login-page'));
const RegisterPage = lazy(() => import('@/features/auth/register-page'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('@/features/auth/reset-password-page'));
const VerifyEmailPage = lazy(() => import('@/features/auth/verify-email-page'));
const DashboardPage = lazy(() => import('@/features/dashboard/dashboard-page'));
const ProblemsPage = lazy(() => import('@/features/problems/problems-page'));
const ProblemPage = lazy(() => import('@/features/practice/problem-page'));
const ProgressPage = lazy(() => import('@/features/progress/progress-page'));
const HistoryPage = lazy(() => import('@/features/history/history-page'));
const SettingsPage = lazy(() => import('@/features/settings/settings-page'));
const AdminPage = lazy(() => import('@/features/admin/admin-page'));
const NotFound = lazy(() => import('./not-found'));

/** A page that throws shows the error screen inside the frame; the header and menu keep working. */
function PageBoundary() {
  return (
    <RouteErrorBoundary>
      <Outlet />
    </RouteErrorBoundary>
  );
}

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route path={paths.home} element={<Navigate to={paths.dashboard} replace />} />
        <Route element={<AuthLayout />}>
          <Route element={<PageBoundary />}>
            <Route element={<PublicOnly />}>
              <Route path={paths.login} element={<LoginPage />} />
              <Route path={paths.register} element={<RegisterPage />} />
              <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
              <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
            </Route>
            <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
          </Route>
        </Route>
        <Route
          element={
            <RequireAuth>
              <Suspense fallback={<FullPageSpinner />}>
                <AppLayout />
              </Suspense>
            </RequireAuth>
          }
        >
          <Route element={<PageBoundary />}>
            <Route path={paths.dashboard} element={<DashboardPage />} />
            <Route path={paths.problems} element={<ProblemsPage />} />
            <Route path={PROBLEM_ROUTE} element={<ProblemPage />} />
            <Route path={paths.progress} element={<ProgressPage />} />
            <Route path={paths.history} element={<HistoryPage />} />
            <Route path={paths.settings} element={<SettingsPage />} />
            <Route element={<RequireAdmin />}>
              <Route path={paths.admin} element={<AdminPage />} />
            </Route>
          </Route>
        </Route>
        <Route
          path="*"
          element={
            <Suspense fallback={<FullPageSpinner />}>
              <NotFound />
            </Suspense>
          }
        />
      </Routes>
    </RouteErrorBoundary>
  );
}
