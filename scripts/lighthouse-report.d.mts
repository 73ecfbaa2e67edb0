export declare const TABLE_START: string;
export declare const TABLE_END: string;

export type RunFigures =
  | { score: number; lcpMs: number; tbtMs: number; cls: number; error?: undefined }
  | { error: string };

export type RunsSummary = {
  runs: number;
  finished: number;
  errors: string[];
  score?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
};

/** The parts of a Lighthouse result (LHR) read here. */
export type LighthouseResult = {
  categories?: { performance?: { score: number | null } };
  audits?: Record<
    string,
    { numericValue?: number; details?: { items?: readonly { url: string }[] } }
  >;
  runtimeError?: { code: string };
  finalDisplayedUrl?: string;
  finalUrl?: string;
};

/** A page to audit: its path, and a request whose presence or absence shows the state wanted. */
export type AuditedPage = { name: string; path: string; requested?: string; notRequested?: string };

export type PageResult = { name: string; path: string; mobile: RunsSummary; desktop: RunsSummary };

export declare function median(values: readonly number[]): number;
export declare function runFigures(lhr: LighthouseResult): RunFigures;
export declare function pageProblem(lhr: LighthouseResult, page: AuditedPage): string | undefined;
export declare function summariseRuns(runs: readonly RunFigures[]): RunsSummary;
export declare function renderTable(options: {
  date: string;
  lighthouseVersion: string;
  chromiumVersion: string;
  mobileRuns: number;
  pages: readonly PageResult[];
  note?: string;
}): string;
export declare function replaceBetweenMarkers(document: string, block: string): string;
