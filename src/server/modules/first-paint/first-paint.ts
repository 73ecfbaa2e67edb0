import fs from 'node:fs';
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '../../../contract/limits.ts';
import { visitorFrame } from './destination-markup.ts';
import { firstPaintScreen, type FirstPaintScreen } from './first-paint-screen.ts';
import { LANDING_MARKUP } from './landing-markup.ts';
import { shellMarkup } from './shell-markup.ts';

// The first screen paints from the HTML (issue 21 §1): for a member, the signed-in frame (header,
// bottom bar, and on home the search banner with its photo, the page's largest paint) drawn into
// #root with the app frame's stylesheet; for a visitor on "/", the landing page's header and hero
// with its first photo. A phone shows it as soon as the HTML and CSS are in instead of after
// ~200 KB of JS. The app's first render replaces it (React clears #root when it first commits).
// public/boot.js downloads and starts the app's code once that screen has painted (the entry
// script and Vite's module preloads become a data block here), so the paint waits neither for
// the app's scripts to run nor for their bytes to share the connection with its CSS and photo.
// A post's and a profile's top are drawn from the same read as their image hint (lcp-preload),
// as everyone may see them. Nothing drawn depends on who the member is: the page is the same for
// every member, and for every visitor.

const ROOT = '<div id="root"></div>';
/** The charset's meta tag, which stays first in <head>; the early reads follow it. */
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;
/** public/boot.js's subjectId: a post's or profile's UUID. */
const SUBJECT =
  /^\/(?:posts|profile)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;
const SCREENS_BLOCK = /<script type="application\/json" id="roamly-screens">([\s\S]*?)<\/script>/;
/** public/boot.js's tag, before which the deferred app's files are listed. */
const BOOT = '<script src="/boot.js"></script>';
/** Vite's preloads of what the entry imports (the runtime, the vendor chunk). */
const MODULEPRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;
/** The entry script Vite writes into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

type ScreensData = { files?: string[]; screens?: Record<string, number[] | undefined> };

/** The stylesheets the build lists for a screen (its app frame's app.css among them). */
function screenStylesheets(html: string, screen: string): string[] {
  const block = SCREENS_BLOCK.exec(html)?.[1];
  if (!block) return [];
  let data: ScreensData;
  try {
    data = JSON.parse(block) as ScreensData;
  } catch {
    return [];
  }
  return (data.screens?.[screen] ?? [])
    .map((index) => data.files?.[index])
    .filter((file): file is string => typeof file === 'string' && file.endsWith('.css'));
}

/**
 * The API reads public/boot.js sends for the screen, by the very URLs it uses: hinted at the top
 * of the page, they leave with the document's first requests instead of after boot.js has
 * arrived and run (boot.js's fetch then takes the preloaded answer). A test keeps them in sync.
 */
export function earlyReads(screen: FirstPaintScreen, pathname: string, search: string): string[] {
  if (screen === 'landing') return [];
  const reads: string[] = [];
  if (screen === 'home') reads.push('/api/posts/feed?limit=10');
  if (screen === 'explore' && !search) reads.push('/api/posts/explore?limit=10');
  // Only an id boot.js would read (a UUID): nothing else from the address reaches the page.
  const subject = SUBJECT.exec(pathname)?.[1];
  if (screen === 'post' && subject) reads.push(`/api/posts/${subject}`);
  if (screen === 'profile' && subject) reads.push(`/api/users/${subject}`);
  reads.push('/api/auth/user');
  return reads;
}

export type FirstPaintRequest = {
  pathname: string;
  /** The query string, "?" included, or "". */
  search: string;
  cookies: Record<string, string | undefined>;
  /**
   * The screen's own content as everyone sees it, user text escaped, drawn into the frame's
   * <main>: explore's tiles, a post's top, a profile's (lcp-preload's read), a destination's hero
   * (what its page head read).
   */
  content?: string;
};

/** A member for boot.js and the server alike: the session hint and the session cookie. */
function isMember(cookies: FirstPaintRequest['cookies']): boolean {
  return cookies[SESSION_HINT_COOKIE] === '1' && Boolean(cookies[SESSION_COOKIE]);
}

/**
 * The screen the server draws for this request, or null. The session hint is what public/boot.js
 * reads too; the session cookie must be there as well (the hint alone outlives a session cleared
 * by the browser). Nothing private is drawn, so a stale session only means the app sends the
 * visitor to sign in, as it would anyway.
 */
export function drawnScreen(
  request: Pick<FirstPaintRequest, 'pathname' | 'cookies'>,
): FirstPaintScreen | null {
  const hint = request.cookies[SESSION_HINT_COOKIE] === '1';
  const session = Boolean(request.cookies[SESSION_COOKIE]);
  const screen = firstPaintScreen(request.pathname, isMember(request.cookies));
  // The landing page is for whom boot.js and the app take for a visitor: no hint at all.
  if (screen === 'landing' && (hint || session)) return null;
  return screen;
}

/**
 * index.html with the first screen drawn in, for a visitor on "/", a member on home, explore, a
 * profile or a post, and anyone on a destination tours page; null when the request gets
 * index.html as it is (another path, or a build whose index.html lacks what this needs — then the
 * app paints itself as before).
 */
export function renderFirstPaint(html: string, request: FirstPaintRequest): string | null {
  const screen = drawnScreen(request);
  const member = isMember(request.cookies);
  // A destination page draws what its head read (its place's photo); without it, nothing.
  if (screen === 'destination' && !request.content) return null;
  if (!screen || !html.includes(ROOT) || !CHARSET.test(html)) return null;
  const entry = ENTRY_SCRIPT.exec(html);
  const stylesheets = screenStylesheets(html, screen);
  // The landing page's classes are all in the entry's stylesheet; the others need the frame's.
  if (!entry || !html.includes(BOOT) || (screen !== 'landing' && stylesheets.length === 0)) {
    return null;
  }
  const links = stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  // `use-credentials`: the mode of boot.js's fetch (credentials: 'include'), or it is not reused.
  // A visitor's boot.js sends no sign-in check (and a destination page's reads are public ones).
  const reads = (member ? earlyReads(screen, request.pathname, request.search) : []).map(
    (url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`,
  );
  const markup = drawnMarkup(screen, member, request);
  // The app's code downloads once the first screen has painted: boot.js fetches the entry, what
  // it imports and the screen's chunks then, instead of Vite's tags sharing the connection with
  // the stylesheets and the photo the paint needs.
  const modules = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1]);
  const app = { entry: entry[1], modules };
  return html
    .replace(CHARSET, (charset) => charset + reads.join(''))
    .replace(BOOT, `${dataBlock(APP_BLOCK_ID, app)}${BOOT}`)
    .replace(entry[0], '')
    .replace(MODULEPRELOAD, '')
    .replace('</head>', `${links.join('')}</head>`)
    .replace(ROOT, `<div id="root">${markup}</div>`);
}

/** The children of #root: the screen in the frame the app draws it in for this viewer. */
function drawnMarkup(
  screen: FirstPaintScreen,
  member: boolean,
  request: FirstPaintRequest,
): string {
  if (screen === 'landing') return LANDING_MARKUP;
  if (screen === 'destination' && !member) return visitorFrame(screen, request.content ?? '');
  return shellMarkup(screen, request.pathname, request.content);
}

/** The id of the block public/boot.js reads the deferred app's files from. */
export const APP_BLOCK_ID = 'roamly-deferred-app';

/** A JSON data block (not a script the CSP would have to allow), safe inside <script>. */
function dataBlock(id: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/**
 * Reads index.html (again only when the file changes), or takes the page already given its head,
 * and answers `renderFirstPaint` for a request: what the static handler sends instead, or null.
 */
export function firstPaintPages(indexFile: string) {
  let cached: { mtimeMs: number; html: string } | undefined;
  return async (request: FirstPaintRequest & { html?: string }): Promise<string | null> => {
    if (!firstPaintScreen(request.pathname, true)) return null; // "/" included, either way
    // The page with its own head (modules/page-head), when it has one.
    if (request.html !== undefined) return renderFirstPaint(request.html, request);
    const { mtimeMs } = await fs.promises.stat(indexFile);
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, html: await fs.promises.readFile(indexFile, 'utf8') };
    }
    return renderFirstPaint(cached.html, request);
  };
}
