import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { SiteFooter } from '../../components/site-footer.tsx';
import { buttonVariants } from '../../ui/button.tsx';
import { DestinationTiles } from './destination-tiles.tsx';
import { FeatureGrid } from './feature-grid.tsx';
import { HeroSlideshow } from './hero-slideshow.tsx';

/** Spec 1 §2: signing in is a full browser navigation, never a client-side route. */
const SIGN_IN_URL = '/api/login';

/** What signed-out visitors see at "/": rotating photos, a call to sign in, the features. */
export function LandingPage() {
  return (
    <div className="relative min-h-dvh bg-canvas">
      <header className="absolute inset-x-0 top-0 z-20 text-white">
        <nav
          id="main-navigation"
          aria-label="Main"
          className="mx-auto flex max-w-6xl items-center justify-between px-6 py-5"
        >
          <a href="/" aria-label="Roamly home">
            <Logo tone="light" />
          </a>
          <div className="flex items-center gap-2">
            <a
              href="#features"
              className="hidden rounded-full px-4 py-2 text-sm font-semibold text-white hover:bg-white/15 sm:inline-block"
            >
              Features
            </a>
            <a
              href={SIGN_IN_URL}
              data-button
              className={buttonVariants({ variant: 'light', size: 'sm' })}
            >
              Sign in
            </a>
          </div>
        </nav>
      </header>
      <main id="main-content" tabIndex={-1}>
        <section
          aria-labelledby="hero-title"
          className="relative isolate flex min-h-[92svh] flex-col overflow-hidden text-white"
        >
          <HeroSlideshow />
          <div className="relative z-10 mx-auto flex w-full max-w-6xl flex-1 flex-col justify-center px-6 pt-28 pb-32">
            <p className="mb-4 inline-flex w-fit items-center gap-2 rounded-full bg-white/15 px-4 py-1.5 text-sm font-medium backdrop-blur-sm">
              <span aria-hidden="true" className="size-2 rounded-full bg-accent-bright" />
              The travel social network
            </p>
            <h1
              id="hero-title"
              className="max-w-3xl font-display text-5xl leading-[1.05] font-semibold tracking-tight text-balance drop-shadow-sm sm:text-6xl lg:text-7xl"
            >
              Share the world, one journey at a time.
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-white/90 sm:text-xl">
              Post your travel moments, follow fellow explorers and discover where to go next — all
              in one place built for travellers.
            </p>
            <div className="mt-10 flex flex-wrap gap-3">
              <a
                href="/signin?tab=register"
                data-button
                className={buttonVariants({ variant: 'light', size: 'lg' })}
              >
                Start your journey
                <ArrowRight aria-hidden="true" className="size-5" />
              </a>
              <a
                href={SIGN_IN_URL}
                data-button
                className={buttonVariants({
                  variant: 'ghost',
                  size: 'lg',
                  className: 'border border-white/70 text-white hover:bg-white/15',
                })}
              >
                Sign in
              </a>
            </div>
          </div>
        </section>

        <section
          id="features"
          aria-labelledby="features-title"
          className="mx-auto max-w-6xl scroll-mt-8 px-6 py-20"
        >
          <div className="mb-12 max-w-2xl">
            <p className="text-sm font-semibold tracking-widest text-accent uppercase">
              Why Roamly
            </p>
            <h2
              id="features-title"
              className="mt-2 font-display text-4xl font-semibold tracking-tight text-ink"
            >
              Everything your wanderlust needs
            </h2>
            <p className="mt-3 text-lg text-ink-muted">
              From the first spark of inspiration to the stories you bring home.
            </p>
          </div>
          <FeatureGrid />
        </section>

        <section aria-labelledby="destinations-title" className="mx-auto max-w-6xl px-6 pb-20">
          <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
            <div className="max-w-2xl">
              <p className="text-sm font-semibold tracking-widest text-accent uppercase">
                Seen by travellers
              </p>
              <h2
                id="destinations-title"
                className="mt-2 font-display text-4xl font-semibold tracking-tight text-ink"
              >
                Places worth the journey
              </h2>
            </div>
            <Link
              to="/about"
              className="text-sm font-semibold text-brand underline-offset-4 hover:underline"
            >
              Photo credits
            </Link>
          </div>
          <DestinationTiles />
        </section>

        <section aria-labelledby="join-title" className="px-6 pb-20">
          <div className="relative mx-auto max-w-6xl overflow-hidden rounded-[2rem] bg-brand px-8 py-16 text-center text-white sm:px-16">
            <div
              aria-hidden="true"
              className="absolute -top-24 -right-16 size-72 rounded-full bg-accent-bright/25 blur-2xl"
            />
            <div
              aria-hidden="true"
              className="absolute -bottom-28 -left-10 size-72 rounded-full bg-sun/20 blur-2xl"
            />
            <h2
              id="join-title"
              className="relative font-display text-4xl font-semibold tracking-tight text-balance"
            >
              Your next story starts here
            </h2>
            <p className="relative mx-auto mt-4 max-w-xl text-lg text-white/90">
              Join a community of travellers sharing real places, honest tips and unforgettable
              views.
            </p>
            <a
              href="/signin?tab=register"
              data-button
              className={buttonVariants({
                variant: 'light',
                size: 'lg',
                className: 'relative mt-8',
              })}
            >
              Join Roamly — it's free
            </a>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
