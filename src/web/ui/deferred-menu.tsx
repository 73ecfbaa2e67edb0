import type * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { startTransition, useEffect, useState, type ReactNode, type Ref } from 'react';
import { whenIdle } from '../lib/when-idle.ts';

/** Radix DropdownMenu: with Floating UI, ~25 KB gzipped that no first paint needs. */
export type MenuModule = typeof RadixMenu;

let menuModule: MenuModule | undefined;
let loading: Promise<MenuModule> | undefined;
const listeners = new Set<() => void>();

/** Loads the menu module once; every deferred menu on the page switches to it. */
export function loadMenuModule(): Promise<MenuModule> {
  loading ??= import('@radix-ui/react-dropdown-menu').then((module) => {
    menuModule = module;
    listeners.forEach((listener) => listener());
    return module;
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type TriggerProps = {
  className: string;
  'aria-label'?: string;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A dropdown menu whose code loads after the first paint (menus in the shell and on every post
 * card would otherwise put Radix and Floating UI ahead of it). Until then a button that looks
 * the same stands in: pressing it loads the menu and opens it; hovering or focusing it starts the
 * download. The stand-in stays while it has focus, so a keyboard user's focus never drops to the
 * page when the menu arrives.
 */
export function DeferredMenu({
  trigger,
  triggerProps,
  children,
}: {
  /** What the trigger button shows. */
  trigger: ReactNode;
  /** Given to the stand-in and to Radix's trigger alike. */
  triggerProps: TriggerProps;
  /** The menu's portal and content, drawn with the loaded module. */
  children: (Menu: MenuModule) => ReactNode;
}) {
  // Not useSyncExternalStore: its updates render at once, every menu on the page in one long
  // task. A transition lets React swap the stand-ins in slices.
  const [Menu, setMenu] = useState(() => menuModule);
  useEffect(() => {
    const update = () => startTransition(() => setMenu(menuModule));
    // The module may have arrived between this render and the effect.
    if (menuModule) update();
    const unsubscribe = subscribe(update);
    return () => {
      unsubscribe();
    };
  }, []);
  const [asked, setAsked] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => (menuModule ? undefined : whenIdle(() => void loadMenuModule())), []);

  if (!Menu || (focused && !asked)) {
    return (
      <button
        type="button"
        {...triggerProps}
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        onPointerEnter={() => void loadMenuModule()}
        onFocus={() => {
          setFocused(true);
          void loadMenuModule();
        }}
        onBlur={() => setFocused(false)}
        onClick={() => {
          setAsked(true);
          // Asked for: drawn as soon as it arrives, not as a transition.
          void loadMenuModule().then((module) => setMenu(module));
        }}
      >
        {trigger}
      </button>
    );
  }
  return (
    <Menu.Root modal={false} defaultOpen={asked}>
      <Menu.Trigger {...triggerProps}>{trigger}</Menu.Trigger>
      {children(Menu)}
    </Menu.Root>
  );
}
