/**
 * Spec 2 §2: the activities (when there are no live tours yet), flights and cars tabs show
 * hard-coded sample cards; they are labelled as samples in the UI and their buttons book
 * nothing. Names and prices are made up.
 */

export type SampleOffer = {
  id: string;
  title: string;
  detail: string;
  price: string;
  unit: string;
  meta: string;
};

export const SAMPLE_ACTIVITIES: readonly SampleOffer[] = [
  {
    id: 'act-balloon',
    title: 'Sunrise Hot-Air Balloon Ride',
    detail: 'Cappadocia, Türkiye',
    price: '$189',
    unit: 'per person',
    meta: '3 hours · Hotel pick-up',
  },
  {
    id: 'act-snorkel',
    title: 'Reef Snorkelling Day Trip',
    detail: 'Cancún, Mexico',
    price: '$79',
    unit: 'per person',
    meta: '6 hours · Lunch included',
  },
  {
    id: 'act-food',
    title: 'Street Food Evening Walk',
    detail: 'Bangkok, Thailand',
    price: '$35',
    unit: 'per person',
    meta: '4 hours · 10 tastings',
  },
  {
    id: 'act-hike',
    title: 'Guided Glacier Hike',
    detail: 'Interlaken, Switzerland',
    price: '$145',
    unit: 'per person',
    meta: '5 hours · Gear included',
  },
];

export const SAMPLE_FLIGHTS: readonly SampleOffer[] = [
  {
    id: 'fl-lis-nyc',
    title: 'Lisbon → New York',
    detail: 'Direct · 8 h 10 min',
    price: '$412',
    unit: 'return',
    meta: 'Economy · 1 bag',
  },
  {
    id: 'fl-lon-bkk',
    title: 'London → Bangkok',
    detail: '1 stop · 14 h 35 min',
    price: '$589',
    unit: 'return',
    meta: 'Economy · 1 bag',
  },
  {
    id: 'fl-par-cun',
    title: 'Paris → Cancún',
    detail: 'Direct · 11 h 25 min',
    price: '$634',
    unit: 'return',
    meta: 'Premium economy',
  },
];

export const SAMPLE_CARS: readonly SampleOffer[] = [
  {
    id: 'car-compact',
    title: 'Compact · Fiat 500 or similar',
    detail: 'Lisbon Airport',
    price: '$29',
    unit: 'per day',
    meta: '4 seats · Manual · A/C',
  },
  {
    id: 'car-suv',
    title: 'SUV · Toyota RAV4 or similar',
    detail: 'Cancún Airport',
    price: '$58',
    unit: 'per day',
    meta: '5 seats · Automatic · A/C',
  },
  {
    id: 'car-convertible',
    title: 'Convertible · Mini Cabrio or similar',
    detail: 'Nice Côte d’Azur',
    price: '$74',
    unit: 'per day',
    meta: '4 seats · Automatic',
  },
];
