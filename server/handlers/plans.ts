// The plans tag.
import { authed, type Handlers } from '../http/handler.ts';
import type { Services } from '../services/index.ts';

export function planHandlers({ plans }: Services): Handlers {
  return {
    getTodayPlan: authed<'getTodayPlan'>(({ session }) => plans.today(session)),
    generatePlan: authed<'generatePlan'>(({ session, body }) => plans.generate(session, body)),
    generateSmartPlan: authed<'generateSmartPlan'>(({ session, body, lang }) => plans.generateSmart(session, body, lang)),
    updatePlanProgress: authed<'updatePlanProgress'>(({ session, params, body }) => plans.updateProgress(session, params.id, body)),
    listPlans: authed<'listPlans'>(({ session, query }) => plans.history(session, query)),
  };
}
