export declare const isViolationLine: (line: string) => boolean;
