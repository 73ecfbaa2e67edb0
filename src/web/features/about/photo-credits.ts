// The credits live in the contract, which the demo world and the server share with this page.
export {
  licenceName,
  PHOTO_CREDITS,
  photoCreditLine,
  type PhotoCredit,
} from '../../../contract/photo-credits.ts';
import type { PhotoCredit } from '../../../contract/photo-credits.ts';

/** The manifest's description without its "(location not stated)" style asides. */
export function creditTitle(credit: PhotoCredit) {
  return credit.description.replace(/\s*\([^)]*\)\s*$/, '');
}

/** A readable label for a file under /licenses/. */
export function licenceFileLabel(file: string) {
  if (file.startsWith('license-text.')) return `${file.slice(13).replace(/\.txt$/, '')} text`;
  if (file.endsWith('.metadata.json') || file.endsWith('.desktop.txt')) return 'author record';
  if (file.endsWith('README.txt')) return 'source record';
  if (file.endsWith('License.txt')) return 'licence note';
  if (file.endsWith('.upstream-copyright.txt')) {
    return `upstream copyright of ${file.replace(/\.upstream-copyright\.txt$/, '')}`;
  }
  // e.g. "lomiri-wallpapers-16.04.copyright.txt": Debian's record, which holds the CC texts too.
  return `Debian copyright of ${file.replace(/\.copyright\.txt$/, '')}`;
}
