import {
  Compass,
  Crown,
  House,
  MessageCircle,
  Radio,
  Route,
  Settings,
  SquarePlus,
  Store,
  Upload,
  User,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = { to: string; label: string; Icon: LucideIcon };

/** Top navigation links of spec 1 §2, in the spec's order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home', Icon: House },
  { to: '/explore', label: 'Explore', Icon: Compass },
  { to: '/messages', label: 'Messages', Icon: MessageCircle },
  { to: '/profile', label: 'Profile', Icon: User },
  { to: '/recommendations', label: 'Recommendations', Icon: Sparkles },
  { to: '/marketplace', label: 'Marketplace', Icon: Store },
  { to: '/live-studio', label: 'Live Studio', Icon: Radio },
  { to: '/settings', label: 'Settings', Icon: Settings },
  { to: '/subscribe', label: 'Premium', Icon: Crown },
];

/**
 * The top navigation for this member: Premium members already have what the Premium link sells,
 * so it is left out for them (the server, not this list, decides every benefit).
 */
export function navItemsFor(user: { isPremium: boolean }): readonly NavItem[] {
  return user.isPremium ? NAV_ITEMS.filter((item) => item.to !== '/subscribe') : NAV_ITEMS;
}

/** Extra links of the mobile menu (spec 1 §2). */
export const MOBILE_EXTRA_ITEMS: readonly NavItem[] = [
  { to: '/simple-upload', label: 'Test Upload', Icon: Upload },
  { to: '/create', label: 'Create', Icon: SquarePlus },
  { to: '/plan-trip', label: 'Plan Trip', Icon: Route },
];

/** Mobile bottom bar of spec 1 §2; Messages carries the unread badge. */
export const BOTTOM_BAR_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home', Icon: House },
  { to: '/explore', label: 'Explore', Icon: Compass },
  { to: '/create', label: 'Create', Icon: SquarePlus },
  { to: '/messages', label: 'Messages', Icon: MessageCircle },
  { to: '/profile', label: 'Profile', Icon: User },
];

/** Spec 1 §2: non-empty trimmed text searches; blank text goes nowhere. */
export function searchPath(text: string): string | null {
  const query = text.trim();
  if (!query) return null;
  return `/search?${new URLSearchParams({ q: query }).toString()}`;
}
