import { createServer } from 'node:net';

// The local ports of the dev stack, in one place for the dev script, Vite's proxy and Playwright.
// E2E_PORT / E2E_MOCK_PORT let several e2e runs share one machine.
export const MOCK_PORT = 4010;
export const DEV_PORT = 5173;
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4011);
// `npm run report`: the built app and its Prism. REPORT_PORT moves both (the mock is the next port).
export const REPORT_PORT = Number(process.env.REPORT_PORT ?? 4391);
export const REPORT_MOCK_PORT = REPORT_PORT + 1;

// The full-stack lane (e2e/full-stack): the built app, Prism validating in front of the real server, the server,
// and the SMTP sink's two ports. LANE_PORT moves them all together.
const LANE_BASE = Number(process.env.LANE_PORT ?? 4280);
export const LANE_PORTS = { app: LANE_BASE, proxy: LANE_BASE + 1, server: LANE_BASE + 2, smtp: LANE_BASE + 3, mailbox: LANE_BASE + 4 };

/** A port nothing listens on right now (for servers the tests and benchmarks start). */
export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
