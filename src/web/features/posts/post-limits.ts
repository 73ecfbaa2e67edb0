/** Spec 1 §9: a post shows at most three AI thumbnails. */
export const AI_THUMBNAILS_MAX = 3;

/** Longer posts fold in a feed behind "more" (the permalink shows everything). */
export const FOLD_AFTER_CHARACTERS = 320;
