import { destinationSlug } from '../../../contract/destination-slug.ts';

/**
 * The product's own photographs of NAMED places (../shared/photos/MANIFEST.tsv, credited on
 * /about), with the names a query or a destination slug may use for exactly that place. Only
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
  /** The author as the licence asks to credit them. */
  author: string;
  licence: string;
  /** Share-alike licences travel with every copy: the credit says so. */
  shareAlike?: boolean;
};

const photo = (
  id: string,
  countryCode: string,
  places: readonly string[],
  author: string,
  licence: string,
  shareAlike = false,
): BundledPhoto => ({ id, countryCode, places, author, licence, shareAlike });

/** First listed wins when two photos name the same place. */
export const BUNDLED_PHOTOS: readonly BundledPhoto[] = [
  photo('eiffel-tower', 'FR', ['paris', 'eiffel-tower'], 'Tognopop', 'Public domain'),
  photo('colosseum-rome', 'IT', ['rome', 'roma', 'colosseum'], 'Urse Ovidiu', 'Public domain'),
  photo('rome-colosseum-arches', 'IT', ['colosseo'], 'Bence Boros', 'CC0 1.0'),
  photo(
    'brandenburg-gate-dusk',
    'DE',
    ['berlin', 'brandenburg-gate'],
    'Evans1551',
    'Public domain',
  ),
  photo(
    'berlin-cathedral',
    'DE',
    ['berlin-cathedral', 'berliner-dom', 'museum-island'],
    'Gary Todd',
    'CC0 1.0',
  ),
  photo(
    'christ-the-redeemer-rio',
    'BR',
    ['rio-de-janeiro', 'christ-the-redeemer', 'corcovado'],
    'Chensiyuan',
    'CC BY-SA 4.0',
    true,
  ),
  photo('mont-saint-michel', 'FR', ['mont-saint-michel', 'normandy'], 'Ali Sabbagh', 'CC0 1.0'),
  photo('machu-picchu', 'PE', ['machu-picchu'], 'Guillaume Pascal', 'CC0 1.0'),
  photo('chichen-itza-el-castillo', 'MX', ['chichen-itza'], 'Daniel Schwen', 'CC BY-SA 4.0', true),
  photo(
    'new-york-lower-manhattan-sunset',
    'US',
    ['new-york', 'new-york-city', 'manhattan', 'lower-manhattan'],
    'Unsplash photographer, edited by the Endless Sky project',
    'Public domain',
  ),
  photo(
    'new-york-midtown-empire-state',
    'US',
    ['empire-state-building', 'midtown-manhattan'],
    'Unsplash photographer, edited by the Endless Sky project',
    'Public domain',
  ),
  photo(
    'new-york-statue-of-liberty',
    'US',
    ['statue-of-liberty', 'liberty-island'],
    'Ypsilonatshared',
    'Public domain',
  ),
  photo(
    'singapore-marina-bay-skyline',
    'SG',
    ['singapore', 'marina-bay'],
    'Romain Guy',
    'CC0 1.0',
  ),
  photo(
    'milan-piazza-gae-aulenti',
    'IT',
    ['milan', 'milano', 'piazza-gae-aulenti'],
    'Chris Barbalis',
    'CC0 1.0',
  ),
  photo(
    'barcelona-casa-mila-courtyard',
    'ES',
    ['barcelona', 'casa-mila', 'la-pedrera'],
    'Alexandre Perotto',
    'CC0 1.0',
  ),
  photo('boston-beacon-street-sunset', 'US', ['boston'], 'Matthew Landers', 'CC0 1.0'),
  photo(
    'glacier-national-park-lake-sherburne',
    'US',
    ['glacier-national-park', 'many-glacier', 'lake-sherburne'],
    'Jacob W. Frank, National Park Service',
    'Public domain',
  ),
  photo('munnar-tea-gardens', 'IN', ['munnar'], 'Vivek Kumar', 'CC0 1.0'),
  photo(
    'iowa-high-trestle-trail-bridge',
    'US',
    ['high-trestle-trail', 'high-trestle-trail-bridge'],
    'Tony Webster',
    'CC0 1.0',
  ),
  photo(
    'dresden-elbe-old-town-skyline',
    'DE',
    ['dresden'],
    'Graeme Gott / FocusWriter',
    'GPL-3.0+',
    true,
  ),
  photo('maldives-jetty-water-villas', 'MV', ['maldives'], 'Nevit Dilmen', 'CC BY 3.0'),
  photo(
    'isle-of-skye-neist-point-lighthouse',
    'GB',
    ['isle-of-skye', 'skye', 'neist-point'],
    'jquery-backstretch project',
    'MIT',
  ),
  photo(
    'killarney-lough-leane',
    'IE',
    ['killarney', 'killarney-national-park', 'lough-leane'],
    'Bill Kendrick',
    'GPL-2.0+',
    true,
  ),
  photo(
    'kuala-lumpur-petronas-towers-haze',
    'MY',
    ['kuala-lumpur', 'petronas-towers'],
    'Unsplash photographer, edited by the Endless Sky project',
    'Public domain',
  ),
  photo(
    'gold-coast-surfers-paradise-q1',
    'AU',
    ['gold-coast', 'surfers-paradise'],
    'Unsplash photographer, edited by the Endless Sky project',
    'Public domain',
  ),
  photo('osaka-abeno-harukas-skyline', 'JP', ['osaka'], 'Chris Pickel', 'CC BY-SA 4.0', true),
  photo('vancouver-skyline-night', 'CA', ['vancouver'], 'Matthew Field', 'CC BY-SA 3.0', true),
  photo('pittsburgh-downtown-dusk', 'US', ['pittsburgh'], 'Matthew Field', 'CC BY-SA 3.0', true),
  photo(
    'los-angeles-century-city',
    'US',
    ['los-angeles', 'century-city'],
    'Matthew Field',
    'CC BY-SA 3.0',
    true,
  ),
  photo('cincinnati-bridge-night', 'US', ['cincinnati'], 'Derek Jensen', 'Public domain'),
  photo(
    'bryce-canyon-rim-view',
    'US',
    ['bryce-canyon', 'bryce-canyon-national-park'],
    'Emily Mell (edit of an Unsplash photo)',
    'Public domain',
  ),
  photo(
    'canyon-de-chelly',
    'US',
    ['canyon-de-chelly', 'canyon-de-chelly-national-monument'],
    'Nikater',
    'Public domain',
  ),
  photo(
    'south-dakota-mount-rushmore',
    'US',
    ['mount-rushmore', 'keystone'],
    'Eekim',
    'CC0 1.0',
  ),
  photo(
    'washington-lincoln-memorial-night',
    'US',
    ['washington-d-c', 'washington-dc', 'lincoln-memorial', 'national-mall'],
    'Brylie Christopher Oxley',
    'CC0 1.0',
  ),
  photo(
    'oregon-thors-well',
    'US',
    ['thors-well', 'cape-perpetua'],
    'Emily Mell (edit of an Unsplash photo)',
    'Public domain',
  ),
  photo(
    'maui-haleakala-crater',
    'US',
    ['maui', 'haleakala', 'haleakala-national-park'],
    'Unsplash photographer, edited by the Endless Sky project',
    'Public domain',
  ),
  photo(
    'hawaii-lava-ocean-entry',
    'US',
    ['hawaii', 'kilauea', 'hawaii-volcanoes-national-park'],
    'Unsplash photographer, edited by the Endless Sky project',
    'Public domain',
  ),
  photo(
    'malta-gozo-azure-window',
    'MT',
    ['gozo', 'azure-window', 'dwejra'],
    'Berthold Werner',
    'CC BY-SA 3.0',
    true,
  ),
  photo('petra-monastery', 'JO', ['petra'], 'Berthold Werner', 'Public domain'),
  photo('jordan-wadi-rum-rocks', 'JO', ['wadi-rum'], 'Berthold Werner', 'CC BY-SA 3.0', true),
  photo(
    'brighton-west-pier-ruins',
    'GB',
    ['brighton', 'west-pier'],
    'Unsplash photographer, edited by the Endless Sky project',
    'Public domain',
  ),
  photo(
    'iceland-landmannalaugar-rhyolite',
    'IS',
    ['iceland', 'landmannalaugar'],
    'Unsplash photographer, edited by the Endless Sky project',
    'Public domain',
  ),
  photo(
    'java-mount-bromo-volcano',
    'ID',
    ['mount-bromo', 'bromo', 'bromo-tengger-semeru-national-park'],
    'Unsplash photographer, edited by the Endless Sky project',
    'Public domain',
  ),
  photo(
    'tuscany-val-dorcia-cypress-farmhouse',
    'IT',
    ['tuscany', 'val-dorcia'],
    'Unsplash photographer, edited by the Endless Sky project',
    'Public domain',
  ),
  photo(
    'corsica-bonifacio-cliffs',
    'FR',
    ['corsica', 'bonifacio'],
    'Myrabella',
    'CC BY-SA 3.0',
    true,
  ),
  photo(
    'pyrenees-pic-du-midi-dossau',
    'FR',
    ['pic-du-midi-dossau', 'pyrenees-national-park'],
    'Myrabella',
    'CC BY-SA 3.0',
    true,
  ),
  photo(
    'normandy-arromanches-beach',
    'FR',
    ['arromanches', 'arromanches-les-bains'],
    'Myrabella',
    'CC BY-SA 3.0',
    true,
  ),
  photo(
    'norway-besseggen-gjende',
    'NO',
    ['besseggen', 'jotunheimen', 'gjende'],
    'harro.eu',
    'CC BY-SA 4.0',
    true,
  ),
  photo('carcassonne-ramparts', 'FR', ['carcassonne'], 'Petitemontagnedujura', 'Public domain'),
  photo('rocamadour-cliff-village', 'FR', ['rocamadour'], 'François Darras', 'Public domain'),
  photo('avignon-palais-des-papes', 'FR', ['avignon', 'palais-des-papes'], 'Tognopop', 'CC0 1.0'),
  photo(
    'chenonceau-chateau',
    'FR',
    ['chenonceau', 'chateau-de-chenonceau'],
    'Alf van Beem',
    'Public domain',
  ),
  photo(
    'loire-chateau-de-chambord',
    'FR',
    ['chambord', 'chateau-de-chambord', 'loire-valley'],
    'BjörnT',
    'Public domain',
  ),
  photo('reims-cathedral-chevet', 'FR', ['reims'], 'Mattana', 'Public domain'),
  photo('arles-roman-arena', 'FR', ['arles'], 'OT Arles', 'Public domain'),
  photo('pont-du-gard', 'FR', ['pont-du-gard'], 'Mimova', 'Public domain'),
  photo(
    'neuschwanstein-castle',
    'DE',
    ['neuschwanstein', 'neuschwanstein-castle'],
    'cameralends',
    'CC0 1.0',
  ),
  photo('schwerin-palace', 'DE', ['schwerin', 'schwerin-palace'], 'Hermann Luyken', 'CC0 1.0'),
  photo('hawa-mahal-jaipur', 'IN', ['jaipur', 'hawa-mahal'], 'Janwiki', 'Public domain'),
  photo('taj-mahal', 'IN', ['agra', 'taj-mahal'], 'Yann', 'CC BY-SA 4.0', true),
  photo(
    'golden-temple-amritsar',
    'IN',
    ['amritsar', 'golden-temple', 'harmandir-sahib'],
    'Jasdeep Singh',
    'CC0 1.0',
  ),
  photo(
    'mumbai-gateway-of-india',
    'IN',
    ['mumbai', 'bombay', 'gateway-of-india'],
    'Simon Steinberger',
    'CC0 1.0',
  ),
  photo('delhi-qutub-minar', 'IN', ['delhi', 'new-delhi', 'qutub-minar'], 'pramadas', 'CC0 1.0'),
  photo(
    'kolkata-victoria-memorial',
    'IN',
    ['kolkata', 'calcutta', 'victoria-memorial'],
    'Anourag',
    'CC0 1.0',
  ),
  photo('mysore-palace', 'IN', ['mysore', 'mysuru', 'mysore-palace'], 'Shiva sg', 'CC0 1.0'),
  photo('ladakh-horse-snowy-peaks', 'IN', ['ladakh'], 'Eatcha', 'CC BY-SA 4.0', true),
  photo(
    'giza-great-pyramid',
    'EG',
    ['giza', 'pyramids-of-giza', 'great-pyramid-of-giza'],
    'Gary Todd',
    'CC0 1.0',
  ),
  photo(
    'great-wall-china',
    'CN',
    ['great-wall', 'great-wall-of-china'],
    'Nicolas Perrault III',
    'CC0 1.0',
  ),
  photo(
    'picos-de-europa-trail',
    'ES',
    ['picos-de-europa'],
    'Aitzol Berasategi',
    'CC BY 4.0',
  ),
  photo(
    'aizkorri-autumn-larches',
    'ES',
    ['aizkorri', 'aitzgorri'],
    'Aitzol Berasategi',
    'CC BY 4.0',
  ),
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
