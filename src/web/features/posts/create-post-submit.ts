import { createPostRoute, type TPost, type TTravelCategory } from '../../../contract/posts.ts';
import type { TUploadResult } from '../../../contract/uploads.ts';
import { ApiError } from '../../lib/api.ts';
import { trackOutcome } from '../../lib/tracking.ts';

/** Spec 1 §3 'Post creation payload (create page)'. */
export type CreatePageFields = {
  content: string;
  location: string;
  /** The catalogue destination the location was chosen from (issue 9 §1), if any. */
  destinationCode?: number | null;
  /** Free text such as '#lisbon #food'; the server reads the hashtags. */
  tags: string;
  /** What Apply All brought from the AI suggestions (sent only when there are some). */
  travelInsights?: string[];
  privacy: 'public' | 'followers' | 'private';
  allowComments: boolean;
  saveToHighlights: boolean;
  youtubeConsent: boolean;
  travelCategories: Record<TTravelCategory, boolean>;
  media: Pick<TUploadResult, 'url' | 'type' | 'filename'>[];
};

/**
 * The create page's multipart form (spec 1 §7): text fields as they are, the switches as
 * 'true'/'false', travelCategories and media as JSON.
 */
export function createPageFormData(fields: CreatePageFields): FormData {
  const form = new FormData();
  form.append('content', fields.content);
  form.append('location', fields.location);
  if (fields.destinationCode) form.append('destinationCode', String(fields.destinationCode));
  form.append('tags', fields.tags);
  if (fields.travelInsights?.length) {
    form.append('travelInsights', JSON.stringify(fields.travelInsights));
  }
  form.append('privacy', fields.privacy);
  form.append('allowComments', String(fields.allowComments));
  form.append('saveToHighlights', String(fields.saveToHighlights));
  form.append('youtubeConsent', String(fields.youtubeConsent));
  form.append('travelCategories', JSON.stringify(fields.travelCategories));
  form.append(
    'media',
    JSON.stringify(fields.media.map(({ url, type, filename }) => ({ url, type, filename }))),
  );
  return form;
}

/**
 * POST /api/posts as multipart; throws an ApiError (status, server message) when refused. The
 * outcome is tracked (posting / create) for the performance dashboard.
 */
export async function submitCreatePageForm(fields: CreatePageFields): Promise<TPost> {
  try {
    const response = await fetch(createPostRoute.path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      body: createPageFormData(fields),
    });
    const text = await response.text();
    if (!response.ok) throw new ApiError(response.status, text, response.statusText);
    const post = JSON.parse(text) as TPost;
    trackOutcome('posting', 'create');
    return post;
  } catch (error) {
    trackOutcome('posting', 'create', error);
    throw error;
  }
}
