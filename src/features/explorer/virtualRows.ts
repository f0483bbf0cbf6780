/**
 * Which of a long list's rows are in the document (useVirtualRows.ts keeps them): those near the
 * viewport, plus a few "anchors" that keep keyboard use whole. Pure arithmetic on measured (or
 * estimated) row heights, so it is tested without a browser.
 */

/** Where each row starts: offsets[i] is the top of row i, offsets[n] the list's whole height. */
export function rowOffsets(heights: readonly number[]): number[] {
  const offsets = [0];
  for (const height of heights) offsets.push(offsets[offsets.length - 1] + height);
  return offsets;
}

/**
 * The rows [from, to) that overlap the band [top, bottom) of the list (px from its first row's top).
 * A band wholly above or below the list gives an empty range at that end.
 */
export function rowsInBand(offsets: readonly number[], top: number, bottom: number): [number, number] {
  const count = offsets.length - 1;
  // The first row whose bottom is below `top`, and the first row whose top is at or below `bottom`.
  const from = firstWhere(count, (row) => offsets[row + 1] > top);
  const to = Math.max(
    from,
    firstWhere(count, (row) => offsets[row] >= bottom),
  );
  return [from, to];
}

/** The least index in [0, count) for which `holds` is true (it turns true once and stays), or count. */
function firstWhere(count: number, holds: (index: number) => boolean): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (holds(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The rows to render, in order: the band's, and the anchors the keyboard needs though they may be
 * far from it — the first and last rows with controls (Tab into the list from above lands on the
 * first, Shift+Tab from below on the last, as before), the row that last held the focus or was clicked (so its
 * focused control, an open question, or the button an editor or inspector gives the focus back to
 * stays in the document however far the page scrolls), and that row's nearest neighbours with
 * controls (the next Tab, or Shift+Tab, has somewhere to go: the browser scrolls the row it focuses
 * into view, and the band follows).
 */
export function rowsToRender(
  count: number,
  band: readonly [number, number],
  hasControls: (row: number) => boolean,
  focused: number | undefined,
): number[] {
  const rows = new Set<number>();
  for (let row = band[0]; row < band[1]; row++) rows.add(row);
  const nearest = (from: number, step: 1 | -1) => {
    for (let row = from; row >= 0 && row < count; row += step) if (hasControls(row)) return row;
    return undefined;
  };
  const anchors = [nearest(0, 1), nearest(count - 1, -1)];
  if (focused !== undefined && focused < count) {
    anchors.push(focused, nearest(focused - 1, -1), nearest(focused + 1, 1));
  }
  for (const anchor of anchors) if (anchor !== undefined) rows.add(anchor);
  return [...rows].sort((a, b) => a - b);
}

/** What the list draws: rows, and spacers standing in for the rows left out between them. */
export type Drawn =
  | { kind: 'gap'; before: number; height: number }
  | {
      kind: 'row';
      row: number;
      /** On the first drawn row of a collection's run of drawn rows: the rows its heading spans. */
      heads?: number;
    };

/**
 * The rows in order with spacers where rows are left out. A collection's heading (a cell spanning
 * its rows) goes on its first row drawn after a gap — its own first row may be out of the document.
 */
export function drawnRows(
  rows: readonly number[],
  offsets: readonly number[],
  collectionOf: (row: number) => number,
): Drawn[] {
  const drawn: Drawn[] = [];
  let next = 0;
  // The heading drawn last, while the rows after it are of its collection and no gap came between.
  let heading: { kind: 'row'; row: number; heads: number } | undefined;
  for (const row of rows) {
    if (row > next) {
      drawn.push({ kind: 'gap', before: row, height: offsets[row] - offsets[next] });
      heading = undefined;
    }
    if (heading && collectionOf(row) === collectionOf(row - 1)) {
      heading.heads++;
      drawn.push({ kind: 'row', row });
    } else {
      heading = { kind: 'row', row, heads: 1 };
      drawn.push(heading);
    }
    next = row + 1;
  }
  const count = offsets.length - 1;
  if (next < count) drawn.push({ kind: 'gap', before: count, height: offsets[count] - offsets[next] });
  return drawn;
}
