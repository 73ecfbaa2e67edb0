/**
 * Turns the first zod issue of a refused request into one sentence for people: "First name must be
 * at most 50 characters", never "Invalid input: firstName Too big: expected string to have <=50".
 */

/** The issue as fastify-type-provider-zod hands it over (zod's issue, flattened). */
export type ValidationIssue = {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
};

/** Words spelled differently from their camelCase parts (the web forms say "E-mail"). */
const WORDS: Record<string, string> = {
  url: 'URL',
  id: 'ID',
  ids: 'IDs',
  ip: 'IP',
  email: 'e-mail',
  // The search box's query parameter (GET /api/search?q=).
  q: 'search text',
};

/** firstName → "First name", profileImageUrl → "Profile image URL", "limit" → "Limit". */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) => WORDS[word] ?? word);
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

const CONTEXT_SUBJECT: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The address',
  headers: 'The request headers',
};

/** What the sentence is about: the innermost named field, or the part of the request. */
function subjectOf(context: string | undefined, path: string[]): string {
  const named = [...path].reverse().find((part) => !/^\d+$/.test(part));
  if (named) return fieldLabel(named);
  return CONTEXT_SUBJECT[context ?? 'body'] ?? 'The request';
}

const TYPE_WORDS: Record<string, string> = {
  string: 'must be text',
  number: 'must be a number',
  int: 'must be a whole number',
  boolean: 'must be true or false',
  array: 'must be a list',
  object: 'must be an object',
  record: 'must be an object',
  map: 'must be an object',
  tuple: 'must be a list',
  date: 'must be a date',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'must be a valid e-mail address',
  url: 'must be a web address',
  uuid: 'must be a valid ID',
  date: 'must be a date (YYYY-MM-DD)',
  datetime: 'must be a date and time',
};

function sizeWords(params: Record<string, unknown>, bound: 'most' | 'least'): string {
  const limit = Number(bound === 'most' ? params.maximum : params.minimum);
  switch (params.origin) {
    case 'string':
      if (bound === 'least' && limit === 1) return 'is required';
      return `must be at ${bound} ${limit} character${limit === 1 ? '' : 's'}`;
    case 'array':
    case 'set':
      return `must have at ${bound} ${limit} item${limit === 1 ? '' : 's'}`;
    default:
      return `must be at ${bound} ${limit}`;
  }
}

/** The predicate half of the sentence, from zod's issue code and parameters. */
function predicateOf(issue: ValidationIssue): string {
  const params = issue.params ?? {};
  // Our contract writes its own messages as lowercase predicates ("must be a phone number");
  // zod's defaults start with a capital ("Invalid input: …", "Too big: …") and are replaced.
  if (issue.message && /^[a-z]/.test(issue.message)) return issue.message;
  switch (issue.keyword) {
    case 'invalid_type':
      if (/received undefined$/.test(issue.message ?? '')) return 'is required';
      return TYPE_WORDS[String(params.expected)] ?? 'has the wrong type';
    case 'too_big':
      return sizeWords(params, 'most');
    case 'too_small':
      return sizeWords(params, 'least');
    case 'invalid_value': {
      const values = Array.isArray(params.values) ? params.values.map(String) : [];
      if (values.length === 0 || values.length > 8) return 'is not one of the allowed values';
      return `must be one of: ${values.join(', ')}`;
    }
    case 'invalid_format':
      return FORMAT_WORDS[String(params.format)] ?? 'is not in the expected format';
    case 'not_multiple_of':
      return `must be a multiple of ${String(params.divisor)}`;
    default:
      return 'is not valid';
  }
}

/** How zod's default messages start (they are replaced by a sentence naming the field). */
const ZOD_DEFAULT = /^(Invalid|Too (big|small)|Unrecognized|Expected|Required)\b/;

/** One sentence for the first problem; unknown fields are named as such. */
export function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  const first = issues[0];
  if (!first) return 'The request is not valid';
  if (first.keyword === 'unrecognized_keys') {
    const keys = Array.isArray(first.params?.keys) ? first.params.keys.map(String) : [];
    return keys.length === 1
      ? `Unknown field: ${keys[0]}`
      : `Unknown fields: ${keys.join(', ') || 'unnamed'}`;
  }
  // A whole sentence the contract wrote (a spec's own words: 'Campaign name is required') is
  // passed through; zod's own defaults ('Invalid input: …', 'Too big: …') are rewritten.
  if (first.message && /^[A-Z]/.test(first.message) && !ZOD_DEFAULT.test(first.message)) {
    return first.message;
  }
  const path = (first.instancePath ?? '').split('/').filter(Boolean);
  return `${subjectOf(context, path)} ${predicateOf(first)}`;
}
