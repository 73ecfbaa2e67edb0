import type { TChangeFrequency } from '../../../contract/admin-seo.ts';
import type { TSeoPageStatus } from '../../../contract/seo.ts';

/** Spec 3 §4: active default, draft secondary, archived destructive. */
export const STATUS_BADGE: Record<TSeoPageStatus, string> = {
  active: 'bg-brand text-on-brand',
  draft: 'bg-surface-muted text-ink border border-line',
  archived: 'bg-danger text-on-danger',
};

export const STATUS_LABEL: Record<TSeoPageStatus, string> = {
  active: 'Active',
  draft: 'Draft',
  archived: 'Archived',
};

export const FREQUENCY_LABEL: Record<TChangeFrequency, string> = {
  always: 'Always',
  hourly: 'Hourly',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  yearly: 'Yearly',
  never: 'Never',
};

export const priorityLabel = (priority: number) => priority.toFixed(1);

/** The spec's toasts of these screens (3 §8 'SEO/blog toasts'), word for word. */
export const SEO_TOASTS = {
  generationFailed: 'Generation Failed',
  metaFailedClaude: 'Failed to generate meta descriptions with Claude. Please try again.',
  metaFailed: 'Failed to generate meta descriptions. Please try again.',
  seoDataFailed: 'Failed to generate SEO data. Please try again.',
  aiFailed: 'Failed to generate AI content. Please try again.',
  regenerationFailed: 'Regeneration Failed',
  regenerateFailed: 'Failed to regenerate meta descriptions. Please try again.',
  saveFailed: 'Save Failed',
  saveFailedInline: 'Failed to save SEO page. Please try again.',
  saveFailedEditor: 'Failed to save the SEO page. Please try again.',
  loadFailedTitle: 'Error Loading Page',
  loadFailed: 'Failed to load page data. Please try again.',
  templateFailedTitle: 'Template Generation Failed',
  templateFailed: 'Failed to generate template-based content. Please try again.',
  fullTemplateFailed: 'Failed to generate full template. Please try again.',
  schemaFailedTitle: 'Schema Update Failed',
  schemaFailed: 'Failed to update schema markup. Please try again.',
  creationFailed: 'Creation Failed',
  hotelCreationFailed: 'Failed to create hotel page. Please try again.',
  missingFieldsTitle: 'Missing Required Fields',
} as const;
