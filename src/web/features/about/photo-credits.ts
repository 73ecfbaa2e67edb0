import data from './photo-credits.json' with { type: 'json' };

/** One credited photo, as scripts/make-images.mjs copied it from ../shared/photos/MANIFEST.tsv. */
export type PhotoCredit = {
  id: string;
  description: string;
  attribution: string;
  licence: string;
  source: string;
  /** Share-alike or (L)GPL: the resized copies stay under the same licence. */
  shareAlike: boolean;
  /** Files under /licenses/ that hold the licence text and the source's own record. */
  licenceFiles: string[];
  widths: number[];
  aspect: { width: number; height: number };
};

export const PHOTO_CREDITS: readonly PhotoCredit[] = data.photos;

/** The manifest's description without its "(location not stated)" style asides. */
export function creditTitle(credit: PhotoCredit) {
  return credit.description.replace(/\s*\([^)]*\)\s*$/, '');
}

/** Short licence name for the list ("CC-BY-SA-4.0", "Public domain", "LGPL-3.0"). */
export function licenceName(credit: PhotoCredit) {
  return credit.licence.split(' (')[0] ?? credit.licence;
}

/** A readable label for a file under /licenses/. */
export function licenceFileLabel(file: string) {
  if (file.startsWith('license-text.')) return `${file.slice(13).replace(/\.txt$/, '')} text`;
  if (file.endsWith('.metadata.json')) return 'author record';
  if (file.endsWith('README.txt')) return 'source record';
  if (file.endsWith('License.txt')) return 'licence note';
  // e.g. "lomiri-wallpapers-16.04.copyright.txt": Debian's record, which holds the CC texts too.
  return `Debian copyright of ${file.replace(/\.copyright\.txt$/, '')}`;
}
