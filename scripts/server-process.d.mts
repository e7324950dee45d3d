import type { ChildProcess, StdioOptions } from 'node:child_process';
export interface ServerProcess {
  child: ChildProcess;
  base: string;
  exited: Promise<number | string>;
  stop(): Promise<number | string>;
}
export declare function startServerProcess(options?: { env?: Record<string, string>; port?: number; stdio?: StdioOptions }): Promise<ServerProcess>;
export declare function memoryOf(pid: number): { rss: number; peak: number };
