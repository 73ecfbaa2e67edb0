import type { HeadResolver } from './page-head.types.ts';
import { SITE_NAME } from './render.ts';

export const LANDING_TITLE = 'Roamly — share your travels';
export const SITE_DESCRIPTION =
  'Roamly is the travel social network: share your adventures, connect with travellers and discover your next destination.';

/** The landing page: the site itself (WebSite with its search) and who runs it (Organization). */
export const landingHead: HeadResolver = async ({ origin }) => ({
  title: LANDING_TITLE,
  description: SITE_DESCRIPTION,
  canonicalPath: '/',
  ogType: 'website',
  image: null,
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url: `${origin}/`,
      description: SITE_DESCRIPTION,
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${origin}/search?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
    },
  ],
});
