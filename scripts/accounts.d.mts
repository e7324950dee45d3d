import type { SinkMessage } from './smtp-sink.mjs';
export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of any operation's answer
  body: any;
  headers: Headers;
}
export declare function api(base: string): (method: string, path: string, options?: { token?: string; body?: unknown }) => Promise<Answer>;
export declare function signUp(base: string, sink: { messages: SinkMessage[] }, username: string, password: string): Promise<{ token: string; id: string }>;
export declare function logIn(base: string, username: string, password: string): Promise<{ token: string; id: string }>;
