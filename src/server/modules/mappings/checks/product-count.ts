import { NO_TOURS } from '../../../../contract/mappings.ts';
import type { CheckOutcome } from './types.ts';

/** The one provider call: a destination with no products is a mapping worth nothing. */
export function checkProductCount(count: number): CheckOutcome {
  return count > 0 ? null : NO_TOURS;
}
