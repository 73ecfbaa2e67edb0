import { normalizePlace } from '../../people/countries.ts';
import type { CheckOutcome } from './types.ts';

/** Lower case, accents and punctuation dropped: 'Cancún' and 'CANCUN' are one name. */
export const normalizeName = (name: string): string => normalizePlace(name);

/**
 * The names must agree once accents and case are folded. A name that is the other's start or
 * end on a word boundary passes ('New York' and 'New York City', 'Bali' and 'Island of Bali'):
 * providers qualify names, they rarely rename.
 */
export function checkNamesMatch(ours: string, theirs: string): CheckOutcome {
  const a = normalizeName(ours);
  const b = normalizeName(theirs);
  if (a && a === b) return null;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short && (long.startsWith(`${short} `) || long.endsWith(` ${short}`))) return null;
  return `The provider calls it "${theirs}", not "${ours}"`;
}
