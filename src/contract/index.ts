/**
 * Every contract module, for code that needs the whole API at once (the route registry test,
 * tooling). Features import their own module directly.
 */
export * from './account.ts';
export * from './activity.ts';
export * from './admin.ts';
export * from './admin-users.ts';
export * from './audit.ts';
export * from './ai.ts';
export * from './auth.ts';
export * from './common.ts';
export * from './currency.ts';
export * from './destinations.ts';
export * from './health.ts';
export * from './help.ts';
export * from './media.ts';
export * from './messaging.ts';
export * from './marketplace.ts';
export * from './payments.ts';
export * from './people.ts';
export * from './performance.ts';
export * from './places.ts';
export * from './posts.ts';
export * from './premium.ts';
export * from './promotions.ts';
export * from './recommendations.ts';
export * from './search.ts';
export * from './streaming.ts';
export * from './seo.ts';
export * from './tours.ts';
export * from './tracking.ts';
export * from './trips.ts';
// trips.ts also names its activity types ACTIVITY_TYPES / TActivityType (a trip's hotel,
// restaurant…); the barrel keeps these names for the notifications' activity types.
export { ACTIVITY_TYPES, type TActivityType } from './activity.ts';
export * from './uploads.ts';
export * from './users.ts';
export * from './moderation.ts';
export * from './reports.ts';
export * from './admin-email.ts';
export * from './admin-seo.ts';
export * from './mappings.ts';
export * from './country-expansion.ts';
export * from './social-campaigns.ts';
export * from './social-media.ts';
export * from './social-rules.ts';
export * from './admin-inbox.ts';
export * from './blog.ts';
export * from './admin-sitemap.ts';
