export declare function postgresBin(): string | undefined;
export declare function startPostgres(): Promise<{ url: string; socketUrl: string; stop(): void }>;
