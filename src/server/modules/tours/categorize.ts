import {
  TOUR_CATEGORIES,
  TOUR_CATEGORY_NAMES,
  type TTourCategory,
} from '../../../contract/tours.ts';

/**
 * Every tour is filed under one of spec 2 §9's categories. Viator's tag names ("Food & Drink",
 * "Snorkeling", "Museum Tickets & Passes") and an operator file's category text map onto them by
 * keywords, most specific first; anything unknown is sightseeing.
 */
const RULES: readonly [TTourCategory, RegExp][] = [
  ['museums', /\bmuseums?\b|\bgaller(y|ies)\b|\bexhibit/i],
  [
    'food',
    /\bfood\b|\bwine\b|\bculinary\b|\bcooking\b|\btasting\b|\bdining\b|\bbeer\b|\bcoffee\b|\bstreet food\b|\bdrinks?\b|\bmarket\b/i,
  ],
  [
    'water',
    /\bwater\b|\bsnorkel|\bscuba\b|\bdiv(e|ing)\b|\bboat|\bcruise|\bsail|\bkayak|\bcanoe|\bsurf|\bfishing\b|\bcatamaran\b|\bbeach\b|\bcenote|\bswim|\bwhale|\bdolphin|\bparasail|\bjet ?ski/i,
  ],
  ['walking', /\bwalking\b|\bwalk\b|\bon foot\b/i],
  [
    'adventure',
    /\badventure|\bzip ?lin|\bclimb|\bextreme\b|\bskydiv|\batv\b|\bquad\b|\bbungee|\bhik(e|ing)\b|\btrek|\bmountain bik|\bcanyon|\brafting|\boutdoor activit/i,
  ],
  [
    'nature',
    /\bnature\b|\bwildlife\b|\bnational park|\bpark\b|\bgarden|\bsafari|\bbird|\becotour|\bforest|\bjungle|\bvolcano/i,
  ],
  [
    'cultural',
    /\bcultur|\bhistor|\bheritage\b|\barchaeolog|\bruins?\b|\btemple|\bcathedral|\bchurch|\bart\b|\bshows?\b|\bperformance|\btradition|\bmayan?\b|\bcastle|\bpalace/i,
  ],
  [
    'sightseeing',
    /\bsightseeing\b|\bcity tour|\bhop-on|\bbus tour|\bday trip|\bpanoram|\blandmark/i,
  ],
];

/** The category named exactly ('food', 'Food & Drink', 'Water Activities'), if any. */
export function categoryByName(text: string): TTourCategory | undefined {
  const wanted = text.trim().toLowerCase();
  return TOUR_CATEGORIES.find(
    (category) => category === wanted || TOUR_CATEGORY_NAMES[category].toLowerCase() === wanted,
  );
}

/**
 * The first rule matching any of the texts, in the rules' order (so "Food & Wine Walking Tour"
 * is food); sightseeing when nothing matches.
 */
export function categorize(texts: readonly string[]): TTourCategory {
  for (const text of texts) {
    const exact = categoryByName(text);
    if (exact) return exact;
  }
  for (const [category, pattern] of RULES) {
    if (texts.some((text) => pattern.test(text))) return category;
  }
  return 'sightseeing';
}
