import { Crown } from 'lucide-react';
import type { TSelfUser } from '../../../contract/users.ts';
import { Photo } from '../about/photo.tsx';
import { HERO_WIDTHS } from '../about/photo-sources.ts';
import { CheckoutPanel } from './checkout-panel.tsx';
import { PREMIUM_BENEFITS, PREMIUM_BLURBS, PREMIUM_FAQ } from './content.ts';

/**
 * The Premium hero's photo: a lakeshore of nowhere stated, described by what it shows and never
 * presented as a place (the page is about no place).
 */
export const SUBSCRIBE_HERO_PHOTO = 'lake-boats-sunset';

/**
 * /subscribe (spec 1 §2 'Premium page'): a photo hero, the price card with the whole purchase,
 * the six benefits, three feature blurbs and the FAQ.
 */
export function SubscribePage({ user }: { user: TSelfUser }) {
  return (
    <div className="grid gap-10">
      <header className="relative isolate overflow-hidden rounded-3xl bg-ink text-on-brand">
        <Photo
          photoId={SUBSCRIBE_HERO_PHOTO}
          widths={HERO_WIDTHS}
          sizes="(min-width: 1280px) 1248px, 100vw"
          width={2400}
          height={1500}
          alt="Wooden rowing boats on a lake shore at sunset"
          fetchPriority="high"
          pictureClassName="absolute inset-0 -z-10"
          className="size-full object-cover"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-t from-black/80 via-black/45 to-black/15 lg:bg-gradient-to-r"
        />
        <div className="flex min-h-72 flex-col justify-end gap-4 p-6 sm:min-h-96 sm:p-10 lg:max-w-2xl">
          <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold backdrop-blur-sm">
            <Crown aria-hidden="true" className="size-4" />
            Roamly Premium
          </p>
          <h1 className="font-display text-4xl leading-[1.05] font-semibold tracking-tight text-balance drop-shadow-sm sm:text-5xl lg:text-6xl">
            Travel further with Premium
          </h1>
          <p className="max-w-xl text-base text-white/90 sm:text-lg">
            No ads, members-only guides and better tools for planning your next trip — $9.99 a
            month, cancel anytime.
          </p>
        </div>
      </header>

      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="order-2 grid gap-12 lg:order-1">
          <section aria-labelledby="benefits-title">
            <h2 id="benefits-title" className="font-display text-2xl font-semibold text-ink">
              Everything in Premium
            </h2>
            <ul className="mt-5 grid gap-3 sm:grid-cols-2">
              {PREMIUM_BENEFITS.map(({ icon: Icon, title, text }) => (
                <li
                  key={title}
                  className="flex gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm"
                >
                  <span
                    aria-hidden="true"
                    className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand"
                  >
                    <Icon className="size-5" />
                  </span>
                  <div>
                    <p className="font-semibold text-ink">{title}</p>
                    <p className="mt-0.5 text-sm text-ink-muted">{text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="why-title">
            <h2 id="why-title" className="font-display text-2xl font-semibold text-ink">
              Why travellers upgrade
            </h2>
            <div className="mt-5 grid gap-6 sm:grid-cols-3">
              {PREMIUM_BLURBS.map(({ title, text }, index) => (
                <article key={title} className="grid content-start gap-2">
                  <span className="font-display text-3xl font-semibold text-accent">
                    0{index + 1}
                  </span>
                  <h3 className="font-semibold text-ink">{title}</h3>
                  <p className="text-sm text-ink-muted">{text}</p>
                </article>
              ))}
            </div>
          </section>

          <section aria-labelledby="faq-title">
            <h2 id="faq-title" className="font-display text-2xl font-semibold text-ink">
              Frequently asked questions
            </h2>
            <div className="mt-5 divide-y divide-line rounded-2xl border border-line bg-surface">
              {PREMIUM_FAQ.map(({ question, answer }) => (
                <details key={question} className="group px-5 py-4">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-ink">
                    {question}
                    <span
                      aria-hidden="true"
                      className="text-xl leading-none text-ink-muted transition-transform group-open:rotate-45"
                    >
                      +
                    </span>
                  </summary>
                  <p className="mt-2 text-sm text-ink-muted">{answer}</p>
                </details>
              ))}
            </div>
          </section>
        </div>

        <div className="order-1 lg:sticky lg:top-24 lg:order-2">
          <CheckoutPanel user={user} />
        </div>
      </div>
    </div>
  );
}
