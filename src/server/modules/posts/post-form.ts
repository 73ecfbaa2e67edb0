import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../http-error.ts';
import { fieldLabel } from '../../plugins/validation-message.ts';

/** Yes/no switches of the create page's form. */
const BOOLEAN_FIELDS = new Set(['allowComments', 'saveToHighlights', 'youtubeConsent']);
/** Fields the create page sends as JSON text (spec 1 §7: travelCategories and media). */
const JSON_FIELDS = new Set(['travelCategories', 'media', 'travelInsights', 'aiCaptions']);
/** Fields that may repeat (each occurrence one item). */
const LIST_FIELDS = new Set(['tags']);

export const FILES_NOT_ACCEPTED_MESSAGE =
  'Upload files first (/api/upload/media) and send their URLs in the media field';
export const BAD_FORM_MESSAGE = 'The form data could not be read';

function booleanOf(value: string): boolean | string {
  const text = value.trim().toLowerCase();
  if (['true', '1', 'on', 'yes'].includes(text)) return true;
  if (['false', '0', 'off', 'no', ''].includes(text)) return false;
  return value; // left for the schema to refuse ("must be true or false")
}

function jsonOf(name: string, value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(`${fieldLabel(name)} must be valid JSON`);
  }
}

/** Tags: free text ("#beach sunset") or a JSON list, repeated fields each adding theirs. */
function tagsOf(values: string[]): unknown {
  if (values.length === 1 && values[0]?.trim().startsWith('[')) {
    return jsonOf('tags', values[0]);
  }
  return values.length === 1 ? values[0] : values;
}

/**
 * The create page's multipart form as the JSON body the create-post contract validates: switches
 * 'true'/'false' become booleans, JSON fields are parsed (a 400 on bad JSON), everything else
 * stays text, so both kinds of request go through the same schema.
 */
export function formToBody(form: FormData): Record<string, unknown> {
  const fields = new Map<string, string[]>();
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') throw badRequest(FILES_NOT_ACCEPTED_MESSAGE);
    fields.set(name, [...(fields.get(name) ?? []), value]);
  }
  const body: Record<string, unknown> = {};
  for (const [name, values] of fields) {
    const value = values[0] ?? '';
    if (LIST_FIELDS.has(name)) body[name] = tagsOf(values);
    else if (BOOLEAN_FIELDS.has(name)) body[name] = booleanOf(value);
    else if (JSON_FIELDS.has(name))
      body[name] = value.trim() === '' ? undefined : jsonOf(name, value);
    else body[name] = value;
  }
  return body;
}

/**
 * Lets the routes of `scope` (an encapsulated plugin) take multipart/form-data bodies of small
 * text fields, buffered up to the route's body limit and read with the platform's own form
 * parser. Files are refused: they go through the upload endpoints first.
 */
export function acceptFormFields(scope: FastifyInstance): void {
  if (scope.hasContentTypeParser('multipart/form-data')) {
    scope.removeContentTypeParser('multipart/form-data');
  }
  scope.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer' },
    async (request: FastifyRequest, body: Buffer) => {
      let form: FormData;
      try {
        form = await new Response(new Uint8Array(body), {
          headers: { 'content-type': request.headers['content-type'] ?? '' },
        }).formData();
      } catch {
        throw badRequest(BAD_FORM_MESSAGE);
      }
      return formToBody(form);
    },
  );
}
