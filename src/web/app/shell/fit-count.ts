/** Measured sizes of a priority navigation row, in CSS pixels. */
export type RowMeasure = {
  /** Width of each link, in display order. */
  itemWidths: readonly number[];
  /** Space between two neighbours. */
  gap: number;
  /** Width of the "More" button that takes the links that do not fit. */
  moreWidth: number;
  /** Width the row may use. */
  available: number;
};

/**
 * How many links, from the start, stay in the row. All of them when they fit; otherwise as many
 * as fit beside the "More" button (at least one, so Home never disappears). Unmeasured rows
 * (width 0: not laid out yet, or a DOM without layout) keep every link.
 */
export function fitCount({ itemWidths, gap, moreWidth, available }: RowMeasure): number {
  const count = itemWidths.length;
  if (available <= 0) return count;
  const widthOf = (n: number) =>
    itemWidths.slice(0, n).reduce((sum, width) => sum + width, 0) + gap * Math.max(0, n - 1);
  if (widthOf(count) <= available) return count;
  let fit = count - 1;
  while (fit > 1 && widthOf(fit) + gap + moreWidth > available) fit -= 1;
  return fit;
}
