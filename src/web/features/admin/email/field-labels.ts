import type { TPersonalizationField } from '../../../../contract/admin-email.ts';

/** How the test form labels each personalisation field, and which take several lines. */
export const FIELD_LABELS: Record<TPersonalizationField, string> = {
  firstName: 'First name',
  personalMessage: 'Personal message',
  platformUrl: 'Platform URL',
  monthYear: 'Month and year',
  topDestination: 'Top destination',
  destinationDescription: 'Destination description',
  topPosts: 'Top posts (one per line)',
  communityHighlights: 'Community highlights (one per line)',
  announcementTitle: 'Announcement title',
  announcementBody: 'Announcement body',
  actionUrl: 'Action URL',
  actionText: 'Action text',
};

export const MULTILINE_FIELDS: ReadonlySet<TPersonalizationField> = new Set([
  'personalMessage',
  'destinationDescription',
  'topPosts',
  'communityHighlights',
  'announcementBody',
]);
