export declare const FRAMEWORK_CHUNK: string;
export declare const COMPILE_HINT: string;
