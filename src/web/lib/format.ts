const SMALL_WORDS = new Set(['and', 'of', 'the', 'in']);

/**
 * Shows a stored option value to people: hyphens become spaces (spec 1 §2) and words are
 * capitalised, e.g. "food-and-drink" → "Food and Drink", "north-america" → "North America".
 */
export function humanizeOption(value: string): string {
  return value
    .split('-')
    .filter(Boolean)
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}
