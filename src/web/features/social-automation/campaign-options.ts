import {
  CAMPAIGN_MESSAGES,
  type CAMPAIGN_STRATEGIES,
  type TCreateCampaignBody,
} from '../../../contract/social-campaigns.ts';
import { humanizeOption } from '../../lib/format.ts';

/** Spec 3 §5/§9: the strategies as the forms name them (multi_city_journey is '10 Days, 4 Cities'). */
export const STRATEGY_LABELS: Record<(typeof CAMPAIGN_STRATEGIES)[number], string> = {
  destination_highlights: 'Destination Highlights',
  multi_city_journey: '10 Days, 4 Cities',
  blog_repurpose: 'Blog Repurpose',
  seasonal_content: 'Seasonal Content',
};

export const optionLabel = (value: string) => humanizeOption(value);

export type CampaignFormErrors = { name?: string; targetPlatforms?: string; contentTypes?: string };

/** Spec 3 §5: the campaign form's three required choices, with the spec's messages. */
export function validateCampaign(
  body: Pick<TCreateCampaignBody, 'name' | 'targetPlatforms' | 'contentTypes'>,
): CampaignFormErrors {
  const errors: CampaignFormErrors = {};
  if (!body.name.trim()) errors.name = CAMPAIGN_MESSAGES.nameRequired;
  if (body.targetPlatforms.length === 0)
    errors.targetPlatforms = CAMPAIGN_MESSAGES.platformsRequired;
  if (body.contentTypes.length === 0) errors.contentTypes = CAMPAIGN_MESSAGES.contentTypesRequired;
  return errors;
}

const IMAGE_TYPES = ['image/jpeg', 'image/png'];
const IMAGE_NAME = /\.(jpe?g|png)$/i;

/** Spec 3 §5: a reference image is a jpg, jpeg or png under 5 MB. */
export function referenceImageOk(
  file: { name: string; type: string; size: number },
  maxBytes: number,
) {
  const typed = IMAGE_TYPES.includes(file.type) || (!file.type && IMAGE_NAME.test(file.name));
  return typed && file.size < maxBytes;
}

/** '09:00, 17:00' → ['09:00', '17:00']; comma lists of the form. */
export const splitList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
