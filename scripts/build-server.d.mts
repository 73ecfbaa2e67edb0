export type ServerSources = { files: string[]; rootDir: string; outDir: string };

export declare function serverSources(root?: string): ServerSources;
export declare function rewriteRelativeSpecifier(specifier: string): string;
export declare function buildServer(options: ServerSources & { tsconfig?: string }): Promise<void>;
