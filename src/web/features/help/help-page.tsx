import { LifeBuoy } from 'lucide-react';
import { ContactForm, type ContactSender } from './contact-form.tsx';
import { HelpAnswers } from './help-answers.tsx';

/** The Help Center (/help): answers first, then a way to reach the operator. */
export function HelpPage({ sender }: { sender: ContactSender | null }) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-2xl bg-brand-soft text-brand"
        >
          <LifeBuoy className="size-6" />
        </span>
        <div>
          <h1 className="font-display text-3xl font-bold text-ink">Help Center</h1>
          <p className="mt-1 text-ink-muted">
            Answers about your account, privacy, posts, messages and Premium.
          </p>
        </div>
      </div>
      <HelpAnswers />
      <ContactForm sender={sender} />
    </div>
  );
}
