export const NGINX: string;
export function readmeNginxSample(readme?: string): string;
export function laneConfig(sample: string, options: { listen: number; ports: number[]; dist: string; down?: Set<number> }): string;
export function journeyServerBlock(config: string, options: { listen: number; prismPort: number }): string;
export function startNginx(options: { dir: string; render: (options: { down?: Set<number> }) => string }): Promise<{
  reconfigure(options: { down?: Set<number> }): Promise<void>;
  stop(): Promise<void>;
}>;
