/**
 * The bundled photographs the demo world posts (public/photos, credited on /about) and the place
 * each one shows, as MANIFEST.tsv describes it. A photo is only ever used for its own place; the
 * photos whose location is not stated are left out.
 */

/** What kind of place a photo shows; picks the pool of comments a post attracts. */
export type DemoPlaceKind =
  | 'city'
  | 'landmark'
  | 'mountain'
  | 'coast'
  | 'desert'
  | 'lake'
  | 'countryside'
  | 'wildlife'
  | 'volcano';

export type DemoPhoto = {
  /** Shown as the post location, "Place, Country". */
  place: string;
  kind: DemoPlaceKind;
};

export const DEMO_PHOTOS = {
  'new-york-lower-manhattan-sunset': { place: 'New York City, United States', kind: 'city' },
  'new-york-midtown-empire-state': { place: 'New York City, United States', kind: 'city' },
  'boston-beacon-street-sunset': { place: 'Boston, United States', kind: 'city' },
  'washington-lincoln-memorial-night': {
    place: 'Washington, D.C., United States',
    kind: 'landmark',
  },
  'petra-monastery': { place: 'Petra, Jordan', kind: 'landmark' },
  'brighton-west-pier-ruins': { place: 'Brighton, United Kingdom', kind: 'coast' },
  'normandy-arromanches-beach': { place: 'Arromanches-les-Bains, France', kind: 'coast' },
  'vancouver-skyline-night': { place: 'Vancouver, Canada', kind: 'city' },
  'glacier-national-park-lake-sherburne': {
    place: 'Glacier National Park, United States',
    kind: 'lake',
  },
  'great-wall-china': { place: 'Great Wall, China', kind: 'landmark' },
  'los-angeles-century-city': { place: 'Los Angeles, United States', kind: 'city' },
  'picos-de-europa-trail': { place: 'Picos de Europa, Spain', kind: 'mountain' },
  'aizkorri-autumn-larches': { place: 'Aizkorri, Basque Country, Spain', kind: 'mountain' },
  'pyrenees-pic-du-midi-dossau': { place: "Pic du Midi d'Ossau, France", kind: 'mountain' },
  'neuschwanstein-castle': { place: 'Schwangau, Bavaria, Germany', kind: 'landmark' },
  'corsica-bonifacio-cliffs': { place: 'Bonifacio, Corsica, France', kind: 'coast' },
  'malta-gozo-azure-window': { place: 'Dwejra, Gozo, Malta', kind: 'coast' },
  'gold-coast-surfers-paradise-q1': { place: 'Gold Coast, Australia', kind: 'coast' },
  'osaka-abeno-harukas-skyline': { place: 'Osaka, Japan', kind: 'city' },
  'singapore-marina-bay-skyline': { place: 'Singapore, Singapore', kind: 'city' },
  'kuala-lumpur-petronas-towers-haze': { place: 'Kuala Lumpur, Malaysia', kind: 'city' },
  'mumbai-gateway-of-india': { place: 'Mumbai, India', kind: 'city' },
  'jordan-wadi-rum-lone-tree': { place: 'Wadi Rum, Jordan', kind: 'desert' },
  'giza-great-pyramid': { place: 'Giza, Egypt', kind: 'landmark' },
  'dolphin-red-sea': { place: 'Eilat, Israel', kind: 'wildlife' },
  'polar-bear-snow': { place: 'Churchill, Manitoba, Canada', kind: 'wildlife' },
  'bactrian-camels-mongolia': { place: 'Western Mongolia, Mongolia', kind: 'wildlife' },
  'machu-picchu': { place: 'Machu Picchu, Peru', kind: 'landmark' },
  'chichen-itza-el-castillo': { place: 'Chichén Itzá, Mexico', kind: 'landmark' },
  'christ-the-redeemer-rio': { place: 'Rio de Janeiro, Brazil', kind: 'landmark' },
  'isle-of-skye-neist-point-lighthouse': {
    place: 'Neist Point, Isle of Skye, United Kingdom',
    kind: 'coast',
  },
  'killarney-lough-leane': { place: 'Killarney, Ireland', kind: 'lake' },
  'carcassonne-ramparts': { place: 'Carcassonne, France', kind: 'landmark' },
  'brandenburg-gate-dusk': { place: 'Berlin, Germany', kind: 'city' },
  'eiffel-tower': { place: 'Paris, France', kind: 'city' },
  'chenonceau-chateau': { place: 'Chenonceaux, Loire Valley, France', kind: 'landmark' },
  'mont-saint-michel': { place: 'Mont-Saint-Michel, France', kind: 'landmark' },
  'reims-cathedral-chevet': { place: 'Reims, France', kind: 'landmark' },
  'maui-haleakala-crater': { place: 'Haleakalā, Maui, United States', kind: 'volcano' },
  'hawaii-lava-ocean-entry': { place: 'Kīlauea, Hawaii, United States', kind: 'volcano' },
  'java-mount-bromo-volcano': { place: 'Mount Bromo, East Java, Indonesia', kind: 'volcano' },
  'colosseum-rome': { place: 'Rome, Italy', kind: 'landmark' },
  'rome-colosseum-arches': { place: 'Rome, Italy', kind: 'landmark' },
  'tuscany-val-dorcia-cypress-farmhouse': {
    place: "Val d'Orcia, Tuscany, Italy",
    kind: 'countryside',
  },
  'pont-du-gard': { place: 'Pont du Gard, France', kind: 'landmark' },
  'avignon-palais-des-papes': { place: 'Avignon, France', kind: 'landmark' },
  'barcelona-casa-mila-courtyard': { place: 'Barcelona, Spain', kind: 'city' },
  'taj-mahal': { place: 'Agra, India', kind: 'landmark' },
  'hawa-mahal-jaipur': { place: 'Jaipur, India', kind: 'city' },
  'golden-temple-amritsar': { place: 'Amritsar, India', kind: 'landmark' },
  'munnar-tea-gardens': { place: 'Munnar, Kerala, India', kind: 'countryside' },
  'ladakh-horse-snowy-peaks': { place: 'Ladakh, India', kind: 'mountain' },
  'bryce-canyon-rim-view': { place: 'Bryce Canyon, Utah, United States', kind: 'desert' },
  'canyon-de-chelly': { place: 'Canyon de Chelly, Arizona, United States', kind: 'desert' },
  'south-dakota-mount-rushmore': {
    place: 'Keystone, South Dakota, United States',
    kind: 'landmark',
  },
  'yellowstone-osprey-gardner-river': {
    place: 'Yellowstone National Park, United States',
    kind: 'wildlife',
  },
  'iowa-high-trestle-trail-bridge': { place: 'Madrid, Iowa, United States', kind: 'landmark' },
  'cincinnati-bridge-night': { place: 'Cincinnati, United States', kind: 'city' },
  'norway-besseggen-gjende': { place: 'Besseggen, Jotunheimen, Norway', kind: 'mountain' },
  'iceland-landmannalaugar-rhyolite': { place: 'Landmannalaugar, Iceland', kind: 'mountain' },
  'schwerin-palace': { place: 'Schwerin, Germany', kind: 'landmark' },
  'rocamadour-cliff-village': { place: 'Rocamadour, France', kind: 'landmark' },
} as const satisfies Record<string, DemoPhoto>;

export type DemoPhotoId = keyof typeof DEMO_PHOTOS;
