export declare const TEST_ONLY_FILES: string[];
export declare const TEST_ONLY_IMPORTS: string[];
export declare const TEST_ONLY_OUTPUT: RegExp[];
export declare function isTestOnlyPath(relative: string): boolean;
