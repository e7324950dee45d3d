export function buildClient(options?: { log?: (line: string) => void; noWarnings?: boolean }): Promise<boolean>;
