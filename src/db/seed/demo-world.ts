/**
 * DEMO / SAMPLE DATA — the demo world that `npm run seed` (and the first start of an empty
 * database) creates so a newcomer lands in a product that looks alive: travellers, the places their
 * photographs show, their posts, and what they say to each other.
 */
export { DEMO_POSTS, type DemoPost } from './demo-posts.ts';
export {
  DEMO_COMMENTS_BY_KIND,
  DEMO_CONVERSATIONS,
  DEMO_GENERIC_COMMENTS,
  DEMO_MEMBER_BOOKMARKS,
  type DemoConversation,
} from './demo-talk.ts';
export {
  DEMO_FOLLOWS,
  DEMO_TRAVELLERS,
  type DemoTraveller,
  type DemoTravellerKey,
} from './demo-travellers.ts';
