import type { z } from 'zod';
import type { ZImageCredit } from '../../../contract/social-campaigns.ts';

type Credit = z.infer<typeof ZImageCredit>;

/** Who took the photos a generated image is composed from, shown under the image. */
export function ImageCredits({ credits }: { credits: readonly Credit[] }) {
  if (credits.length === 0) return null;
  return (
    <ul aria-label="Image credits" className="mt-3 grid gap-0.5 text-xs text-ink-muted">
      {credits.map((credit, index) => (
        <li key={`${credit.author}-${index}`}>
          Photo:{' '}
          {credit.sourceUrl ? (
            <a
              href={credit.sourceUrl}
              target="_blank"
              rel="noreferrer"
              className="underline hover:text-ink"
            >
              {credit.author}
            </a>
          ) : (
            credit.author
          )}
          {credit.username ? ` (@${credit.username})` : ''}
          {credit.licence ? ` · ${credit.licence}` : ''}
        </li>
      ))}
    </ul>
  );
}
