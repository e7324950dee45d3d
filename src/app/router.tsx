// Every route of product-spec §2 with its access rule; pages load lazily.
//
// Declarative routes (<BrowserRouter> + <Routes>) rather than a data router: the app loads its data with
// TanStack Query, not route loaders, and the data router costs ~16 KB gzip more in every first load.
// What it gave us is rebuilt here: lazy pages (lazy-page.tsx) and per-page error
// screens (RouteErrorBoundary).
import { Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { INTERVIEW_SESSION_ROUTE, paths, PROBLEM_ROUTE } from '@/lib/paths';
import { FullPageSpinner, LoadingState } from '@/components/states';
import { PublicOnly, RequireAdmin, RequireAuth } from './guards';
import { AuthLayout } from './layout/auth-layout';
import { lazyPage } from './lazy-page';
import { pageChunks, type ChunkLoader } from './page-chunks';
import { RouteErrorBoundary } from './route-error';

const page = <P extends object>(load: ChunkLoader<{ default: ComponentType<P> }>, fallback = <LoadingState />) =>
  lazyPage(load, (module) => module.default, fallback);

// The authenticated frame (header popovers, drawer, tooltips) is not needed by the account pages.
const AppLayout = lazyPage(pageChunks.appLayout, (module) => module.AppLayout, <FullPageSpinner />);

const LoginPage = page(pageChunks.login);
const RegisterPage = page(pageChunks.register);
const ForgotPasswordPage = page(pageChunks.forgotPassword);
const ResetPasswordPage = page(pageChunks.resetPassword);
const VerifyEmailPage = page(pageChunks.verifyEmail);
const DashboardPage = page(pageChunks.dashboard);
const ProblemsPage = page(pageChunks.problems);
const ProblemPage = page(pageChunks.problem);
const ProgressPage = page(pageChunks.progress);
const HistoryPage = page(pageChunks.history);
const InterviewPage = page(pageChunks.interview);
const SettingsPage = page(pageChunks.settings);
const AdminPage = page(pageChunks.admin);
const NotFound = page(pageChunks.notFound, <FullPageSpinner />);

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
            <Route path={paths.interview} element={<InterviewPage />} />
            <Route path={INTERVIEW_SESSION_ROUTE} element={<InterviewPage />} />
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
