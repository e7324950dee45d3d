export declare const START_PRELOAD_SCRIPT: string;
export declare const START_PRELOAD_HASH: string;
