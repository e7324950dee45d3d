// POST /plans/generate-smart: a plan picked by the AI coach (up to 60 s).
import { api, unwrap, type Schemas } from '@/api/client';
import { timeoutFor } from '@/api/timeouts';

export const GENERATE_SMART_PLAN_TIMEOUT_MS = timeoutFor('POST', '/plans/generate-smart');

export const generateSmartPlan = (body: Schemas['SmartPlanRequest'], signal?: AbortSignal) =>
  unwrap(api.POST('/plans/generate-smart', { body, signal }));
