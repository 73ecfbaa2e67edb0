/**
 * The slug of a name as spec 1 §2 builds it (lower-cased, spaces to hyphens), also dropping
 * accents and punctuation so 'Cancún' is 'cancun' and 'Xi'an' is 'xian'. Catalogue slugs are
 * this, made unique with the country (and region) code when two places share a name.
 */
export function destinationSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
