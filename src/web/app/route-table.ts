/** Spec 1 §2: /tours/{location}/{type} is an alias of the destination page. */
export function toursRedirectTarget(location: string, type: string): string {
  return `/destination/${encodeURIComponent(location)}/${encodeURIComponent(type)}`;
}
