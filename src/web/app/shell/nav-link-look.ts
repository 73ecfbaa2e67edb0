import { clsx } from 'clsx';

/** Look of a link in the desktop navigation row; the "More" button and the measurer share it. */
export function desktopLinkClass(active: boolean): string {
  return clsx(
    'flex shrink-0 items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap',
    active
      ? 'bg-brand-soft text-brand-strong'
      : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
  );
}

/** True when `to` is the current page or one under it, as NavLink decides (Home only exactly). */
export function isActivePath(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
