import { z } from 'zod';

/**
 * The building blocks of every text field in the contract. Messages are lowercase predicates that
 * complete a sentence after the field's label ("First name must be at most 50 characters"): the
 * web forms prefix the label themselves and the server's error plugin does the same.
 */

/** C0 controls (NUL included) and DEL; multi-line fields may still hold tabs and line breaks. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/** zod's type error, split into "missing" and "wrong type". */
const typeError = (wrongType: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : wrongType),
});

type TextOptions = {
  /** Longest accepted value after trimming, in characters. */
  max: number;
  /** Shortest accepted value after trimming; 1 makes the field required. Default 0. */
  min?: number;
  /** Allow line breaks and tabs (a bio, a message). Default false. */
  multiline?: boolean;
};

/** Trimmed text without control characters, with human length messages. */
export function ZText({ max, min = 0, multiline = false }: TextOptions) {
  const forbidden = multiline ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL_CHARACTERS;
  let schema = z
    .string(typeError('must be text'))
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !forbidden.test(value), CONTROL_CHARACTERS_MESSAGE);
  // A real length check (not a refinement), so OpenAPI documents the minimum too.
  if (min > 0) {
    schema = schema.min(min, min === 1 ? 'is required' : `must be at least ${min} characters`);
  }
  return schema;
}

/** An optional text field of a PATCH body: a blank value clears it (becomes null). */
export function ZOptionalText(options: Omit<TextOptions, 'min'>) {
  return ZText(options)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
}

/** True for a YYYY-MM-DD string naming a day that exists (no 30 February, no month 13). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** A calendar date as YYYY-MM-DD that really exists (PostgreSQL would refuse the others). */
export const ZCalendarDate = z
  .string(typeError('must be a date (YYYY-MM-DD)'))
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine(isCalendarDate, 'must be a real calendar date');

/**
 * A file this server stored: /uploads/ then the generated key (e.g. /uploads/avatars/3f2a.jpg) and
 * nothing else — no dot segments, no percent-encoding (so no encoded slashes), no query string.
 */
export const UPLOAD_URL_PATTERN =
  /^\/uploads\/(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*\.[a-z0-9]{1,10}$/i;

/** An image or video URL field: only a plain /uploads/<generated name>. */
export const ZUploadUrl = z
  .string(typeError('must be a file uploaded to Roamly'))
  .trim()
  .max(500, 'must be at most 500 characters')
  .regex(UPLOAD_URL_PATTERN, 'must be a file uploaded to Roamly');
