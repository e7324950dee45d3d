// The LeetCode sync, as the services use it: POST /problems/sync/leetcode calls runSync with a budget of about
// 10 s and, when the answer is not `complete`, continueInBackground to carry on after answering.
export { cancelRun, continueInBackground, pageOf, reopenRun, runSync, SyncFailedError } from './sync.ts';
export type { BackgroundOptions, FinishedRun, SyncContext, SyncOptions, SyncResult, SyncTransportOptions } from './sync.ts';
export type { FetchLike, Sleep } from './client.ts';
export type { Site } from './queries.ts';
