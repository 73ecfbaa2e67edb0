import { formatPrice, roundToMinor } from '../../../contract/currency-format.ts';
import { TOUR_CATEGORY_NAMES, type TTour } from '../../../contract/tours.ts';
import type { TourRow } from '../../../db/queries/tours.ts';
import type { Rates } from '../currency/rates.ts';
import { fromEur } from '../currency/rates.ts';
import { destinationLabel } from '../destinations/destinations.presenter.ts';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * A duration in minutes as travellers read it: "45 minutes", "1 hour", "1 hour 30 minutes",
 * "3 hours", "2 days", "1 day 4 hours" (minutes dropped past a day).
 */
export function durationLabel(minutes: number): string {
  const total = Math.max(1, Math.round(minutes));
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const rest = total % 60;
  if (days > 0)
    return hours > 0 ? `${plural(days, 'day')} ${plural(hours, 'hour')}` : plural(days, 'day');
  if (hours > 0)
    return rest > 0 ? `${plural(hours, 'hour')} ${plural(rest, 'minute')}` : plural(hours, 'hour');
  return plural(rest, 'minute');
}

/**
 * The Tour of the contract, priced in `currency`: the tour's own price when it is already in that
 * currency, else its euro value converted with the current rates (spec 2 §9 formatting).
 */
export function presentTour(row: TourRow, currency: string, rates: Rates): TTour {
  const asked = currency.toUpperCase();
  const converted =
    row.currency === asked
      ? roundToMinor(row.priceFrom, asked)
      : fromEur(rates, row.priceEur, asked);
  // The service checks the currency first; the tour's own currency is the last resort.
  const priceCurrency = converted === null ? row.currency : asked;
  const priceFrom = converted ?? roundToMinor(row.priceFrom, row.currency);
  return {
    productCode: row.productCode,
    title: row.title,
    shortDescription: row.shortDescription,
    imageUrl: row.imageUrl,
    category: row.category,
    categoryName: TOUR_CATEGORY_NAMES[row.category],
    rating: row.rating === null ? null : Math.round(row.rating * 10) / 10,
    reviewCount: row.reviewCount,
    duration:
      row.durationText ??
      (row.durationMinutes !== null ? durationLabel(row.durationMinutes) : null),
    location: destinationLabel({
      name: row.destinationName,
      type: row.destinationType,
      countryCode: row.countryCode,
    }),
    destinationCode: row.destinationCode,
    priceFrom,
    currency: priceCurrency,
    formattedPrice: formatPrice(priceFrom, priceCurrency),
    highlights: row.highlights,
    productUrl: row.productUrl,
    freeCancellation: row.freeCancellation,
    source: row.source,
    isSample: row.source === 'sample',
  };
}
