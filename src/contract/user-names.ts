/**
 * Naming rules of spec 1 §3, kept free of schemas so the app shell can use them without loading
 * the validation library.
 */
type Named = { firstName?: string | null; lastName?: string | null; email?: string | null };

/** The first user-perceived character (grapheme) of a text, so "👩🏽‍🚀" or "é" stays whole. */
function firstGrapheme(text: string | null | undefined): string | undefined {
  const value = text?.trim();
  if (!value) return undefined;
  if (typeof Intl.Segmenter !== 'function') return Array.from(value)[0];
  const [first] = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(value);
  return first?.segment;
}

/**
 * Upper case only when the result is still one grapheme: "ß" would become "SS" and "ﬁ" "FI".
 * Locale-independent (toUpperCase) so the server and every browser agree.
 */
function upperGrapheme(grapheme: string): string {
  const upper = grapheme.toUpperCase();
  return firstGrapheme(upper) === upper ? upper : grapheme;
}

/**
 * Avatar initials rule of spec 1 §3: first letters of first and last name, else the first letter
 * of the e-mail, else U. Letters are graphemes, so emoji and combined characters are never split.
 */
export function userInitials(user: Named | null | undefined): string {
  const first = firstGrapheme(user?.firstName);
  const last = firstGrapheme(user?.lastName);
  if (first && last) return upperGrapheme(first) + upperGrapheme(last);
  const emailInitial = firstGrapheme(user?.email);
  if (emailInitial) return upperGrapheme(emailInitial);
  return 'U';
}

/** Display-name rule of spec 1 §3. */
export function userDisplayName(user: Named | null | undefined): string {
  const name = [user?.firstName?.trim(), user?.lastName?.trim()].filter(Boolean).join(' ');
  return name || user?.email || '';
}
