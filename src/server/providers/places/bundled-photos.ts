import { destinationSlug } from '../../../contract/destination-slug.ts';

/**
 * The product's own photographs of NAMED places (../shared/photos/MANIFEST.tsv, credited on
 * /about from the generated PHOTO_CREDITS: author and licence live there only), with the names a query or a destination slug may use for exactly that place. Only
 * true matches are listed: no landscape "somewhere", no photo of a neighbouring city. A name
 * listed with a country matches only in that country (Paris, Texas never gets the Eiffel Tower).
 */
export type BundledPhoto = {
  /** Manifest id: /photos/<id>-<width>.webp. */
  id: string;
  /** Slugs of the place names this photograph shows (destinationSlug form). */
  places: readonly string[];
  /** ISO alpha-2 of the country it was taken in. */
  countryCode: string;
};

const photo = (id: string, countryCode: string, places: readonly string[]): BundledPhoto => ({
  id,
  countryCode,
  places,
});

/** First listed wins when two photos name the same place. */
export const BUNDLED_PHOTOS: readonly BundledPhoto[] = [
  photo('eiffel-tower', 'FR', ['paris', 'eiffel-tower']),
  photo('colosseum-rome', 'IT', ['rome', 'roma', 'colosseum']),
  photo('rome-colosseum-arches', 'IT', ['colosseo']),
  photo('brandenburg-gate-dusk', 'DE', ['berlin', 'brandenburg-gate']),
  photo('berlin-cathedral', 'DE', ['berlin-cathedral', 'berliner-dom', 'museum-island']),
  photo('christ-the-redeemer-rio', 'BR', ['rio-de-janeiro', 'christ-the-redeemer', 'corcovado']),
  photo('mont-saint-michel', 'FR', ['mont-saint-michel', 'normandy']),
  photo('machu-picchu', 'PE', ['machu-picchu']),
  photo('chichen-itza-el-castillo', 'MX', ['chichen-itza']),
  photo('new-york-lower-manhattan-sunset', 'US', [
    'new-york',
    'new-york-city',
    'manhattan',
    'lower-manhattan',
  ]),
  photo('new-york-midtown-empire-state', 'US', ['empire-state-building', 'midtown-manhattan']),
  photo('new-york-statue-of-liberty', 'US', ['statue-of-liberty', 'liberty-island']),
  photo('singapore-marina-bay-skyline', 'SG', ['singapore', 'marina-bay']),
  photo('milan-piazza-gae-aulenti', 'IT', ['milan', 'milano', 'piazza-gae-aulenti']),
  photo('barcelona-casa-mila-courtyard', 'ES', ['barcelona', 'casa-mila', 'la-pedrera']),
  photo('boston-beacon-street-sunset', 'US', ['boston']),
  photo('glacier-national-park-lake-sherburne', 'US', [
    'glacier-national-park',
    'many-glacier',
    'lake-sherburne',
  ]),
  photo('munnar-tea-gardens', 'IN', ['munnar']),
  photo('iowa-high-trestle-trail-bridge', 'US', [
    'high-trestle-trail',
    'high-trestle-trail-bridge',
  ]),
  photo('dresden-elbe-old-town-skyline', 'DE', ['dresden']),
  photo('maldives-jetty-water-villas', 'MV', ['maldives']),
  photo('isle-of-skye-neist-point-lighthouse', 'GB', ['isle-of-skye', 'skye', 'neist-point']),
  photo('killarney-lough-leane', 'IE', ['killarney', 'killarney-national-park', 'lough-leane']),
  photo('kuala-lumpur-petronas-towers-haze', 'MY', ['kuala-lumpur', 'petronas-towers']),
  photo('gold-coast-surfers-paradise-q1', 'AU', ['gold-coast', 'surfers-paradise']),
  photo('osaka-abeno-harukas-skyline', 'JP', ['osaka']),
  photo('vancouver-skyline-night', 'CA', ['vancouver']),
  photo('pittsburgh-downtown-dusk', 'US', ['pittsburgh']),
  photo('los-angeles-century-city', 'US', ['los-angeles', 'century-city']),
  photo('cincinnati-bridge-night', 'US', ['cincinnati']),
  photo('bryce-canyon-rim-view', 'US', ['bryce-canyon', 'bryce-canyon-national-park']),
  photo('canyon-de-chelly', 'US', ['canyon-de-chelly', 'canyon-de-chelly-national-monument']),
  photo('south-dakota-mount-rushmore', 'US', ['mount-rushmore', 'keystone']),
  photo('washington-lincoln-memorial-night', 'US', [
    'washington-d-c',
    'washington-dc',
    'lincoln-memorial',
    'national-mall',
  ]),
  photo('oregon-thors-well', 'US', ['thors-well', 'cape-perpetua']),
  photo('maui-haleakala-crater', 'US', ['maui', 'haleakala', 'haleakala-national-park']),
  photo('hawaii-lava-ocean-entry', 'US', ['hawaii', 'kilauea', 'hawaii-volcanoes-national-park']),
  photo('malta-gozo-azure-window', 'MT', ['gozo', 'azure-window', 'dwejra']),
  photo('petra-monastery', 'JO', ['petra']),
  photo('jordan-wadi-rum-rocks', 'JO', ['wadi-rum']),
  photo('brighton-west-pier-ruins', 'GB', ['brighton', 'west-pier']),
  photo('iceland-landmannalaugar-rhyolite', 'IS', ['iceland', 'landmannalaugar']),
  photo('java-mount-bromo-volcano', 'ID', [
    'mount-bromo',
    'bromo',
    'bromo-tengger-semeru-national-park',
  ]),
  photo('tuscany-val-dorcia-cypress-farmhouse', 'IT', ['tuscany', 'val-dorcia']),
  photo('corsica-bonifacio-cliffs', 'FR', ['corsica', 'bonifacio']),
  photo('pyrenees-pic-du-midi-dossau', 'FR', ['pic-du-midi-dossau', 'pyrenees-national-park']),
  photo('normandy-arromanches-beach', 'FR', ['arromanches', 'arromanches-les-bains']),
  photo('norway-besseggen-gjende', 'NO', ['besseggen', 'jotunheimen', 'gjende']),
  photo('carcassonne-ramparts', 'FR', ['carcassonne']),
  photo('rocamadour-cliff-village', 'FR', ['rocamadour']),
  photo('avignon-palais-des-papes', 'FR', ['avignon', 'palais-des-papes']),
  photo('chenonceau-chateau', 'FR', ['chenonceau', 'chateau-de-chenonceau']),
  photo('loire-chateau-de-chambord', 'FR', ['chambord', 'chateau-de-chambord', 'loire-valley']),
  photo('reims-cathedral-chevet', 'FR', ['reims']),
  photo('arles-roman-arena', 'FR', ['arles']),
  photo('pont-du-gard', 'FR', ['pont-du-gard']),
  photo('neuschwanstein-castle', 'DE', ['neuschwanstein', 'neuschwanstein-castle']),
  photo('schwerin-palace', 'DE', ['schwerin', 'schwerin-palace']),
  photo('hawa-mahal-jaipur', 'IN', ['jaipur', 'hawa-mahal']),
  photo('taj-mahal', 'IN', ['agra', 'taj-mahal']),
  photo('golden-temple-amritsar', 'IN', ['amritsar', 'golden-temple', 'harmandir-sahib']),
  photo('mumbai-gateway-of-india', 'IN', ['mumbai', 'bombay', 'gateway-of-india']),
  photo('delhi-qutub-minar', 'IN', ['delhi', 'new-delhi', 'qutub-minar']),
  photo('kolkata-victoria-memorial', 'IN', ['kolkata', 'calcutta', 'victoria-memorial']),
  photo('mysore-palace', 'IN', ['mysore', 'mysuru', 'mysore-palace']),
  photo('ladakh-horse-snowy-peaks', 'IN', ['ladakh']),
  photo('giza-great-pyramid', 'EG', ['giza', 'pyramids-of-giza', 'great-pyramid-of-giza']),
  photo('great-wall-china', 'CN', ['great-wall', 'great-wall-of-china']),
  photo('picos-de-europa-trail', 'ES', ['picos-de-europa']),
  photo('aizkorri-autumn-larches', 'ES', ['aizkorri', 'aitzgorri']),
];

/** Every manifest id of this set, for the test that checks each one has a rendition. */
export const BUNDLED_PHOTO_IDS = BUNDLED_PHOTOS.map((entry) => entry.id);

const BY_PLACE = new Map<string, BundledPhoto[]>();
for (const entry of BUNDLED_PHOTOS) {
  for (const place of entry.places) {
    BY_PLACE.set(place, [...(BY_PLACE.get(place) ?? []), entry]);
  }
}

/** The card and hero rendition every manifest photo has (scripts/make-images.mjs). */
export const bundledPhotoUrl = (id: string) => `/photos/${id}-640.webp`;

/**
 * The photograph of exactly this place, or null. `place` is a name or slug; `countryCode`, when
 * known, must be the photo's own country.
 */
export function findBundledPhoto(place: string, countryCode: string | null): BundledPhoto | null {
  const candidates = BY_PLACE.get(destinationSlug(place)) ?? [];
  const country = countryCode?.toUpperCase() ?? null;
  return candidates.find((entry) => !country || entry.countryCode === country) ?? null;
}
