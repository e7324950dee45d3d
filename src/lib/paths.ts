// Route paths and link builders: the router, the guards, the menu and every link use these.
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  dashboard: '/dashboard',
  problems: '/problems',
  problem: (problemId: string) => `/problems/${encodeURIComponent(problemId)}`,
  progress: '/progress',
  history: '/history',
  interview: '/interview',
  interviewSession: (sessionId: string) => `/interview/${encodeURIComponent(sessionId)}`,
  submission: (submissionId: string) => `/history?submission=${encodeURIComponent(submissionId)}`,
  settings: '/settings',
  admin: '/admin',
} as const;

/** The pattern the router matches for a problem page. */
export const PROBLEM_ROUTE = '/problems/:problemId';

/** The pattern the router matches for one interview session (running, or its debrief). */
export const INTERVIEW_SESSION_ROUTE = '/interview/:sessionId';

/**
 * Router state of a visit to /login that a guard sent there: the page the visitor asked for, to go back to after
 * signing in (shared by the guard in src/app and the login page).
 */
export interface FromState {
  from?: string;
}
