export declare const MOCK_PORT: number;
export declare const DEV_PORT: number;
export declare const E2E_PORT: number;
export declare const E2E_MOCK_PORT: number;
export declare const REPORT_PORT: number;
export declare const REPORT_MOCK_PORT: number;
export declare const LANE_PORTS: { app: number; proxy: number; server: number; smtp: number; mailbox: number };
export declare function freePort(): Promise<number>;
