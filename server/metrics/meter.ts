// What the services, the coach and the mail outbox report as it happens, for the operator's metrics. An interface
// of plain events, so that nothing outside server/metrics/ knows about Prometheus; with metrics off (the default)
// nothing is reported and nothing is counted.
import type { CoachMethod } from '../coach/types.ts';

/** Who answered a coach call: the configured model or the embedded coach. */
export type CoachProvider = 'model' | 'embedded';
/** How a coach call went: answered, or why not (CoachUnavailable's reasons, `error` for anything else). */
export type CoachOutcome = 'ok' | 'timeout' | 'rate_limited' | 'refused' | 'malformed' | 'unreachable' | 'error';
/** What happened to one send of a queued mail. */
export type MailOutcome = 'sent' | 'failed' | 'expired';

export interface Meter {
  coachCall(method: CoachMethod, provider: CoachProvider, outcome: CoachOutcome, seconds: number): void;
  /** `kind` is the outbox's MailKind (verification, password_reset…): a handful of values, never an address. */
  mail(kind: string, outcome: MailOutcome): void;
  /** A coach call refused because the learner's daily AI allowance is used up (`what`: the coach method). */
  aiAllowanceRefused(what: string): void;
}
