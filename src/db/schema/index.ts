/** Every table, one file per feature; drizzle-kit and the client read this barrel. */
export * from './users.ts';
export * from './sessions.ts';
export * from './tracking.ts';
export * from './posts.ts';
export * from './follows.ts';
export * from './messaging.ts';
export * from './account-tokens.ts';
export * from './mail.ts';
export * from './help.ts';
export * from './activity.ts';
export * from './media.ts';
export * from './destinations.ts';
export * from './seo.ts';
export * from './tours.ts';
export * from './premium.ts';
export * from './marketplace.ts';
export * from './subscriptions.ts';
