import { Handshake, Sparkles } from 'lucide-react';
import { useId, useState, type CSSProperties } from 'react';
import type { TSelfUser } from '../../../contract/users.ts';
import { Button } from '../../ui/button.tsx';
import { PartnerForm } from './partner-form.tsx';

/** Light dots over the brand's colour, deepening to the left where the text stands. */
const BACKDROP: CSSProperties = {
  backgroundImage:
    'radial-gradient(rgb(255 255 255 / 0.14) 1.2px, transparent 1.6px), linear-gradient(100deg, var(--color-brand-strong) 35%, var(--color-brand))',
  backgroundSize: '18px 18px, auto',
};

/** Spec 2 §2: 'Partner With Us', a banner whose button opens the partner enquiry form below it. */
export function PartnerBanner({ user }: { user: TSelfUser }) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <section aria-labelledby="partner-title" className="grid gap-4">
      <div className="relative isolate overflow-hidden rounded-3xl bg-brand-strong px-6 py-8 text-on-brand sm:px-10">
        {/* A designed backdrop, not a photograph: the banner is about no place (issue 20 §1). */}
        <div
          aria-hidden="true"
          data-testid="partner-backdrop"
          style={BACKDROP}
          className="absolute inset-0 -z-10"
        />
        <Handshake
          aria-hidden="true"
          strokeWidth={1}
          className="absolute top-1/2 -right-8 -z-10 size-44 -translate-y-1/2 text-on-brand/15 sm:right-8 sm:size-60"
        />
        <p className="inline-flex items-center gap-1.5 rounded-full bg-on-brand/15 px-3 py-1 text-xs font-semibold tracking-wide uppercase">
          <Sparkles aria-hidden="true" className="size-3.5" />
          Advertising
        </p>
        <h2 id="partner-title" className="mt-3 font-display text-2xl font-semibold sm:text-3xl">
          Partner With Us
        </h2>
        <p className="mt-2 max-w-xl text-sm text-on-brand/90 sm:text-base">
          Put your travel brand in front of explorers planning their next trip: sponsored
          experiences, featured gear and affiliate partnerships.
        </p>
        <Button
          variant="light"
          className="mt-5"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((value) => !value)}
        >
          <Handshake aria-hidden="true" className="size-4" />
          Partner With Us
        </Button>
      </div>
      <div id={formId} hidden={!open}>
        {open ? (
          <PartnerForm
            sender={{ name: `${user.firstName} ${user.lastName}`.trim(), email: user.email ?? '' }}
            onClose={() => setOpen(false)}
          />
        ) : null}
      </div>
    </section>
  );
}
