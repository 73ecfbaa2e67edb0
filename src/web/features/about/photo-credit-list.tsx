import { Photo } from './photo.tsx';
import { THUMB_WIDTHS } from './photo-sources.ts';
import {
  creditTitle,
  licenceFileLabel,
  licenceName,
  PHOTO_CREDITS,
  type PhotoCredit,
} from './photo-credits.ts';

function CreditItem({ credit }: { credit: PhotoCredit }) {
  const title = creditTitle(credit);
  return (
    <li
      className="grid grid-cols-[6rem_minmax(0,1fr)] gap-4 py-5 sm:grid-cols-[10rem_minmax(0,1fr)]"
      data-credit={credit.id}
    >
      <Photo
        photoId={credit.id}
        widths={THUMB_WIDTHS}
        sizes="(min-width: 640px) 160px, 96px"
        width={credit.aspect.width}
        height={credit.aspect.height}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full rounded-xl object-cover"
      />
      <div className="min-w-0 text-sm [overflow-wrap:anywhere]">
        <h3 className="font-semibold text-ink">{title}</h3>
        <p className="mt-1 text-ink">{credit.attribution}</p>
        <p className="mt-1 text-ink-muted">
          Licence: <span className="font-semibold text-ink">{licenceName(credit)}</span>
          {credit.shareAlike
            ? ' — share-alike: resized for the web, these copies stay under the same licence.'
            : ' — resized for the web.'}
        </p>
        <p className="mt-1 text-ink-muted">Source: {credit.source}</p>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
          {credit.licenceFiles.map((file) => (
            <a
              key={file}
              href={`/licenses/${file}`}
              className="font-medium text-brand underline underline-offset-2"
            >
              {licenceFileLabel(file)}
              <span className="sr-only"> for “{title}”</span>
            </a>
          ))}
        </p>
      </div>
    </li>
  );
}

/** Every photograph the product shows, with the credit and licence its terms ask for. */
export function PhotoCreditList() {
  return (
    <ul className="divide-y divide-line">
      {PHOTO_CREDITS.map((credit) => (
        <CreditItem key={credit.id} credit={credit} />
      ))}
    </ul>
  );
}
