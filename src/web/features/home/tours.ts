/**
 * Popular tours of the sidebars (spec 1 §7: GET /api/viator/popular/684, cached 10 minutes, 3
 * shown), through the contract route, priced in the traveller's currency.
 */
export {
  SIDEBAR_DESTINATION_CODE,
  SIDEBAR_TOURS,
  TOURS_STALE_MS,
  type TTour as Tour,
} from '../../../contract/tours.ts';
export { sidebarToursQuery } from '../tours/tour-queries.ts';
