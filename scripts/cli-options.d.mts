export declare function takeOption<T extends string | undefined>(args: string[], name: string, fallback: T): string | T;
