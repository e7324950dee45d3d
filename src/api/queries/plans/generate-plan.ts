// POST /plans/generate: a quick plan by rules (up to 30 s, from the contract's x-timeout-ms).
import { api, unwrap, type Schemas } from '@/api/client';
import { timeoutFor } from '@/api/timeouts';

export const GENERATE_PLAN_TIMEOUT_MS = timeoutFor('POST', '/plans/generate');

export const generatePlan = (body: Schemas['PlanGenerateRequest'], signal?: AbortSignal) => unwrap(api.POST('/plans/generate', { body, signal }));
