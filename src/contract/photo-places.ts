import { destinationSlug } from './destination-slug.ts';

/**
 * The one table of which bundled photograph (public/photos, credited on /about from
 * PHOTO_CREDITS) shows which place, as ../shared/photos/MANIFEST.tsv describes it. The demo
 * world's posts take their location from it, the place-image provider answers a query or a
 * destination from it, and the tests check every caption, promotion and tour card against it
 * (issue 20 §1: a photograph shown for a place shows that place). Photos whose location the
 * manifest does not state (the KDE lakes, the storm clouds, the food) are not in it: they are
 * never a place's picture.
 */

/** What kind of place a photo shows; picks the pool of comments a demo post attracts. */
export type PhotoPlaceKind =
  | 'city'
  | 'landmark'
  | 'mountain'
  | 'coast'
  | 'desert'
  | 'lake'
  | 'countryside'
  | 'wildlife'
  | 'volcano';

export type PhotoPlace = {
  /** Where it was taken, "Place, Country": a demo post's location. */
  label: string;
  /** ISO alpha-2 of the country it was taken in. */
  countryCode: string;
  kind: PhotoPlaceKind;
  /**
   * Slugs (destinationSlug form) of the names the place-image provider answers with this photo.
   * A name listed with a country matches only in that country (Paris, Texas never gets the Eiffel
   * Tower). Empty for an animal photographed at a place: it is not a picture of the place.
   */
  names: readonly string[];
};

/** In lookup order: the first listed wins when two photos answer the same name. */
export const PHOTO_PLACES = {
  'eiffel-tower': {
    label: 'Paris, France',
    countryCode: 'FR',
    kind: 'city',
    names: ['paris', 'eiffel-tower'],
  },
  'colosseum-rome': {
    label: 'Rome, Italy',
    countryCode: 'IT',
    kind: 'landmark',
    names: ['rome', 'roma', 'colosseum'],
  },
  'rome-colosseum-arches': {
    label: 'Rome, Italy',
    countryCode: 'IT',
    kind: 'landmark',
    names: ['colosseo'],
  },
  'brandenburg-gate-dusk': {
    label: 'Berlin, Germany',
    countryCode: 'DE',
    kind: 'city',
    names: ['berlin', 'brandenburg-gate'],
  },
  'berlin-cathedral': {
    label: 'Berlin, Germany',
    countryCode: 'DE',
    kind: 'landmark',
    names: ['berlin-cathedral', 'berliner-dom', 'museum-island'],
  },
  'christ-the-redeemer-rio': {
    label: 'Rio de Janeiro, Brazil',
    countryCode: 'BR',
    kind: 'landmark',
    names: ['rio-de-janeiro', 'christ-the-redeemer', 'corcovado'],
  },
  'mont-saint-michel': {
    label: 'Mont-Saint-Michel, France',
    countryCode: 'FR',
    kind: 'landmark',
    names: ['mont-saint-michel', 'normandy'],
  },
  'machu-picchu': {
    label: 'Machu Picchu, Peru',
    countryCode: 'PE',
    kind: 'landmark',
    names: ['machu-picchu'],
  },
  'chichen-itza-el-castillo': {
    label: 'Chichén Itzá, Mexico',
    countryCode: 'MX',
    kind: 'landmark',
    names: ['chichen-itza'],
  },
  'new-york-lower-manhattan-sunset': {
    label: 'New York City, United States',
    countryCode: 'US',
    kind: 'city',
    names: ['new-york', 'new-york-city', 'manhattan', 'lower-manhattan'],
  },
  'new-york-midtown-empire-state': {
    label: 'New York City, United States',
    countryCode: 'US',
    kind: 'city',
    names: ['empire-state-building', 'midtown-manhattan'],
  },
  'new-york-statue-of-liberty': {
    label: 'New York City, United States',
    countryCode: 'US',
    kind: 'landmark',
    names: ['statue-of-liberty', 'liberty-island'],
  },
  'singapore-marina-bay-skyline': {
    label: 'Singapore, Singapore',
    countryCode: 'SG',
    kind: 'city',
    names: ['singapore', 'marina-bay'],
  },
  'milan-piazza-gae-aulenti': {
    label: 'Milan, Italy',
    countryCode: 'IT',
    kind: 'city',
    names: ['milan', 'milano', 'piazza-gae-aulenti'],
  },
  'barcelona-casa-mila-courtyard': {
    label: 'Barcelona, Spain',
    countryCode: 'ES',
    kind: 'city',
    names: ['barcelona', 'casa-mila', 'la-pedrera'],
  },
  'boston-beacon-street-sunset': {
    label: 'Boston, United States',
    countryCode: 'US',
    kind: 'city',
    names: ['boston'],
  },
  'glacier-national-park-lake-sherburne': {
    label: 'Glacier National Park, United States',
    countryCode: 'US',
    kind: 'lake',
    names: ['glacier-national-park', 'many-glacier', 'lake-sherburne'],
  },
  'munnar-tea-gardens': {
    label: 'Munnar, Kerala, India',
    countryCode: 'IN',
    kind: 'countryside',
    names: ['munnar'],
  },
  'iowa-high-trestle-trail-bridge': {
    label: 'Madrid, Iowa, United States',
    countryCode: 'US',
    kind: 'landmark',
    names: ['high-trestle-trail', 'high-trestle-trail-bridge'],
  },
  'dresden-elbe-old-town-skyline': {
    label: 'Dresden, Germany',
    countryCode: 'DE',
    kind: 'city',
    names: ['dresden'],
  },
  'maldives-jetty-water-villas': {
    label: 'Maldives',
    countryCode: 'MV',
    kind: 'coast',
    names: ['maldives'],
  },
  'isle-of-skye-neist-point-lighthouse': {
    label: 'Neist Point, Isle of Skye, United Kingdom',
    countryCode: 'GB',
    kind: 'coast',
    names: ['isle-of-skye', 'skye', 'neist-point'],
  },
  'killarney-lough-leane': {
    label: 'Killarney, Ireland',
    countryCode: 'IE',
    kind: 'lake',
    names: ['killarney', 'killarney-national-park', 'lough-leane'],
  },
  'kuala-lumpur-petronas-towers-haze': {
    label: 'Kuala Lumpur, Malaysia',
    countryCode: 'MY',
    kind: 'city',
    names: ['kuala-lumpur', 'petronas-towers'],
  },
  'gold-coast-surfers-paradise-q1': {
    label: 'Gold Coast, Australia',
    countryCode: 'AU',
    kind: 'coast',
    names: ['gold-coast', 'surfers-paradise'],
  },
  'osaka-abeno-harukas-skyline': {
    label: 'Osaka, Japan',
    countryCode: 'JP',
    kind: 'city',
    names: ['osaka'],
  },
  'vancouver-skyline-night': {
    label: 'Vancouver, Canada',
    countryCode: 'CA',
    kind: 'city',
    names: ['vancouver'],
  },
  'pittsburgh-downtown-dusk': {
    label: 'Pittsburgh, United States',
    countryCode: 'US',
    kind: 'city',
    names: ['pittsburgh'],
  },
  'los-angeles-century-city': {
    label: 'Los Angeles, United States',
    countryCode: 'US',
    kind: 'city',
    names: ['los-angeles', 'century-city'],
  },
  'cincinnati-bridge-night': {
    label: 'Cincinnati, United States',
    countryCode: 'US',
    kind: 'city',
    names: ['cincinnati'],
  },
  'bryce-canyon-rim-view': {
    label: 'Bryce Canyon, Utah, United States',
    countryCode: 'US',
    kind: 'desert',
    names: ['bryce-canyon', 'bryce-canyon-national-park'],
  },
  'canyon-de-chelly': {
    label: 'Canyon de Chelly, Arizona, United States',
    countryCode: 'US',
    kind: 'desert',
    names: ['canyon-de-chelly', 'canyon-de-chelly-national-monument'],
  },
  'south-dakota-mount-rushmore': {
    label: 'Keystone, South Dakota, United States',
    countryCode: 'US',
    kind: 'landmark',
    names: ['mount-rushmore', 'keystone'],
  },
  'washington-lincoln-memorial-night': {
    label: 'Washington, D.C., United States',
    countryCode: 'US',
    kind: 'landmark',
    names: ['washington-d-c', 'washington-dc', 'lincoln-memorial', 'national-mall'],
  },
  'oregon-thors-well': {
    label: "Thor's Well, Oregon, United States",
    countryCode: 'US',
    kind: 'coast',
    names: ['thors-well', 'cape-perpetua'],
  },
  'maui-haleakala-crater': {
    label: 'Haleakalā, Maui, United States',
    countryCode: 'US',
    kind: 'volcano',
    names: ['maui', 'haleakala', 'haleakala-national-park'],
  },
  'hawaii-lava-ocean-entry': {
    label: 'Kīlauea, Hawaii, United States',
    countryCode: 'US',
    kind: 'volcano',
    names: ['hawaii', 'kilauea', 'hawaii-volcanoes-national-park'],
  },
  'malta-gozo-azure-window': {
    label: 'Dwejra, Gozo, Malta',
    countryCode: 'MT',
    kind: 'coast',
    names: ['gozo', 'azure-window', 'dwejra'],
  },
  'petra-monastery': {
    label: 'Petra, Jordan',
    countryCode: 'JO',
    kind: 'landmark',
    names: ['petra'],
  },
  'jordan-wadi-rum-rocks': {
    label: 'Wadi Rum, Jordan',
    countryCode: 'JO',
    kind: 'desert',
    names: ['wadi-rum'],
  },
  'brighton-west-pier-ruins': {
    label: 'Brighton, United Kingdom',
    countryCode: 'GB',
    kind: 'coast',
    names: ['brighton', 'west-pier'],
  },
  'iceland-landmannalaugar-rhyolite': {
    label: 'Landmannalaugar, Iceland',
    countryCode: 'IS',
    kind: 'mountain',
    names: ['iceland', 'landmannalaugar'],
  },
  'java-mount-bromo-volcano': {
    label: 'Mount Bromo, East Java, Indonesia',
    countryCode: 'ID',
    kind: 'volcano',
    names: ['mount-bromo', 'bromo', 'bromo-tengger-semeru-national-park'],
  },
  'tuscany-val-dorcia-cypress-farmhouse': {
    label: "Val d'Orcia, Tuscany, Italy",
    countryCode: 'IT',
    kind: 'countryside',
    names: ['tuscany', 'val-dorcia'],
  },
  'corsica-bonifacio-cliffs': {
    label: 'Bonifacio, Corsica, France',
    countryCode: 'FR',
    kind: 'coast',
    names: ['corsica', 'bonifacio'],
  },
  'pyrenees-pic-du-midi-dossau': {
    label: "Pic du Midi d'Ossau, France",
    countryCode: 'FR',
    kind: 'mountain',
    names: ['pic-du-midi-dossau', 'pyrenees-national-park'],
  },
  'normandy-arromanches-beach': {
    label: 'Arromanches-les-Bains, France',
    countryCode: 'FR',
    kind: 'coast',
    names: ['arromanches', 'arromanches-les-bains'],
  },
  'norway-besseggen-gjende': {
    label: 'Besseggen, Jotunheimen, Norway',
    countryCode: 'NO',
    kind: 'mountain',
    names: ['besseggen', 'jotunheimen', 'gjende'],
  },
  'carcassonne-ramparts': {
    label: 'Carcassonne, France',
    countryCode: 'FR',
    kind: 'landmark',
    names: ['carcassonne'],
  },
  'rocamadour-cliff-village': {
    label: 'Rocamadour, France',
    countryCode: 'FR',
    kind: 'landmark',
    names: ['rocamadour'],
  },
  'avignon-palais-des-papes': {
    label: 'Avignon, France',
    countryCode: 'FR',
    kind: 'landmark',
    names: ['avignon', 'palais-des-papes'],
  },
  'chenonceau-chateau': {
    label: 'Chenonceaux, Loire Valley, France',
    countryCode: 'FR',
    kind: 'landmark',
    names: ['chenonceau', 'chateau-de-chenonceau'],
  },
  'loire-chateau-de-chambord': {
    label: 'Chambord, Loire Valley, France',
    countryCode: 'FR',
    kind: 'landmark',
    names: ['chambord', 'chateau-de-chambord', 'loire-valley'],
  },
  'reims-cathedral-chevet': {
    label: 'Reims, France',
    countryCode: 'FR',
    kind: 'landmark',
    names: ['reims'],
  },
  'arles-roman-arena': {
    label: 'Arles, France',
    countryCode: 'FR',
    kind: 'landmark',
    names: ['arles'],
  },
  'pont-du-gard': {
    label: 'Pont du Gard, France',
    countryCode: 'FR',
    kind: 'landmark',
    names: ['pont-du-gard'],
  },
  'neuschwanstein-castle': {
    label: 'Schwangau, Bavaria, Germany',
    countryCode: 'DE',
    kind: 'landmark',
    names: ['neuschwanstein', 'neuschwanstein-castle'],
  },
  'schwerin-palace': {
    label: 'Schwerin, Germany',
    countryCode: 'DE',
    kind: 'landmark',
    names: ['schwerin', 'schwerin-palace'],
  },
  'hawa-mahal-jaipur': {
    label: 'Jaipur, India',
    countryCode: 'IN',
    kind: 'city',
    names: ['jaipur', 'hawa-mahal'],
  },
  'taj-mahal': {
    label: 'Agra, India',
    countryCode: 'IN',
    kind: 'landmark',
    names: ['agra', 'taj-mahal'],
  },
  'golden-temple-amritsar': {
    label: 'Amritsar, India',
    countryCode: 'IN',
    kind: 'landmark',
    names: ['amritsar', 'golden-temple', 'harmandir-sahib'],
  },
  'mumbai-gateway-of-india': {
    label: 'Mumbai, India',
    countryCode: 'IN',
    kind: 'city',
    names: ['mumbai', 'bombay', 'gateway-of-india'],
  },
  'delhi-qutub-minar': {
    label: 'Delhi, India',
    countryCode: 'IN',
    kind: 'landmark',
    names: ['delhi', 'new-delhi', 'qutub-minar'],
  },
  'kolkata-victoria-memorial': {
    label: 'Kolkata, India',
    countryCode: 'IN',
    kind: 'landmark',
    names: ['kolkata', 'calcutta', 'victoria-memorial'],
  },
  'mysore-palace': {
    label: 'Mysuru, India',
    countryCode: 'IN',
    kind: 'landmark',
    names: ['mysore', 'mysuru', 'mysore-palace'],
  },
  'ladakh-horse-snowy-peaks': {
    label: 'Ladakh, India',
    countryCode: 'IN',
    kind: 'mountain',
    names: ['ladakh'],
  },
  'giza-great-pyramid': {
    label: 'Giza, Egypt',
    countryCode: 'EG',
    kind: 'landmark',
    names: ['giza', 'pyramids-of-giza', 'great-pyramid-of-giza'],
  },
  'great-wall-china': {
    label: 'Great Wall, China',
    countryCode: 'CN',
    kind: 'landmark',
    names: ['great-wall', 'great-wall-of-china'],
  },
  'picos-de-europa-trail': {
    label: 'Picos de Europa, Spain',
    countryCode: 'ES',
    kind: 'mountain',
    names: ['picos-de-europa'],
  },
  'aizkorri-autumn-larches': {
    label: 'Aizkorri, Basque Country, Spain',
    countryCode: 'ES',
    kind: 'mountain',
    names: ['aizkorri', 'aitzgorri'],
  },
  // Wadi Rum's other photo: the rocks above answer for the place, this one is a demo post.
  'jordan-wadi-rum-lone-tree': {
    label: 'Wadi Rum, Jordan',
    countryCode: 'JO',
    kind: 'desert',
    names: ['wadi-rum'],
  },
  // Animals photographed at a place: demo posts, never the place's own picture.
  'dolphin-red-sea': {
    label: 'Eilat, Israel',
    countryCode: 'IL',
    kind: 'wildlife',
    names: [],
  },
  'polar-bear-snow': {
    label: 'Churchill, Manitoba, Canada',
    countryCode: 'CA',
    kind: 'wildlife',
    names: [],
  },
  'bactrian-camels-mongolia': {
    label: 'Western Mongolia, Mongolia',
    countryCode: 'MN',
    kind: 'wildlife',
    names: [],
  },
  'yellowstone-osprey-gardner-river': {
    label: 'Yellowstone National Park, United States',
    countryCode: 'US',
    kind: 'wildlife',
    names: [],
  },
} as const satisfies Record<string, PhotoPlace>;

export type PhotoPlaceId = keyof typeof PHOTO_PLACES;

const ENTRIES = Object.entries(PHOTO_PLACES) as [PhotoPlaceId, PhotoPlace][];

/** The place a bundled photo shows, or null for a photo of nowhere stated (or not bundled). */
export function photoPlace(id: string): PhotoPlace | null {
  return Object.hasOwn(PHOTO_PLACES, id) ? PHOTO_PLACES[id as PhotoPlaceId] : null;
}

/** The country a place photo was taken in, as its label names it ('Peru'). */
export function photoPlaceCountry(id: PhotoPlaceId): string {
  return PHOTO_PLACES[id].label.split(', ').at(-1) ?? '';
}

/**
 * Every slug a caption may use for the photo's place: the provider's names and the place its
 * label names first ('Schwangau' for Neuschwanstein, 'Churchill' for the polar bear).
 */
export function photoPlaceCaptionNames(id: PhotoPlaceId): string[] {
  const { label, names } = PHOTO_PLACES[id];
  return [...new Set([...names, destinationSlug(label.split(', ')[0] ?? '')])].filter(Boolean);
}

/** Whether `text` names `slug` as whole words ('rome' in 'Paris → Rome', not in 'Romeo'). */
function mentions(text: string, slug: string): boolean {
  return `-${destinationSlug(text)}-`.includes(`-${slug}-`);
}

/** Whether a caption names the place the photo shows. */
export function captionNamesPhotoPlace(text: string, id: PhotoPlaceId): boolean {
  return photoPlaceCaptionNames(id).some((slug) => mentions(text, slug));
}

/** The place photos whose place a caption names. */
export function photoPlacesNamedIn(text: string): PhotoPlaceId[] {
  return ENTRIES.filter(([id]) => captionNamesPhotoPlace(text, id)).map(([id]) => id);
}
