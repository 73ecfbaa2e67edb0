import { PhotoCreditList } from './photo-credit-list.tsx';

const SCENES = ['Bali', 'Swiss Alps', 'Kyoto'];

/** /about: what Roamly is, and the credits its photographs, typefaces and place data require. */
export function AboutPage() {
  return (
    <div className="mx-auto max-w-4xl px-6 py-12">
      <p className="text-sm font-semibold tracking-widest text-accent uppercase">About</p>
      <h1 className="mt-2 font-display text-4xl font-semibold tracking-tight text-ink sm:text-5xl">
        About Roamly
      </h1>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted">
        Roamly is a travel social network: travellers share photos and videos from the road, follow
        each other and find where to go next.
      </p>

      <section aria-labelledby="photo-credits-title" className="mt-12">
        <h2
          id="photo-credits-title"
          className="font-display text-2xl font-semibold tracking-tight text-ink"
        >
          Photo credits
        </h2>
        <p className="mt-2 text-ink-muted">
          The photographs on Roamly are freely licensed. Thank you to their authors. Public-domain
          and CC0 photos need no credit; we give it anyway. The{' '}
          <a href="/licenses/README.txt" className="font-medium text-brand underline">
            licence overview
          </a>{' '}
          says which record belongs to which photo.
        </p>
        <PhotoCreditList />
      </section>

      <section aria-labelledby="illustrations-title" className="mt-12">
        <h2
          id="illustrations-title"
          className="font-display text-2xl font-semibold tracking-tight text-ink"
        >
          Illustrations
        </h2>
        <p className="mt-2 text-ink-muted">
          The small scenes of {SCENES.join(', ')} in Trending Destinations are drawn by Roamly,
          because none of the photographs shows those places.
        </p>
      </section>

      <section aria-labelledby="typefaces-title" className="mt-12">
        <h2
          id="typefaces-title"
          className="font-display text-2xl font-semibold tracking-tight text-ink"
        >
          Typefaces
        </h2>
        <ul className="mt-2 grid gap-1 text-ink-muted">
          <li>
            Inter by The Inter Project Authors, under the{' '}
            <a href="/licenses/font-inter.OFL.txt" className="font-medium text-brand underline">
              SIL Open Font License 1.1
            </a>
            .
          </li>
          <li>
            Fraunces by The Fraunces Project Authors (Undercase Type), under the{' '}
            <a href="/licenses/font-fraunces.OFL.txt" className="font-medium text-brand underline">
              SIL Open Font License 1.1
            </a>
            .
          </li>
        </ul>
      </section>

      <section aria-labelledby="place-data-title" className="mt-12">
        <h2
          id="place-data-title"
          className="font-display text-2xl font-semibold tracking-tight text-ink"
        >
          Place data
        </h2>
        <p className="mt-2 text-ink-muted">
          The places Roamly suggests for your photos come from{' '}
          <a href="https://www.geonames.org/" className="font-medium text-brand underline">
            GeoNames
          </a>
          , under the{' '}
          <a
            href="https://creativecommons.org/licenses/by/4.0/"
            className="font-medium text-brand underline"
          >
            Creative Commons Attribution 4.0 License
          </a>
          . Country facts come from the countries-list and countries-and-timezones projects, and
          borders from RapiD's country-coder.
        </p>
      </section>
    </div>
  );
}
