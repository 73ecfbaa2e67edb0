// The pure half of `npm run lighthouse`: the figures read from each Lighthouse result, their
// medians over the runs, and the Markdown table written between the markers of
// docs/performance.md. scripts/lighthouse.mjs does the browsing.

export const TABLE_START = '<!-- lighthouse:start -->';
export const TABLE_END = '<!-- lighthouse:end -->';

/** The median of a list of numbers (the mean of the middle two for an even count). */
export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * One run's figures from a Lighthouse result (LHR): the performance score (0–100), LCP and total
 * blocking time in ms, CLS. A run Lighthouse could not finish (a page that never loads, no paint)
 * has a runtimeError; its code is kept so the table says why instead of showing made-up numbers.
 */
export function runFigures(lhr) {
  const audit = (id) => lhr.audits?.[id]?.numericValue;
  const score = lhr.categories?.performance?.score;
  const figures = {
    score: typeof score === 'number' ? Math.round(score * 100) : undefined,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
  const error = lhr.runtimeError?.code;
  const complete = Object.values(figures).every((value) => typeof value === 'number');
  return error || !complete ? { error: error ?? 'INCOMPLETE_RESULT' } : figures;
}

/**
 * Why a finished run did not measure the page it was pointed at, or undefined when it did: it ended
 * on another path (a signed-in page sent to /signin), or it lacks a request that shows the state
 * wanted (home's feed request: signed in) or has one that contradicts it (the landing page
 * fetching the feed: not signed out).
 */
export function pageProblem(lhr, page) {
  const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
  const finalPath = finalUrl ? new URL(finalUrl).pathname : undefined;
  if (finalPath !== page.path) return `ended on ${finalPath ?? 'no page'} instead of ${page.path}`;
  const urls = (lhr.audits?.['network-requests']?.details?.items ?? []).map((item) => item.url);
  const requested = (part) => urls.some((url) => new URL(url).pathname.startsWith(part));
  if (page.requested && !requested(page.requested)) return `made no request to ${page.requested}`;
  if (page.notRequested && requested(page.notRequested)) {
    return `requested ${page.notRequested}, which it should not`;
  }
  return undefined;
}

/**
 * The medians of each figure over the runs that finished, how many did, and the errors of the
 * others. No finished run gives no figures.
 */
export function summariseRuns(runs) {
  const finished = runs.filter((run) => !run.error);
  const errors = runs.filter((run) => run.error).map((run) => run.error);
  if (finished.length === 0) return { runs: runs.length, finished: 0, errors };
  const of = (key) => median(finished.map((run) => run[key]));
  return {
    runs: runs.length,
    finished: finished.length,
    errors,
    score: of('score'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const milliseconds = (ms) => `${Math.round(ms).toLocaleString('en-US')} ms`;

/** A preset's four cells; runs that failed are named so a median of fewer runs shows. */
function presetCells(summary) {
  if (summary.finished === 0) {
    return [`no result (${[...new Set(summary.errors)].join(', ')})`, '–', '–', '–'];
  }
  const partial =
    summary.finished < summary.runs
      ? ` (${summary.finished} of ${summary.runs} runs; ${[...new Set(summary.errors)].join(', ')})`
      : '';
  return [
    `${Math.round(summary.score)}${partial}`,
    seconds(summary.lcpMs),
    milliseconds(summary.tbtMs),
    summary.cls.toFixed(3),
  ];
}

/**
 * The block written into docs/performance.md: a line saying when, with what and how, then one row
 * per page with the mobile medians and the desktop run.
 */
export function renderTable({ date, lighthouseVersion, chromiumVersion, mobileRuns, pages, note }) {
  const lines = [
    `Run ${date} by \`npm run lighthouse\`: Lighthouse ${lighthouseVersion}, ${chromiumVersion} ` +
      `(headless), the production build with the demo world; mobile preset (simulated throttling) ` +
      `median of ${mobileRuns} runs, desktop preset one run; performance category only.` +
      (note ? ` ${note}` : ''),
    '',
    '| page | path | mobile score | LCP | TBT | CLS | desktop score | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const page of pages) {
    const cells = [
      page.name,
      `\`${page.path}\``,
      ...presetCells(page.mobile),
      ...presetCells(page.desktop),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** The document with the text between the markers replaced by `block`; both markers must exist. */
export function replaceBetweenMarkers(document, block) {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start === -1 || end === -1 || end < start) {
    throw new Error(`docs/performance.md needs ${TABLE_START} followed by ${TABLE_END}`);
  }
  return `${document.slice(0, start + TABLE_START.length)}\n${block}\n${document.slice(end)}`;
}
