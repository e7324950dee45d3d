// What the account pages hand each other through the router's navigation state.
import type { FromState } from '@/lib/paths';

/** A success message the login page shows on arrival. */
export type LoginNotice = 'verified' | 'passwordReset';

export interface LoginPageState extends FromState {
  notice?: LoginNotice;
}

export interface VerifyPageState {
  /** A code was just sent (by register or the login page), so its validity and the resend wait start now. */
  codeSent?: boolean;
}

export const stateOf = <T extends object>(state: unknown): T => (typeof state === 'object' && state !== null ? (state as T) : ({} as T));
