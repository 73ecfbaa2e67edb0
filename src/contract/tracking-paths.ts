/**
 * Paths of the tracking routes, free of schemas: the page-visit tracker runs on the landing page,
 * which must not load the validation library just to post an event.
 */
export const TRACK_PAGE_VISIT_PATH = '/api/track-page-visit';
export const TRACK_INTERACTION_PATH = '/api/track-interaction';
