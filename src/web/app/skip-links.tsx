import type { MouseEvent } from 'react';

const LINK =
  'sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[200] focus:rounded-lg focus:bg-brand focus:px-4 focus:py-2 focus:font-semibold focus:text-on-brand';

function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  target.scrollIntoView({ block: 'start' });
}

/**
 * Spec 1 §2 skip links. They move focus themselves instead of changing the URL hash, so the
 * router's location (and the scroll reset) is left alone.
 */
export function SkipLinks() {
  return (
    <div className="skip-links">
      <a href="#main-content" className={LINK} onClick={(event) => jumpTo(event, 'main-content')}>
        Skip to main content
      </a>
      <a
        href="#main-navigation"
        className={LINK}
        onClick={(event) => jumpTo(event, 'main-navigation')}
      >
        Skip to navigation
      </a>
    </div>
  );
}
