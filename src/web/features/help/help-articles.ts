/**
 * Answers of the Help Center. Each one describes what Roamly really does today, so support
 * messages are only needed for what the answers cannot solve.
 */

export type HelpCategory = 'Account' | 'Privacy' | 'Posts' | 'Messaging' | 'Premium';

export type HelpArticle = { id: string; category: HelpCategory; question: string; answer: string };

export const HELP_CATEGORIES: readonly HelpCategory[] = [
  'Account',
  'Privacy',
  'Posts',
  'Messaging',
  'Premium',
];

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    id: 'edit-profile',
    category: 'Account',
    question: 'How do I change my name, bio or other profile details?',
    answer:
      'Open Settings from your avatar menu. The Profile tab holds your name, bio, location, website, date of birth, phone number, travel style, favourite destinations, languages and interests. Change what you like and press Save changes. Your first and last name cannot be left empty.',
  },
  {
    id: 'profile-photos',
    category: 'Account',
    question: 'What photos can I use for my profile picture and cover?',
    answer:
      'Profile and cover photos must be image files (JPG, PNG or GIF) smaller than 10MB. Change them from your profile page.',
  },
  {
    id: 'sessions',
    category: 'Account',
    question: 'I signed in on a shared computer. How do I sign it out?',
    answer:
      'Settings → Profile lists every device signed in to your account in the Sessions card. Press Sign out next to the device you no longer use; it is signed out the next time it talks to Roamly.',
  },
  {
    id: 'sign-out',
    category: 'Account',
    question: 'How do I sign out?',
    answer:
      'Use Sign Out in your avatar menu, or the Sign Out button of the Account card at the bottom of Settings → Profile.',
  },
  {
    id: 'accessibility',
    category: 'Account',
    question: 'Can I make Roamly easier to read or use with a keyboard?',
    answer:
      'Settings → Accessibility offers high contrast, four font sizes, reduced motion, screen reader optimisation, stronger focus indicators and keyboard shortcuts (Alt+A opens these settings, Alt+H toggles high contrast). These choices are saved in this browser.',
  },
  {
    id: 'private-profile',
    category: 'Privacy',
    question: 'How do I make my profile private?',
    answer:
      'Settings → Privacy: switch off Public profile. Your choice is saved to your account, so it applies on every device.',
  },
  {
    id: 'hide-location',
    category: 'Privacy',
    question: 'Can I hide where I live?',
    answer:
      'Switch off Show location in Settings → Privacy. Other travellers then no longer see the location on your profile; you still see it yourself.',
  },
  {
    id: 'stop-messages',
    category: 'Privacy',
    question: 'How do I stop strangers from messaging me?',
    answer:
      'Switch off Allow messages in Settings → Privacy. Other travellers can then no longer start a conversation with you.',
  },
  {
    id: 'email-notifications',
    category: 'Privacy',
    question: 'How do I stop e-mails from Roamly?',
    answer:
      'Switch off E-mail notifications in Settings → Notifications. Roamly then stops news and activity e-mails. Messages you need to keep your account safe, such as e-mail verification and password reset links, are still sent.',
  },
  {
    id: 'post-media',
    category: 'Posts',
    question: 'Which files can I share in a post?',
    answer:
      'Photos (JPG, JPEG, PNG, GIF, WebP) and videos (MP4, MOV, AVI, WebM, M4V, 3GP) up to 1GB.',
  },
  {
    id: 'post-visibility',
    category: 'Posts',
    question: 'Who can see my posts?',
    answer:
      'Each post has its own privacy: public (everyone), followers or private (only you). New posts are public unless you choose otherwise when you create them.',
  },
  {
    id: 'delete-post',
    category: 'Posts',
    question: 'How do I delete a post?',
    answer:
      'Open the menu on your post and choose Delete Post, then confirm. Only the author of a post can delete it.',
  },
  {
    id: 'ai-suggestions',
    category: 'Posts',
    question: 'What are the AI suggestions when I upload a photo?',
    answer:
      'After an upload Roamly can suggest a description, a location, tags and travel insights. Apply All fills them in for you; you can edit or ignore every suggestion.',
  },
  {
    id: 'start-conversation',
    category: 'Messaging',
    question: 'How do I send someone a message?',
    answer:
      'Open Messages from the top or bottom bar and pick a traveller. If they switched off Allow messages you cannot start a new conversation with them.',
  },
  {
    id: 'unread-badge',
    category: 'Messaging',
    question: 'What does the number on the Messages icon mean?',
    answer:
      'It counts your unread messages and refreshes every few seconds. Above 99 it shows 99+.',
  },
  {
    id: 'premium-price',
    category: 'Premium',
    question: 'How much does Premium cost?',
    answer:
      'Premium is $9.99 per month, billed monthly. You can cancel anytime and keep Premium until the end of the period you paid for.',
  },
  {
    id: 'premium-benefits',
    category: 'Premium',
    question: 'What do I get with Premium?',
    answer:
      'Ad-free browsing, exclusive travel guides, priority customer support, advanced search filters, unlimited bookmarks and early access to new features.',
  },
];

/** Lower case without accents, so "resume" finds "résumé" and "Privacy" finds "privacy". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Articles matching every word of the query in their question, answer or category (in that
 * order of relevance: question matches come first). An empty query returns them all.
 */
export function searchHelpArticles(
  query: string,
  articles: readonly HelpArticle[] = HELP_ARTICLES,
): HelpArticle[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...articles];
  const scored = articles
    .map((article, index) => {
      const question = fold(article.question);
      const haystack = `${question} ${fold(article.answer)} ${fold(article.category)}`;
      if (!words.every((word) => haystack.includes(word))) return null;
      const inQuestion = words.filter((word) => question.includes(word)).length;
      return { article, index, inQuestion };
    })
    .filter((entry) => entry !== null);
  scored.sort((a, b) => b.inQuestion - a.inQuestion || a.index - b.index);
  return scored.map((entry) => entry.article);
}
