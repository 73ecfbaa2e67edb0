/**
 * Country names for "Countries Visited": the English names of every ISO 3166-1 country (from
 * `Intl.DisplayNames`, so no list of names is kept by hand) plus the common ways people write
 * some of them (USA, UK, England, Holland…).
 */

/** ISO 3166-1 alpha-2 codes of the assigned countries and territories, plus Kosovo (XK). */
const ISO_CODES = `
AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS
BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE
EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM
HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC
LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA
NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW
SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO
TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW XK`
  .trim()
  .split(/\s+/);

/** Names shown instead of CLDR's longer forms ("Myanmar (Burma)", "Hong Kong SAR China"). */
const DISPLAY_OVERRIDES: Record<string, string> = {
  MM: 'Myanmar',
  HK: 'Hong Kong',
  MO: 'Macao',
  CD: 'DR Congo',
  CG: 'Republic of the Congo',
  PS: 'Palestine',
};

/** Other ways of writing a country, as normalised text → ISO code. */
const ALIASES: Record<string, string> = {
  usa: 'US',
  us: 'US',
  'u s': 'US',
  'u s a': 'US',
  'united states of america': 'US',
  america: 'US',
  hawaii: 'US',
  alaska: 'US',
  uk: 'GB',
  'u k': 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  'czech republic': 'CZ',
  turkey: 'TR',
  turkiye: 'TR',
  burma: 'MM',
  myanmar: 'MM',
  'ivory coast': 'CI',
  'hong kong': 'HK',
  macau: 'MO',
  macao: 'MO',
  drc: 'CD',
  'dr congo': 'CD',
  'democratic republic of the congo': 'CD',
  congo: 'CG',
  'republic of the congo': 'CG',
  korea: 'KR',
  'republic of korea': 'KR',
  bosnia: 'BA',
  palestine: 'PS',
  vatican: 'VA',
  swaziland: 'SZ',
  'cabo verde': 'CV',
  'east timor': 'TL',
  uae: 'AE',
  emirates: 'AE',
  holland: 'NL',
  'russian federation': 'RU',
  'viet nam': 'VN',
  macedonia: 'MK',
  'saint martin': 'MF',
};

/**
 * Lower-case, accents and punctuation dropped, "&" as "and", "St." as "saint" and no leading
 * "the": "Bosnia & Herzegovina", "the Netherlands" and "São Tomé" match how people type them.
 */
export function normalizePlace(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '')
    .replace(/\bst\b/g, 'saint');
}

type CountryIndex = { byName: Map<string, string>; names: Map<string, string> };

let index: CountryIndex | undefined;

function countryIndex(): CountryIndex {
  if (index) return index;
  const display = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const byName = new Map<string, string>();
  const names = new Map<string, string>();
  for (const code of ISO_CODES) {
    const name = display.of(code);
    if (!name) continue;
    names.set(code, DISPLAY_OVERRIDES[code] ?? name);
    byName.set(normalizePlace(name), code);
    // "Congo - Kinshasa", "Myanmar (Burma)": the part before the qualifier names it too, unless
    // another country shares it (both Congos).
    const base = normalizePlace(name.split(/ - | \(/)[0] ?? name);
    if (base !== normalizePlace(name) && !byName.has(base)) byName.set(base, code);
  }
  for (const [alias, code] of Object.entries(ALIASES)) byName.set(normalizePlace(alias), code);
  index = { byName, names };
  return index;
}

/**
 * The ISO code of the country a post location names, or null: the last comma-separated part
 * ("Kyoto, Japan", "Edinburgh, Scotland, UK"), else the whole text ("Japan").
 */
export function countryCodeOf(location: string): string | null {
  const { byName } = countryIndex();
  const parts = location
    .split(/,|\n| [-–—|·/] /)
    .map((part) => part.trim())
    .filter(Boolean);
  for (const candidate of [parts.at(-1), location]) {
    if (!candidate) continue;
    const code = byName.get(normalizePlace(candidate));
    if (code) return code;
  }
  return null;
}

/** The English name "Countries Visited" shows for an ISO code ('GB' → 'United Kingdom'). */
export function countryDisplayName(code: string): string | null {
  return countryIndex().names.get(code.toUpperCase()) ?? null;
}

/** The English name of the country a post location names, or null (see `countryCodeOf`). */
export function countryOf(location: string): string | null {
  const code = countryCodeOf(location);
  return code ? countryDisplayName(code) : null;
}

/** The distinct countries named by a member's post locations, sorted by name. */
export function countriesIn(locations: readonly string[]): string[] {
  const found = new Set<string>();
  for (const location of locations) {
    const country = countryOf(location);
    if (country) found.add(country);
  }
  return [...found].sort((a, b) => a.localeCompare(b, 'en'));
}
