export function fakeAnswer(system: string, user: string): Record<string, unknown>;
export function startFakeModel(options?: { port?: number; fail?: '429' | '500' | 'malformed' | 'refusal' | 'slow'; delayMs?: number }): Promise<{ baseUrl: string; close(): Promise<void> }>;
