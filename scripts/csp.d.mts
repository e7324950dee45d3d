export declare const CSP_DIRECTIVES: Record<string, string[]>;
export declare const CSP: string;
