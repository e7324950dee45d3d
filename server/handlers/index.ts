// Every operation's handler, by operationId.
import type { Handlers } from '../http/handler.ts';
import type { Services } from '../services/index.ts';
import { adminHandlers } from './admin.ts';
import { authHandlers } from './auth.ts';

export function allHandlers(services: Services): Handlers {
  return { ...authHandlers(services), ...adminHandlers(services) };
}
