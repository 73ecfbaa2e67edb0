export type ScreenName = 'landing' | 'home' | 'explore' | 'destination' | 'profile' | 'post';
export declare const APP_FRAME: string;
export declare const SCREENS: Record<
  ScreenName,
  { route: string; framed: boolean; budgetKb: number }
>;
export type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
export declare function chunkClosure(
  manifest: Record<string, ManifestChunk>,
  keys: string[],
): Set<string>;
