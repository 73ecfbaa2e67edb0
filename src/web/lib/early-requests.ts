/**
 * Responses public/boot.js asked for before the app's code had arrived (the sign-in check and, on
 * home, the first feed page), keyed by URL. Each serves the first screen once: `api` takes it
 * instead of sending the same GET again. Whatever is left is dropped on the first client-side
 * navigation or when the signed-in identity turns out otherwise (lib/query-client.ts), so a later
 * screen never reads an answer from before.
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

/** Forgets every early response nothing has taken. */
export function dropEarlyResponses(): void {
  const requests = pending();
  if (!requests) return;
  for (const url of Object.keys(requests)) {
    // Read and discarded, so an unread body holds no connection.
    requests[url]?.then((response) => response.body?.cancel()).catch(() => undefined);
    delete requests[url];
  }
}
