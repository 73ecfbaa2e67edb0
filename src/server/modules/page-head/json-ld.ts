/**
 * A small schema.org JSON-LD validator: what the server embeds in a page is checked before it is
 * served, whether it was built from fields or hand-written by an operator (seo_pages.schema_markup).
 * Search engines drop a whole block for one bad value, so a block that fails here is not served.
 *
 * Rules: a top-level object has '@context' naming schema.org and a known '@type' (or an '@graph'
 * of such nodes); each known type has its required properties; no value anywhere is undefined,
 * null, an empty string, an empty array or a non-finite number.
 */

/** Required properties of the types Roamly's pages use; a nested node of another known type is fine. */
const REQUIRED: Record<string, readonly string[]> = {
  WebSite: ['name', 'url'],
  Organization: ['name', 'url'],
  WebPage: ['name'],
  CollectionPage: ['name'],
  ProfilePage: ['mainEntity'],
  Person: ['name'],
  BreadcrumbList: ['itemListElement'],
  ItemList: ['itemListElement'],
  ListItem: ['position'],
  TouristDestination: ['name'],
  TouristAttraction: ['name'],
  TouristTrip: ['name'],
  Place: ['name'],
  City: ['name'],
  Country: ['name'],
  AdministrativeArea: ['name'],
  Hotel: ['name'],
  LodgingBusiness: ['name'],
  PostalAddress: [],
  GeoCoordinates: ['latitude', 'longitude'],
  AggregateRating: ['ratingValue'],
  Rating: ['ratingValue'],
  Offer: ['price', 'priceCurrency'],
  LocationFeatureSpecification: ['name'],
  ImageObject: ['url'],
  SocialMediaPosting: ['headline', 'datePublished', 'author'],
  BlogPosting: ['headline', 'datePublished', 'author'],
  Article: ['headline'],
  SearchAction: ['target'],
  EntryPoint: ['urlTemplate'],
  Thing: ['name'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  InteractionCounter: ['interactionType', 'userInteractionCount'],
  LikeAction: [],
  CommentAction: [],
  WriteAction: [],
  FollowAction: [],
  Event: ['name', 'startDate'],
  Product: ['name'],
  Brand: ['name'],
  Review: ['reviewRating', 'author'],
};

export const KNOWN_JSON_LD_TYPES: ReadonlySet<string> = new Set(Object.keys(REQUIRED));

export type JsonLdCheck = { ok: true } | { ok: false; problems: string[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function typesOf(node: Record<string, unknown>): string[] {
  const type = node['@type'];
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((item): item is string => typeof item === 'string');
  return [];
}

function aboutSchemaOrg(context: unknown): boolean {
  if (typeof context === 'string') return /^https?:\/\/schema\.org\/?$/.test(context);
  if (Array.isArray(context)) return context.some(aboutSchemaOrg);
  if (isObject(context)) return aboutSchemaOrg(context['@vocab']);
  return false;
}

/** Walks every value: empties anywhere, and required properties of each typed node. */
function checkValue(value: unknown, at: string, problems: string[], depth: number): void {
  if (depth > 32) {
    problems.push(`${at}: nested too deeply`);
    return;
  }
  if (value === undefined || value === null) {
    problems.push(`${at}: no value`);
    return;
  }
  if (typeof value === 'string') {
    if (value.trim() === '') problems.push(`${at}: empty text`);
    return;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) problems.push(`${at}: not a finite number`);
    return;
  }
  if (typeof value === 'boolean') return;
  if (Array.isArray(value)) {
    if (value.length === 0) problems.push(`${at}: empty list`);
    value.forEach((item, index) => checkValue(item, `${at}[${index}]`, problems, depth + 1));
    return;
  }
  if (!isObject(value)) {
    problems.push(`${at}: not JSON`);
    return;
  }
  const types = typesOf(value);
  if ('@type' in value && types.length === 0) problems.push(`${at}: @type is not a name`);
  for (const type of types) {
    const required = REQUIRED[type];
    if (!required) {
      problems.push(`${at}: unknown @type ${type}`);
      continue;
    }
    for (const property of required) {
      if (!(property in value)) problems.push(`${at}: ${type} needs ${property}`);
    }
  }
  for (const [key, item] of Object.entries(value)) {
    if (key === '@context') continue;
    checkValue(item, `${at}.${key}`, problems, depth + 1);
  }
}

/** Checks one top-level JSON-LD block (an object with '@context'). */
export function validateJsonLd(block: unknown): JsonLdCheck {
  const problems: string[] = [];
  if (!isObject(block)) return { ok: false, problems: ['not a JSON object'] };
  if (!aboutSchemaOrg(block['@context'])) problems.push('@context is not schema.org');
  const graph = block['@graph'];
  if (graph !== undefined) {
    if (!Array.isArray(graph) || graph.length === 0) problems.push('@graph: empty list');
    else {
      graph.forEach((node, index) => {
        if (!isObject(node) || typesOf(node).length === 0) {
          problems.push(`@graph[${index}]: no @type`);
        }
      });
    }
  } else if (typesOf(block).length === 0) {
    problems.push('no @type');
  }
  checkValue(block, '$', problems, 0);
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}

/**
 * An operator's hand-written JSON-LD text, parsed and validated: the object, or the reason it is
 * ignored (the caller logs it and serves the page's generated JSON-LD instead).
 */
export function parseJsonLdOverride(
  text: string | null,
): { block: Record<string, unknown> } | { block: null; reason: string | null } {
  if (!text?.trim()) return { block: null, reason: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { block: null, reason: 'not JSON' };
  }
  const check = validateJsonLd(parsed);
  if (!check.ok) return { block: null, reason: check.problems.slice(0, 5).join('; ') };
  return { block: parsed as Record<string, unknown> };
}
