/**
 * Responses public/boot.js asked for before the app's code had arrived (the sign-in check, the
 * first page of home or explore, a destination page's content and photo), keyed by URL. Each
 * serves the first screen once: `api` takes it instead of sending the same GET again. Whatever is
 * left is dropped on the first client-side navigation, or — unless it is a public read, whose
 * answer is the same for anyone — when the signed-in identity turns out otherwise
 * (lib/query-client.ts), so a later screen never reads an answer from before.
 */
type EarlyRequests = Record<string, Promise<Response> | undefined>;

function pending(): EarlyRequests | undefined {
  return (globalThis as { __roamlyEarly?: EarlyRequests }).__roamlyEarly;
}

/** The early response for this GET URL, if boot.js started one that nothing has taken yet. */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const requests = pending();
  const response = requests?.[url];
  if (response) delete requests[url];
  return response;
}

/** The URLs boot.js marked as public reads (the same answer for anyone). */
function publicReads(): readonly string[] {
  return (globalThis as { __roamlyEarlyPublic?: string[] }).__roamlyEarlyPublic ?? [];
}

/** Forgets the early responses nothing has taken (all, or all but the public reads). */
export function dropEarlyResponses({ keepPublic = false }: { keepPublic?: boolean } = {}): void {
  const requests = pending();
  if (!requests) return;
  const kept = keepPublic ? publicReads() : [];
  for (const url of Object.keys(requests)) {
    if (kept.includes(url)) continue;
    // Read and discarded, so an unread body holds no connection.
    requests[url]?.then((response) => response.body?.cancel()).catch(() => undefined);
    delete requests[url];
  }
}
