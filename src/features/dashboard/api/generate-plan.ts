// POST /plans/generate (quick, 30 s) and POST /plans/generate-smart (AI, 60 s); the timeouts come from the
// contract through the API client.
import { api, unwrap, type Schemas } from '@/api/client';

export type QuickPlanRequest = Schemas['PlanGenerateRequest'];
export type SmartPlanRequest = Schemas['SmartPlanRequest'];

export function generateQuickPlan(body: QuickPlanRequest, signal?: AbortSignal) {
  return unwrap(api.POST('/plans/generate', { body, signal }));
}

export function generateSmartPlan(body: SmartPlanRequest, signal?: AbortSignal) {
  return unwrap(api.POST('/plans/generate-smart', { body, signal }));
}
