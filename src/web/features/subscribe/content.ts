import { BookOpen, Bookmark, Headphones, Rocket, ShieldOff, SlidersHorizontal } from 'lucide-react';

/** Spec 1 §1: the six benefits the premium page lists. */
export const PREMIUM_BENEFITS = [
  {
    icon: ShieldOff,
    title: 'Ad-free browsing',
    text: 'No sponsored cards or promotions anywhere.',
  },
  {
    icon: BookOpen,
    title: 'Exclusive travel guides',
    text: 'In-depth guides written for Premium members.',
  },
  {
    icon: Headphones,
    title: 'Priority customer support',
    text: 'Your messages go to the front of the queue.',
  },
  {
    icon: SlidersHorizontal,
    title: 'Advanced search filters',
    text: 'Filter posts and places by more than words.',
  },
  { icon: Bookmark, title: 'Unlimited bookmarks', text: 'Save every post that inspires you.' },
  {
    icon: Rocket,
    title: 'Early access to new features',
    text: 'Try what we build before everyone else.',
  },
] as const;

/** The three feature blurbs under the benefits. */
export const PREMIUM_BLURBS = [
  {
    title: 'Travel without interruptions',
    text: 'Your feed, profiles and explore are all about travel: no promotional cards between the stories you came for.',
  },
  {
    title: 'Plan with better tools',
    text: 'Advanced filters, unlimited saved posts and members-only guides turn inspiration into an itinerary.',
  },
  {
    title: 'Help when you need it',
    text: 'Priority support answers Premium members first, and new features reach you before anyone else.',
  },
] as const;

/** Frequently asked questions (spec 1 §9: $9.99 per month, billed monthly, cancel anytime). */
export const PREMIUM_FAQ = [
  {
    question: 'How much does Premium cost?',
    answer: '$9.99 per month, billed monthly. There are no other fees.',
  },
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. Cancel from Settings whenever you like; Premium stays on until the end of the month you have paid for, and you can resume it before then.',
  },
  {
    question: 'When am I charged?',
    answer:
      'Today, when you subscribe, and then on the same day each month until you cancel. Settings shows your next renewal date.',
  },
  {
    question: 'What happens if a renewal payment fails?',
    answer:
      'Your subscription is marked past due and Premium ends with the paid period. Subscribe again with another card to carry on.',
  },
] as const;
