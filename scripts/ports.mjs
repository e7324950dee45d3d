// The local ports of the dev stack, in one place for the dev script, Vite's proxy and Playwright.
// E2E_PORT / E2E_MOCK_PORT let several e2e runs share one machine.
export const MOCK_PORT = 4010;
export const DEV_PORT = 5173;
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4011);
