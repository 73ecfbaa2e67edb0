import { FAKE_ID_RANGE } from '../../../../contract/mappings.ts';
import type { CheckOutcome } from './types.ts';

/**
 * Spec 3 §9's known bad pattern: ids invented in sequence (7001, 7002, …) rather than looked up.
 * An id in 7000–8000 is flagged when a neighbouring id is mapped too: a lone real id there passes.
 */
export function checkFakeIdPattern(
  providerId: number,
  mappedIds: ReadonlySet<number>,
): CheckOutcome {
  if (providerId < FAKE_ID_RANGE.min || providerId > FAKE_ID_RANGE.max) return null;
  if (!mappedIds.has(providerId - 1) && !mappedIds.has(providerId + 1)) return null;
  return `Looks like a made-up id: ${providerId} is one of a sequence in the 7000–8000 range`;
}
