import {
  DEFAULT_CHANGE_FREQUENCY,
  DEFAULT_PRIORITY,
  pathFromTitle,
  type TChangeFrequency,
  type TSeoPage,
} from '../../../contract/admin-seo.ts';
import type { TSeoPageStatus } from '../../../contract/seo.ts';

/** Every field of the SEO editor (spec 3 §2 'SEO editor'). */
export type EditorDraft = {
  title: string;
  path: string;
  description: string;
  content: string;
  keywords: string;
  schemaMarkup: string;
  status: TSeoPageStatus;
  priority: number;
  changeFreq: TChangeFrequency;
  ogImage: string;
  destination: string;
  /** The path was filled from the title and not edited since: it follows the title. */
  pathFromTitle: boolean;
};

/** Spec 3 §4: new pages from the editor start as draft. */
export const NEW_EDITOR_DRAFT: EditorDraft = {
  title: '',
  path: '',
  description: '',
  content: '',
  keywords: '',
  schemaMarkup: '',
  status: 'draft',
  priority: DEFAULT_PRIORITY,
  changeFreq: DEFAULT_CHANGE_FREQUENCY,
  ogImage: '',
  destination: '',
  pathFromTitle: false,
};

export function draftFromPage(page: TSeoPage): EditorDraft {
  return {
    title: page.title,
    path: page.path,
    description: page.description,
    content: page.content,
    keywords: page.keywords,
    schemaMarkup: page.schemaMarkup ?? '',
    status: page.status,
    priority: page.priority,
    changeFreq: page.changeFreq,
    ogImage: page.ogImage ?? '',
    destination: page.destination ?? '',
    pathFromTitle: false,
  };
}

/**
 * Spec 3 §5: setting the title fills an empty path as destination/{slug}/excursions (and keeps
 * following the title while the path is still the one it filled).
 */
export function withTitle(draft: EditorDraft, title: string): EditorDraft {
  if (draft.path.trim() === '' || draft.pathFromTitle) {
    const path = pathFromTitle(title);
    return { ...draft, title, path, pathFromTitle: path !== '' };
  }
  return { ...draft, title };
}

/** The schema textarea's state: empty, valid JSON, or the parser's complaint. */
export function schemaProblem(text: string): string | null {
  if (!text.trim()) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return 'Schema markup must be a JSON object.';
    }
    return null;
  } catch (error) {
    return `Invalid JSON: ${error instanceof Error ? error.message : 'cannot be parsed'}`;
  }
}

export function bodyOf(draft: EditorDraft) {
  return {
    title: draft.title,
    path: draft.path,
    description: draft.description,
    content: draft.content,
    keywords: draft.keywords,
    schemaMarkup: draft.schemaMarkup.trim() ? draft.schemaMarkup : null,
    status: draft.status,
    priority: draft.priority,
    changeFreq: draft.changeFreq,
    ogImage: draft.ogImage.trim() || null,
    destination: draft.destination.trim() || null,
  };
}
