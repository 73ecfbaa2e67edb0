import * as Menu from '@radix-ui/react-dropdown-menu';
import {
  Bell,
  BellRing,
  Crown,
  EllipsisVertical,
  LogOut,
  MessageCircle,
  Radio,
  Settings,
  Sparkles,
  Store,
  User,
  Volume2,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SoundSettingsDialog } from './sound-settings-dialog.tsx';
import { useChatPushActions } from './push-actions.ts';

const ITEM =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-ink outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-brand-soft data-[highlighted]:text-brand-strong';

/** §2 menu links, in the spec's order. */
const LINKS: readonly { to: string; label: string; Icon: LucideIcon }[] = [
  { to: '/recommendations', label: 'Recommendations', Icon: Sparkles },
  { to: '/marketplace', label: 'Marketplace', Icon: Store },
  { to: '/live-studio', label: 'Live Studio', Icon: Radio },
  { to: '/messages', label: 'Messages', Icon: MessageCircle },
  { to: '/profile', label: 'Profile', Icon: User },
  { to: '/settings', label: 'Settings', Icon: Settings },
  { to: '/subscribe', label: 'Go Premium', Icon: Crown },
];

/**
 * The chat screen's menu (2-traveller-features §2): the links, sign-out through /api/logout, and
 * 'Enable Push Notifications' — or, once permission is granted, 'Test Push Notification'. The
 * enable item is disabled where push is unsupported (§5). Sound settings live here too.
 */
export function MessagesMenu({ label = 'Messages menu' }: { label?: string }) {
  const push = useChatPushActions();
  const [soundsOpen, setSoundsOpen] = useState(false);
  return (
    <>
      <Menu.Root modal={false}>
        <Menu.Trigger
          aria-label={label}
          className="grid size-10 shrink-0 place-items-center rounded-full text-ink hover:bg-surface-muted data-[state=open]:bg-surface-muted"
        >
          <EllipsisVertical aria-hidden="true" className="size-5" />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={6}
            className="menu-content z-50 w-64 rounded-2xl border border-line bg-surface p-2 shadow-xl"
          >
            {push.granted ? (
              <Menu.Item className={ITEM} disabled={push.busy} onSelect={() => void push.test()}>
                <BellRing aria-hidden="true" className="size-4" />
                Test Push Notification
              </Menu.Item>
            ) : (
              <Menu.Item
                className={ITEM}
                disabled={!push.supported || push.busy}
                onSelect={() => void push.enable()}
              >
                <Bell aria-hidden="true" className="size-4" />
                Enable Push Notifications
              </Menu.Item>
            )}
            <Menu.Item className={ITEM} onSelect={() => setSoundsOpen(true)}>
              <Volume2 aria-hidden="true" className="size-4" />
              Message sounds
            </Menu.Item>
            <Menu.Separator className="my-1 h-px bg-line" />
            {LINKS.map(({ to, label: text, Icon }) => (
              <Menu.Item key={to} asChild className={ITEM}>
                <Link to={to}>
                  <Icon aria-hidden="true" className="size-4" />
                  {text}
                </Link>
              </Menu.Item>
            ))}
            <Menu.Separator className="my-1 h-px bg-line" />
            <Menu.Item asChild className={ITEM}>
              <a href="/api/logout">
                <LogOut aria-hidden="true" className="size-4" />
                Sign Out
              </a>
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      <SoundSettingsDialog open={soundsOpen} onClose={() => setSoundsOpen(false)} />
    </>
  );
}
