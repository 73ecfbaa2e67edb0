import * as ToastPrimitive from '@radix-ui/react-toast';
import { clsx } from 'clsx';
import { CheckCircle2, AlertTriangle, Info, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '../../../contract/limits.ts';
import { useToastHost } from './toast-host.ts';
import { dismissToast, getToasts, subscribeToasts, type ToastVariant } from './toast-store.ts';

const VARIANT_STYLES: Record<ToastVariant, string> = {
  default: 'border-line bg-surface text-ink',
  success: 'border-brand bg-surface text-ink',
  destructive: 'border-danger bg-danger-soft text-ink',
};

const VARIANT_ICONS = { default: Info, success: CheckCircle2, destructive: AlertTriangle };

/**
 * Renders the toast store with Radix Toast: 5 s display, swipe right past 50 px to dismiss and
 * F8 to jump to the region (spec 1 §4, §9).
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const host = useToastHost();
  const viewport = (
    <ToastPrimitive.Viewport
      hotkey={['F8']}
      label="Notifications ({hotkey})"
      className="fixed right-0 bottom-20 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none md:bottom-0"
    />
  );
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {toasts.map(({ id, title, description, variant = 'default', open, link }) => {
        const Icon = VARIANT_ICONS[variant];
        return (
          <ToastPrimitive.Root
            key={id}
            open={open}
            onOpenChange={(next) => {
              if (!next) dismissToast(id);
            }}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            data-variant={variant}
            className={clsx(
              'toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border-2 p-4 pr-10 shadow-lg',
              VARIANT_STYLES[variant],
            )}
          >
            <Icon
              aria-hidden="true"
              className={clsx(
                'mt-0.5 size-5 shrink-0',
                variant === 'destructive' ? 'text-danger' : 'text-brand',
              )}
            />
            <div className="grid gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
              {description ? (
                <ToastPrimitive.Description className="text-sm text-ink-muted">
                  {description}
                </ToastPrimitive.Description>
              ) : null}
              {link ? (
                <ToastPrimitive.Action asChild altText={`${link.label}: ${link.href}`}>
                  <a
                    href={link.href}
                    className="mt-1 justify-self-start rounded-md text-sm font-semibold text-brand-strong underline underline-offset-2 hover:text-brand"
                  >
                    {link.label}
                  </a>
                </ToastPrimitive.Action>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label="Close notification"
              className="absolute top-2 right-2 rounded-md p-1 text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              <X aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      {host ? createPortal(viewport, host) : viewport}
    </ToastPrimitive.Provider>
  );
}
