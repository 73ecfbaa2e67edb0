import { describe, expect, it } from 'vitest';
import {
  median,
  pageProblem,
  renderTable,
  replaceBetweenMarkers,
  runFigures,
  summariseRuns,
  TABLE_END,
  TABLE_START,
  type LighthouseResult,
} from './lighthouse-report.mjs';

function lhr(score: number, lcp: number, tbt: number, cls: number): LighthouseResult {
  return {
    categories: { performance: { score } },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: cls },
    },
  };
}

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([90, 35, 42])).toBe(42);
  });

  it('takes the mean of the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('refuses an empty list rather than inventing a figure', () => {
    expect(() => median([])).toThrow('median of no values');
  });
});

describe('runFigures', () => {
  it('reads the score as 0–100 and the metrics in ms', () => {
    expect(runFigures(lhr(0.873, 4321.5, 2700, 0.012))).toEqual({
      score: 87,
      lcpMs: 4321.5,
      tbtMs: 2700,
      cls: 0.012,
    });
  });

  it("keeps a run's runtime error instead of its (meaningless) figures", () => {
    const failed = { ...lhr(0, 0, 0, 0), runtimeError: { code: 'PAGE_HUNG' } };
    expect(runFigures(failed)).toEqual({ error: 'PAGE_HUNG' });
  });

  it('treats a result without a score as incomplete', () => {
    const noScore = { ...lhr(0, 1, 1, 0), categories: { performance: { score: null } } };
    expect(runFigures(noScore)).toEqual({ error: 'INCOMPLETE_RESULT' });
  });
});

describe('pageProblem', () => {
  const visit = (finalUrl: string, requests: string[]): LighthouseResult => ({
    ...lhr(0.9, 1000, 0, 0),
    finalDisplayedUrl: finalUrl,
    audits: {
      'network-requests': { details: { items: requests.map((url) => ({ url })) } },
    },
  });
  const base = 'http://127.0.0.1:5078';
  const home = { name: 'home', path: '/', requested: '/api/posts/feed' };
  const landing = { name: 'landing', path: '/', notRequested: '/api/posts/feed' };

  it('accepts a run that showed the page in the state wanted', () => {
    const signedIn = visit(`${base}/`, [`${base}/`, `${base}/api/posts/feed?limit=10`]);
    expect(pageProblem(signedIn, home)).toBeUndefined();
    expect(pageProblem(visit(`${base}/`, [`${base}/`]), landing)).toBeUndefined();
  });

  it('refuses a run sent to another page (a signed-in page that ended on /signin)', () => {
    const page = { name: 'explore', path: '/explore' };
    expect(pageProblem(visit(`${base}/signin?returnTo=%2Fexplore`, []), page)).toBe(
      'ended on /signin instead of /explore',
    );
  });

  it('refuses home without its feed request (signed out) and landing with it (signed in)', () => {
    expect(pageProblem(visit(`${base}/`, [`${base}/api/auth/user`]), home)).toBe(
      'made no request to /api/posts/feed',
    );
    expect(pageProblem(visit(`${base}/`, [`${base}/api/posts/feed`]), landing)).toBe(
      'requested /api/posts/feed, which it should not',
    );
  });

  it('matches the request by path, not anywhere in the URL', () => {
    const tracked = visit(`${base}/`, [`${base}/api/track?path=/api/posts/feed`]);
    expect(pageProblem(tracked, home)).toBe('made no request to /api/posts/feed');
  });
});

describe('summariseRuns', () => {
  it('takes each figure’s median separately', () => {
    const summary = summariseRuns([
      runFigures(lhr(0.35, 5100, 2700, 0)),
      runFigures(lhr(0.42, 4300, 3100, 0.2)),
      runFigures(lhr(0.38, 4600, 2500, 0.1)),
    ]);
    expect(summary).toEqual({
      runs: 3,
      finished: 3,
      errors: [],
      score: 38,
      lcpMs: 4600,
      tbtMs: 2700,
      cls: 0.1,
    });
  });

  it('leaves failed runs out of the medians and counts them', () => {
    const summary = summariseRuns([
      { error: 'PAGE_HUNG' },
      runFigures(lhr(0.9, 2000, 100, 0)),
      runFigures(lhr(0.8, 3000, 300, 0)),
    ]);
    expect(summary).toMatchObject({ runs: 3, finished: 2, errors: ['PAGE_HUNG'], score: 85 });
  });

  it('gives no figures when no run finished', () => {
    expect(summariseRuns([{ error: 'NO_FCP' }])).toEqual({
      runs: 1,
      finished: 0,
      errors: ['NO_FCP'],
    });
  });
});

describe('renderTable', () => {
  const ok = summariseRuns([runFigures(lhr(0.73, 1960, 120.4, 0.0004))]);
  const table = renderTable({
    date: '2026-11-27',
    lighthouseVersion: '12.2.3',
    chromiumVersion: 'Chromium 156',
    mobileRuns: 3,
    note: 'Shared machine: lower bounds.',
    pages: [
      { name: 'landing', path: '/', mobile: ok, desktop: ok },
      {
        name: 'home',
        path: '/',
        mobile: summariseRuns([{ error: 'PAGE_HUNG' }, runFigures(lhr(0.35, 4300, 2700, 0))]),
        desktop: summariseRuns([{ error: 'PAGE_HUNG' }]),
      },
    ],
  });
  const lines = table.split('\n');

  it('says when, with which versions and how the figures were taken', () => {
    expect(lines[0]).toContain('Run 2026-11-27');
    expect(lines[0]).toContain('Lighthouse 12.2.3, Chromium 156');
    expect(lines[0]).toContain('median of 3 runs');
    expect(lines[0]).toContain('Shared machine: lower bounds.');
  });

  it('writes one row per page with the score, LCP in s, TBT in ms and CLS', () => {
    expect(lines[2]).toBe(
      '| page | path | mobile score | LCP | TBT | CLS | desktop score | LCP | TBT | CLS |',
    );
    expect(lines[4]).toBe(
      '| landing | `/` | 73 | 2.0 s | 120 ms | 0.000 | 73 | 2.0 s | 120 ms | 0.000 |',
    );
  });

  it('shows a median of fewer runs and a preset with no result for what they are', () => {
    expect(lines[5]).toBe(
      '| home | `/` | 35 (1 of 2 runs; PAGE_HUNG) | 4.3 s | 2,700 ms | 0.000 ' +
        '| no result (PAGE_HUNG) | – | – | – |',
    );
  });
});

describe('replaceBetweenMarkers', () => {
  const doc = `# Performance\n\n${TABLE_START}\nold table\n${TABLE_END}\n\nLater notes.\n`;

  it('replaces only what is between the markers, keeping them', () => {
    expect(replaceBetweenMarkers(doc, 'new table')).toBe(
      `# Performance\n\n${TABLE_START}\nnew table\n${TABLE_END}\n\nLater notes.\n`,
    );
  });

  it('gives the same document when run twice', () => {
    const once = replaceBetweenMarkers(doc, 'new table');
    expect(replaceBetweenMarkers(once, 'new table')).toBe(once);
  });

  it('refuses a document without both markers', () => {
    expect(() => replaceBetweenMarkers('# Performance\n', 'table')).toThrow(TABLE_START);
    expect(() => replaceBetweenMarkers(`${TABLE_END}\n${TABLE_START}`, 'table')).toThrow();
  });
});
