import { useState } from 'react';
import type { TMediaAnalysis } from '../../../../contract/ai.ts';
import {
  LOCATION_MAX_LENGTH,
  POST_CONTENT_MAX_LENGTH,
  POST_TAGS_MAX,
  TRAVEL_INSIGHTS_MAX,
  normalizeTags,
} from '../../../../contract/posts.ts';
import { toast } from '../../../app/toasts/toast-store.ts';
import type { ChosenDestination } from '../../destinations/location-input.tsx';
import { appendText, applySuggestions } from '../media-analysis.ts';

/**
 * What the member writes in a post, the same in the create-post dialog and on /create: the text,
 * the place (and the catalogue destination it was chosen from), the tags being typed and the
 * ones already chips, and the travel insights that Apply All brought.
 */
export function usePostDraft() {
  const [content, setContent] = useState('');
  const [location, setLocation] = useState('');
  const [destination, setDestination] = useState<ChosenDestination | null>(null);
  const [tags, setTags] = useState<string[]>([]);
  const [tagText, setTagText] = useState('');
  const [travelInsights, setTravelInsights] = useState<string[]>([]);

  /** Apply All (spec 1 §4): fills what is empty and adds to the rest, then says so. */
  const applyAll = (suggested: TMediaAnalysis) => {
    const next = applySuggestions({ content, location, tags }, suggested);
    setContent(next.content.slice(0, POST_CONTENT_MAX_LENGTH));
    setLocation(next.location.slice(0, LOCATION_MAX_LENGTH));
    setTags(normalizeTags(next.tags).slice(0, POST_TAGS_MAX));
    setTravelInsights(suggested.travelInsights.slice(0, TRAVEL_INSIGHTS_MAX));
    toast({ title: 'AI Suggestions Applied', variant: 'success' });
  };

  const takeCaption = (caption: string) =>
    setContent((current) => appendText(current, caption).slice(0, POST_CONTENT_MAX_LENGTH));

  return {
    content,
    setContent,
    location,
    setLocation,
    destination,
    setDestination,
    tags,
    setTags,
    tagText,
    setTagText,
    travelInsights,
    /** Insights belong to the media they were suggested for: dropped with it. */
    clearInsights: () => setTravelInsights([]),
    applyAll,
    takeCaption,
    /** The chips plus whatever is still typed in the tag field, as the post will carry them. */
    allTags: () =>
      (tagText.trim() ? normalizeTags([...tags, tagText]) : tags).slice(0, POST_TAGS_MAX),
    blank: content.trim() === '',
  };
}

export type PostDraft = ReturnType<typeof usePostDraft>;
